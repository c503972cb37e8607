import { actionsOfCompanyRole } from "@freight/domain/companies/company-roles";
import { checkProfileFields } from "@freight/domain/profile/profile-validation";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { toMediaUrl } from "../http/media-url.js";
import { companies, users } from "../db/schema/index.js";
import type { CompanySeat } from "../http/caller.js";
import { HttpError, notFound } from "../http/http-error.js";
import type { BodyOf, Schemas } from "../openapi/contract-types.js";
import { listUserMessages } from "../notifications/messages.js";
import { findUserById, type UserRow } from "./users.js";

/** What reading a profile needs: the database, and the API's public URL for the avatar. */
export interface ProfileReader {
  db: Database;
  env: Pick<Env, "publicApiUrl">;
}

function toCustomerProfile(
  user: UserRow,
  messages: Schemas["Message"][],
  publicApiUrl: string,
): Schemas["CustomerProfile"] {
  return {
    id: user.id,
    email: user.email,
    userName: user.userName,
    name: user.corporationName,
    avatar: toMediaUrl(publicApiUrl, user.avatarUrl),
    balance: user.balanceCents,
    referralBalance: user.referralBalanceCents,
    referralBonuses: user.bonusesCents,
    referralLevelId: user.referralLevelId,
    minimalCharge: user.minimalChargeCents,
    isEmailConfirmed: user.isEmailConfirmed,
    isPhoneConfirmed: user.isPhoneConfirmed,
    twoStepAuth: user.twoStepAuth,
    phoneNumber: user.phoneNumber ?? "",
    referralCode: user.referralCode,
    role: user.role,
    primaryContact: user.primaryContact,
    additionalContact: user.additionalContact,
    address: user.address,
    billingAddress: user.billingAddress,
    notifications: user.notifications,
    messages,
  };
}

/**
 * The person's profile. While they work for a company, what belongs to the company (balance, bonuses, referral
 * level and code, minimal charge, messages) comes from the company's account, with the company and what the
 * person's role there allows; their name, contacts and sign-in settings stay their own.
 */
export async function loadProfile(
  { db, env }: ProfileReader,
  userId: number,
  company: CompanySeat | null = null,
): Promise<Schemas["CustomerProfile"]> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("There is no such account");
  if (!company) {
    const { items } = await listUserMessages(db, userId);
    return { ...toCustomerProfile(user, items, env.publicApiUrl), company: null };
  }
  const [account, [details], { items }] = await Promise.all([
    findUserById(db, company.accountUserId),
    db
      .select({ legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.id, company.companyId))
      .limit(1),
    listUserMessages(db, company.accountUserId),
  ]);
  if (!account || !details) throw notFound("There is no such company");
  return {
    ...toCustomerProfile(user, items, env.publicApiUrl),
    balance: account.balanceCents,
    referralBalance: account.referralBalanceCents,
    referralBonuses: account.bonusesCents,
    referralLevelId: account.referralLevelId,
    minimalCharge: account.minimalChargeCents,
    referralCode: account.referralCode,
    company: {
      id: company.companyId,
      legalName: details.legalName,
      role: company.role,
      actions: [...actionsOfCompanyRole(company.role)],
    },
  };
}

type ProfileUpdate = BodyOf<"updateProfile">;

function trimmedContact(contact: Schemas["Contact"]): Schemas["Contact"] {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim().toLowerCase(),
    phoneNumber: contact.phoneNumber.trim(),
  };
}

function trimmedAddress(address: Schemas["Address"]): Schemas["Address"] {
  return {
    street: address.street.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: address.zipCode.trim(),
    country: address.country.trim(),
  };
}

/** Applies the fields sent (all checked first, so a bad field changes nothing). */
export async function updateProfile(
  reader: ProfileReader,
  userId: number,
  patch: ProfileUpdate,
): Promise<Schemas["CustomerProfile"]> {
  const { db } = reader;
  const problems = checkProfileFields(patch);
  if (patch.twoStepAuth !== undefined) {
    const user = await findUserById(db, userId);
    if (patch.twoStepAuth === false && user?.role === "staff") {
      problems.push({
        field: "twoStepAuth",
        message: "Staff always sign in in two steps; it cannot be turned off",
      });
    }
    if (patch.twoStepAuth && user && !user.twoStepAuth && !user.isEmailConfirmed) {
      // The second step is a code e-mailed to this address; an unconfirmed one could lock the owner out.
      const message = "twoStepAuth needs a confirmed e-mail; confirm your e-mail first";
      problems.push({ field: "twoStepAuth", message });
    }
  }
  if (problems.length > 0) {
    throw new HttpError(400, problems.map((problem) => problem.message).join("; "), problems);
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (patch.userName !== undefined) changes.userName = patch.userName.trim();
  if (patch.name !== undefined) changes.corporationName = patch.name.trim();
  if (patch.avatar !== undefined) changes.avatarUrl = patch.avatar.trim();
  if (patch.twoStepAuth !== undefined) changes.twoStepAuth = patch.twoStepAuth;
  if (patch.primaryContact) changes.primaryContact = trimmedContact(patch.primaryContact);
  if (patch.additionalContact) changes.additionalContact = trimmedContact(patch.additionalContact);
  if (patch.address) changes.address = trimmedAddress(patch.address);
  if (patch.billingAddress) changes.billingAddress = trimmedAddress(patch.billingAddress);
  if (patch.notifications) changes.notifications = patch.notifications;
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return loadProfile(reader, userId);
}
