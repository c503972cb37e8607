import { eq, sql } from "drizzle-orm";
import { users } from "../db/schema/index.js";
import { HttpError } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import type { AccountsContext, CallerInfo } from "./accounts-context.js";
import { sendCode, type CodeSent } from "./code-delivery.js";
import type { AuthUser } from "../http/caller.js";
import { createMessage } from "../notifications/messages.js";
import { hashSecret, verifySecret } from "./password-hash.js";
import { loadProfile } from "./profile.js";
import { consumeLimit } from "../http/rate-limit.js";
import { revokeOtherSessions } from "./session-service.js";
import { emailTaken, phoneTaken } from "./sign-up.js";
import { tooManySignIns } from "./sign-in.js";
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  normalizeEmail,
  uniqueViolation,
  type UserRow,
} from "./users.js";
import { checkCode } from "./verification-codes.js";

async function currentUser(ctx: AccountsContext, auth: AuthUser): Promise<UserRow> {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new HttpError(401, "Your session has ended; please sign in again");
  return user;
}

/** Changes the password (the current one must be right) and signs out every other session. */
export async function changePassword(
  ctx: AccountsContext,
  caller: CallerInfo,
  auth: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await currentUser(ctx, auth);
  // Counted before the comparison, given back when the password is right: only wrong ones fill the bucket.
  const counted = await consumeLimit(
    ctx.db,
    [{ key: `password:user:${user.id}`, limit: ctx.limits.failedSignInsPerAccount }],
    tooManySignIns,
  );
  if (!user.passwordHash || !(await verifySecret(input.currentPassword, user.passwordHash))) {
    const message = "The current password is wrong";
    throw new HttpError(400, message, [{ field: "currentPassword", message }]);
  }
  await counted.giveBack();
  const passwordHash = await hashSecret(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, auth.sessionId);
  });
  await ctx.notifier.send({
    channel: "email",
    to: user.email,
    subject: "Your password was changed",
    text: "The password of your Freight account was changed and your other devices were signed out. If it was not you, restore your password now.",
    kind: "passwordChanged",
    purpose: "password_changed",
    userId: user.id,
  });
}

export async function sendEmailConfirmation(
  ctx: AccountsContext,
  caller: CallerInfo,
  auth: AuthUser,
): Promise<CodeSent> {
  const user = await currentUser(ctx, auth);
  if (user.isEmailConfirmed) throw new HttpError(409, "Your e-mail is already confirmed");
  return sendCode(ctx, caller, {
    purpose: "email_confirmation",
    channel: "email",
    target: user.email,
    userId: user.id,
  });
}

const emailConfirmedMessage = {
  title: "E-mail confirmed",
  text: "Thank you: your e-mail address is confirmed. Receipts and order updates will go there.",
  type: "Success" as const,
};

export async function confirmEmail(ctx: AccountsContext, auth: AuthUser, code: string): Promise<void> {
  const user = await currentUser(ctx, auth);
  await checkCode(ctx.db, {
    purposes: ["email_confirmation"],
    target: user.email,
    code,
    userId: user.id,
    consume: true,
  });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isEmailConfirmed: true, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    if (!user.isEmailConfirmed) await createMessage(tx, user.id, "emailConfirmed", emailConfirmedMessage);
  });
}

export async function requestEmailChange(
  ctx: AccountsContext,
  caller: CallerInfo,
  auth: AuthUser,
  newEmail: string,
): Promise<CodeSent> {
  const user = await currentUser(ctx, auth);
  const target = normalizeEmail(newEmail);
  if (target === user.email)
    throw new HttpError(400, "This is already your e-mail", [
      { field: "newEmail", message: "This is already your e-mail" },
    ]);
  if (await findUserByEmail(ctx.db, target))
    throw new HttpError(409, emailTaken, [{ field: "newEmail", message: emailTaken }]);
  return sendCode(ctx, caller, { purpose: "email_change", channel: "email", target, userId: user.id });
}

/** Moves the account to the new e-mail with the code sent there; the new address is thereby confirmed. */
export async function changeEmail(
  ctx: AccountsContext,
  auth: AuthUser,
  input: { newEmail: string; code: string },
): Promise<Schemas["CustomerProfile"]> {
  const user = await currentUser(ctx, auth);
  const target = normalizeEmail(input.newEmail);
  await checkCode(ctx.db, {
    purposes: ["email_change"],
    target,
    code: input.code,
    userId: user.id,
    consume: true,
  });
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email: target,
          isEmailConfirmed: true,
          primaryContact:
            user.primaryContact.email === user.email
              ? { ...user.primaryContact, email: target }
              : user.primaryContact,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id));
      await createMessage(tx, user.id, "emailChanged", {
        title: "E-mail changed",
        text: `Your account's e-mail is now ${target}.`,
        type: "Info",
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === "users_email_unique") throw new HttpError(409, emailTaken);
    throw error;
  }
  // The old address hears of it, in case it was not the owner who changed it.
  await ctx.notifier.send({
    channel: "email",
    to: user.email,
    subject: "Your e-mail was changed",
    text: `The e-mail of your Freight account was changed to ${target}. If it was not you, contact us now.`,
    kind: "emailChanged",
    purpose: "email_changed",
    userId: user.id,
  });
  return loadProfile(ctx, user.id);
}

export async function requestPhoneChange(
  ctx: AccountsContext,
  caller: CallerInfo,
  auth: AuthUser,
  phoneNumber: string,
): Promise<CodeSent> {
  const user = await currentUser(ctx, auth);
  if (phoneNumber === user.phoneNumber && user.isPhoneConfirmed) {
    throw new HttpError(400, "This is already your phone number", [
      { field: "phoneNumber", message: "This is already your phone number" },
    ]);
  }
  const owner = await findUserByPhone(ctx.db, phoneNumber);
  if (owner && owner.id !== user.id)
    throw new HttpError(409, phoneTaken, [{ field: "phoneNumber", message: phoneTaken }]);
  return sendCode(ctx, caller, {
    purpose: "phone_change",
    channel: "sms",
    target: phoneNumber,
    userId: user.id,
  });
}

/** Sets (and confirms) the phone number with the SMS code sent to it. */
export async function changePhone(
  ctx: AccountsContext,
  auth: AuthUser,
  input: { phoneNumber: string; code: string },
): Promise<Schemas["CustomerProfile"]> {
  const user = await currentUser(ctx, auth);
  await checkCode(ctx.db, {
    purposes: ["phone_change"],
    target: input.phoneNumber,
    code: input.code,
    userId: user.id,
    consume: true,
  });
  try {
    await ctx.db
      .update(users)
      .set({
        phoneNumber: input.phoneNumber,
        isPhoneConfirmed: true,
        primaryContact:
          user.primaryContact.phoneNumber === (user.phoneNumber ?? "")
            ? { ...user.primaryContact, phoneNumber: input.phoneNumber }
            : user.primaryContact,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
  } catch (error) {
    if (uniqueViolation(error) === "users_phone_number_unique") throw new HttpError(409, phoneTaken);
    throw error;
  }
  return loadProfile(ctx, user.id);
}
