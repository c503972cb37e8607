import { eq, sql } from "drizzle-orm";
import { users } from "../db/schema/index.js";
import { HttpError, badRequest } from "../http/http-error.js";
import type { AccountsContext, CallerInfo } from "./accounts-context.js";
import { pretendCodeSent, sendCode, type CodeSent } from "./code-delivery.js";
import { decoyPasswordHash, hashSecret, verifySecret } from "./password-hash.js";
import { consumeLimit, type Bucket } from "../http/rate-limit.js";
import { issueSession, revokeOtherSessions, type IssuedSession } from "./session-service.js";
import { findUserByEmail, findUserByPhone, normalizeEmail } from "./users.js";
import { checkCode } from "./verification-codes.js";

export const tooManySignIns = "Too many failed sign-in attempts";

function signInBuckets(ctx: AccountsContext, caller: CallerInfo, identifier: string): Bucket[] {
  return [
    { key: `signin:account:${identifier}`, limit: ctx.limits.failedSignInsPerAccount },
    { key: `signin:ip:${caller.ip}`, limit: ctx.limits.failedSignInsPerIp },
  ];
}

export type SignInResult = { twoStepAuth: true } | ({ twoStepAuth: false } & IssuedSession);

export interface PasswordCredentials {
  email?: string;
  phoneNumber?: string;
  password: string;
}

/**
 * Password sign-in by e-mail or phone. A wrong password and an unknown account answer alike (and take
 * as long). With two-step sign-in on, the right password sends a code to the account's e-mail instead.
 */
export async function signInWithPassword(
  ctx: AccountsContext,
  caller: CallerInfo,
  credentials: PasswordCredentials,
): Promise<SignInResult> {
  const { email, phoneNumber, password } = credentials;
  if ((email === undefined) === (phoneNumber === undefined)) {
    throw badRequest("Send either email or phoneNumber with the password", email ? "phoneNumber" : "email");
  }
  const identifier = email !== undefined ? normalizeEmail(email) : (phoneNumber ?? "");
  // Every try is counted before the password is compared (so parallel tries cannot outrun the limit);
  // a right password gives its count back, so only failed sign-ins fill the buckets.
  const counted = await consumeLimit(ctx.db, signInBuckets(ctx, caller, identifier), tooManySignIns);
  const user =
    email !== undefined ? await findUserByEmail(ctx.db, email) : await findUserByPhone(ctx.db, identifier);
  const isRight = await verifySecret(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !user.passwordHash || !isRight) {
    throw new HttpError(
      401,
      email !== undefined ? "The e-mail or password is wrong" : "The phone number or password is wrong",
    );
  }
  await counted.giveBack();
  if (user.twoStepAuth) {
    await sendCode(ctx, caller, {
      purpose: "two_step_login",
      channel: "email",
      target: user.email,
      userId: user.id,
    });
    return { twoStepAuth: true };
  }
  return { twoStepAuth: false, ...(await issueSession(ctx.db, user.id, caller.userAgent)) };
}

/** Sends a sign-in / restore code to the e-mail when it has an account; answers the same either way. */
export async function requestLoginCode(
  ctx: AccountsContext,
  caller: CallerInfo,
  email: string,
): Promise<CodeSent> {
  const target = normalizeEmail(email);
  const user = await findUserByEmail(ctx.db, target);
  if (!user) return pretendCodeSent(ctx, caller, target);
  return sendCode(ctx, caller, {
    purpose: "login",
    channel: "email",
    target,
    userId: user.id,
    countPerAccount: false,
  });
}

const deadCode = "This code has expired or was already used; ask for a new code";

/**
 * Checks an e-mailed code for sign-in or restore, counting a wrong one as a failed sign-in.
 * A code proves the mailbox, so the e-mail counts as confirmed afterwards. `consume` false only checks
 * the code (restore of a two-step account, whose code is used up once the second factor is right too).
 */
