import { eq, sql } from "drizzle-orm";
import { users } from "../db/schema/index.js";
import { HttpError, badRequest } from "../http/http-error.js";
import type { BodyOf, Schemas } from "../openapi/contract-types.js";
import type { AccountsContext, CallerInfo } from "./accounts-context.js";
import { sendCode, type CodeSent } from "./code-delivery.js";
import { createMessage } from "../notifications/messages.js";
import { hashSecret } from "./password-hash.js";
import { loadProfile } from "./profile.js";
import { consumeLimit } from "../http/rate-limit.js";
import { issueSession, type IssuedSession } from "./session-service.js";
import {
  findUserByEmail,
  findUserByPhone,
  findUserByReferralCode,
  insertUser,
  normalizeEmail,
  uniqueViolation,
} from "./users.js";
import { checkCode } from "./verification-codes.js";

export const emailTaken = "An account with this e-mail already exists; sign in instead";
export const phoneTaken = "An account with this phone number already exists; sign in instead";

/** Availability of an e-mail and phone number; the one place that may tell whether an account exists. */
export async function checkSignUp(
  ctx: AccountsContext,
  caller: CallerInfo,
  input: { email: string; phoneNumber: string },
): Promise<Schemas["SignUpCheckResult"]> {
  // Counted like a code send, so the check cannot be used to walk through a list of addresses.
  await consumeLimit(
    ctx.db,
    [{ key: `signup-check:ip:${caller.ip}`, limit: ctx.limits.codeSendsPerIp }],
    "Too many checks",
  );
  const [byEmail, byPhone] = await Promise.all([
    findUserByEmail(ctx.db, input.email),
    findUserByPhone(ctx.db, input.phoneNumber),
  ]);
  return { canSignUp: !byEmail && !byPhone, isEmailTaken: Boolean(byEmail), isPhoneTaken: Boolean(byPhone) };
}

export async function sendSignUpPhoneCode(
  ctx: AccountsContext,
  caller: CallerInfo,
  phoneNumber: string,
): Promise<CodeSent> {
  if (await findUserByPhone(ctx.db, phoneNumber)) {
    throw new HttpError(409, phoneTaken, [{ field: "phoneNumber", message: phoneTaken }]);
  }
  return sendCode(ctx, caller, { purpose: "sign_up_phone", channel: "sms", target: phoneNumber });
}

/** Checks the SMS code without using it up; /signup uses it. */
export async function verifySignUpPhoneCode(
  ctx: AccountsContext,
  phoneNumber: string,
  code: string,
): Promise<void> {
  await checkCode(ctx.db, { purposes: ["sign_up_phone"], target: phoneNumber, code, consume: false });
}

const welcome = {
  title: "Welcome to Freight",
  text: "Your account is ready. Book a service at any of our hubs, and confirm your e-mail in Settings to get receipts.",
  type: "Success" as const,
  button1Text: "Book a service",
  button1Command: "/portal",
  button2Text: "Settings",
  button2Command: "/settings",
};

type SignUpInput = BodyOf<"signUp">;

async function referrerId(ctx: AccountsContext, code: string | undefined): Promise<number | null> {
  if (code === undefined || code.trim() === "") return null;
  const referrer = await findUserByReferralCode(ctx.db, code);
  if (!referrer) {
    const message = "This referral code is unknown; check the link you came with";
    throw badRequest(message, "referralCode");
  }
  return referrer.id;
}

/**
 * Creates the account with the SMS code from /signup/phone/send-verification (which confirms the
 * phone), records the referrer, sends the welcome message and signs in.
 */
export async function signUp(
  ctx: AccountsContext,
  caller: CallerInfo,
  input: SignUpInput,
): Promise<IssuedSession> {
  const email = normalizeEmail(input.email);
  await consumeLimit(
    ctx.db,
    [{ key: `signup:ip:${caller.ip}`, limit: ctx.limits.signUpsPerIp }],
    "Too many sign-ups",
  );
  if (await findUserByEmail(ctx.db, email))
    throw new HttpError(409, emailTaken, [{ field: "email", message: emailTaken }]);
  if (await findUserByPhone(ctx.db, input.phoneNumber)) {
    throw new HttpError(409, phoneTaken, [{ field: "phoneNumber", message: phoneTaken }]);
  }
  const referredByUserId = await referrerId(ctx, input.referralCode);
  await checkCode(ctx.db, {
    purposes: ["sign_up_phone"],
    target: input.phoneNumber,
    code: input.phoneCode,
    consume: true,
    field: "phoneCode",
  });
  const passwordHash = await hashSecret(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        corporationName: input.corporationName,
        isPhoneConfirmed: true,
        referredByUserId,
        utmSource: input.utmSource,
      });
      await createMessage(tx, user.id, "welcome", welcome);
      return issueSession(tx, user.id, caller.userAgent);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "users_email_unique") throw new HttpError(409, emailTaken);
    if (constraint === "users_phone_number_unique") throw new HttpError(409, phoneTaken);
    throw error;
  }
}

/**
 * Completes a signed-in account's profile (names, phone, company, address), typically after a social
 * sign-in made it with only an e-mail. The phone number is not confirmed by this call.
 */
export async function registerProfile(
  ctx: AccountsContext,
  userId: number,
  input: BodyOf<"registerProfile">,
): Promise<Schemas["CustomerProfile"]> {
  const owner = await findUserByPhone(ctx.db, input.phoneNumber);
  if (owner && owner.id !== userId)
    throw new HttpError(409, phoneTaken, [{ field: "phoneNumber", message: phoneTaken }]);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new HttpError(401, "Your session has ended; please sign in again");
  const phoneChanged = current.phoneNumber !== input.phoneNumber;
  try {
    await ctx.db
      .update(users)
      .set({
        firstName,
        lastName,
        userName: `${firstName} ${lastName}`,
        phoneNumber: input.phoneNumber,
        isPhoneConfirmed: phoneChanged ? false : current.isPhoneConfirmed,
        primaryContact: { ...current.primaryContact, firstName, lastName, phoneNumber: input.phoneNumber },
        ...(input.corporationName !== undefined ? { corporationName: input.corporationName.trim() } : {}),
        ...(input.address ? { address: input.address } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (uniqueViolation(error) === "users_phone_number_unique") throw new HttpError(409, phoneTaken);
    throw error;
  }
  return loadProfile(ctx, userId);
}
