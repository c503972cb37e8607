import type { NotificationChannel, VerificationPurpose } from "../db/schema/index.js";
import type { AccountsContext, CallerInfo } from "./accounts-context.js";
import { consumeLimit, type Bucket } from "../http/rate-limit.js";
import { hashSecret } from "./password-hash.js";
import { issueCode, maskTarget } from "./verification-codes.js";

const wording: Record<VerificationPurpose, { subject: string; action: string }> = {
  sign_up_phone: { subject: "Your sign-up code", action: "confirm your phone number and finish signing up" },
  login: { subject: "Your sign-in code", action: "sign in or set a new password" },
  two_step_login: { subject: "Your sign-in code", action: "finish signing in" },
  email_confirmation: { subject: "Confirm your e-mail", action: "confirm your e-mail address" },
  email_change: { subject: "Confirm your new e-mail", action: "change your e-mail address to this one" },
  phone_change: { subject: "Your phone change code", action: "change your phone number to this one" },
};

export interface CodeSent {
  sentTo: string;
  expiresAt: string;
}

export interface SendCodeInput {
  purpose: VerificationPurpose;
  channel: NotificationChannel;
  /** Lower-cased e-mail or E.164 phone number. */
  target: string;
  userId?: number;
  /**
   * Count the send against the account too (default). Off where the caller is anonymous and a
   * separate per-account 429 would tell that the account exists.
   */
  countPerAccount?: boolean;
}

/** Rate-limit buckets of a code send: per target, per client address and (when known) per account. */
function codeSendBuckets(
  ctx: AccountsContext,
  caller: CallerInfo,
  target: string,
  userId?: number,
): Bucket[] {
  const buckets: Bucket[] = [
    { key: `code:target:${target}`, limit: ctx.limits.codeSendsPerTarget },
    { key: `code:ip:${caller.ip}`, limit: ctx.limits.codeSendsPerIp },
  ];
  if (userId !== undefined)
    buckets.push({ key: `code:user:${userId}`, limit: ctx.limits.codeSendsPerAccount });
  return buckets;
}

const tooManyCodes = "Too many codes were requested";

/** Issues a code and sends it; the answer names where it went, masked. */
export async function sendCode(
  ctx: AccountsContext,
  caller: CallerInfo,
  input: SendCodeInput,
): Promise<CodeSent> {
  const accountBucketId = input.countPerAccount === false ? undefined : input.userId;
  await consumeLimit(ctx.db, codeSendBuckets(ctx, caller, input.target, accountBucketId), tooManyCodes);
  const { code, expiresAt } = await issueCode(ctx.db, input);
  const { subject, action } = wording[input.purpose];
  await ctx.notifier.send({
    channel: input.channel,
    to: input.target,
    subject,
    text: `Your Freight code is ${code}. Use it within 10 minutes to ${action}. If you did not ask for it, ignore this message.`,
    kind: "verificationCode",
    purpose: input.purpose,
    userId: input.userId,
  });
  return { sentTo: maskTarget(input.target), expiresAt: expiresAt.toISOString() };
}

/** The same answer as sendCode, for a target that gets nothing (an unknown account must look the same). */
export async function pretendCodeSent(
  ctx: AccountsContext,
  caller: CallerInfo,
  target: string,
): Promise<CodeSent> {
  await consumeLimit(ctx.db, codeSendBuckets(ctx, caller, target), tooManyCodes);
  // Spend the time a real code costs, so the answer's timing does not tell either.
  await hashSecret("000000");
  return { sentTo: maskTarget(target), expiresAt: new Date(Date.now() + 10 * 60 * 1000).toISOString() };
}