async function useEmailCode(
  ctx: AccountsContext,
  caller: CallerInfo,
  email: string,
  code: string,
  purposes: (twoStepAuth: boolean) => ("login" | "two_step_login")[],
  consume: (twoStepAuth: boolean) => boolean = () => true,
) {
  const target = normalizeEmail(email);
  // Counted before the code is looked at, like a password; a right code gives the count back.
  const counted = await consumeLimit(ctx.db, signInBuckets(ctx, caller, target), tooManySignIns);
  const user = await findUserByEmail(ctx.db, target);
  if (!user) throw new HttpError(400, deadCode, [{ field: "code", message: deadCode }]);
  await checkCode(ctx.db, {
    purposes: purposes(user.twoStepAuth),
    target,
    code,
    userId: user.id,
    consume: consume(user.twoStepAuth),
  });
  await counted.giveBack();
  if (!user.isEmailConfirmed) {
    await ctx.db.update(users).set({ isEmailConfirmed: true }).where(eq(users.id, user.id));
  }
  return user;
}

/**
 * Signs in with an e-mailed code. With two-step sign-in on only the code sent after the right password
 * counts, so the code alone never replaces the password; otherwise a code from /auth/login works too.
 */
export async function signInWithCode(
  ctx: AccountsContext,
  caller: CallerInfo,
  email: string,
  code: string,
): Promise<IssuedSession> {
  const user = await useEmailCode(ctx, caller, email, code, (twoStepAuth) =>
    twoStepAuth ? ["two_step_login"] : ["login", "two_step_login"],
  );
  return issueSession(ctx.db, user.id, caller.userAgent);
}

export type RestoreResult =
  | ({ status: "signedIn" } & IssuedSession)
  /** A two-step account: a code went by SMS to its phone; send the same request again with `phoneCode`. */
  | ({ status: "phoneCodeSent" } & CodeSent);

const noSecondFactor =
  "This account uses two-step sign-in but has no confirmed phone number to confirm a new password with; please contact us to restore it";

/**
 * Restore: sets a new password with the code from /auth/login, ends every other session, signs in.
 * The e-mailed code proves only the mailbox, and two-step sign-in exists so that the mailbox alone never
 * opens the account; so for a two-step account the first call (right e-mail code, no phoneCode) only texts
 * a code to the account's confirmed phone, and the password changes once both codes are right.
 */
export async function restorePassword(
  ctx: AccountsContext,
  caller: CallerInfo,
  input: { email: string; code: string; newPassword: string; phoneCode?: string },
): Promise<RestoreResult> {
  const user = await useEmailCode(
    ctx,
    caller,
    input.email,
    input.code,
    () => ["login"],
    (twoStepAuth) => !twoStepAuth,
  );
  if (user.twoStepAuth) {
    const phoneNumber = user.isPhoneConfirmed ? user.phoneNumber : null;
    if (!phoneNumber) throw new HttpError(403, noSecondFactor);
    if (input.phoneCode === undefined) {
      const sent = await sendCode(ctx, caller, {
        purpose: "two_step_login",
        channel: "sms",
        target: phoneNumber,
        userId: user.id,
      });
      return { status: "phoneCodeSent", ...sent };
    }
    await useSecondFactorCode(ctx, caller, user, phoneNumber, input.phoneCode);
    // Both factors are right: now the e-mailed code is used up (only one request can).
    await checkCode(ctx.db, {
      purposes: ["login"],
      target: user.email,
      code: input.code,
      userId: user.id,
      consume: true,
    });
  }
  const passwordHash = await hashSecret(input.newPassword);
  const session = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id);
    return issueSession(tx, user.id, caller.userAgent);
  });
  return { status: "signedIn", ...session };
}

/** The texted second-step code of a restore; a wrong one counts as a failed sign-in of the account. */
async function useSecondFactorCode(
  ctx: AccountsContext,
  caller: CallerInfo,
  user: { id: number; email: string },
  phoneNumber: string,
  code: string,
): Promise<void> {
  // Counted before the code is looked at, like the e-mailed code; a right code gives the count back.
  const counted = await consumeLimit(ctx.db, signInBuckets(ctx, caller, user.email), tooManySignIns);
  await checkCode(ctx.db, {
    purposes: ["two_step_login"],
    target: phoneNumber,
    code,
    userId: user.id,
    consume: true,
    field: "phoneCode",
  });
  await counted.giveBack();
}
