import { and, eq } from "drizzle-orm";
import { socialIdentities, users } from "../../db/schema/index.js";
import { HttpError, badRequest } from "../../http/http-error.js";
import type { AccountsContext, CallerInfo } from "../accounts-context.js";
import { createMessage } from "../../notifications/messages.js";
import { sendCode } from "../code-delivery.js";
import { consumeLimit } from "../../http/rate-limit.js";
import { issueSession } from "../session-service.js";
import type { SignInResult } from "../sign-in.js";
import { findUserByEmail, findUserByReferralCode, insertUser } from "../users.js";
import type { SocialProviderName } from "./social-provider.js";

export interface SocialSignInInput {
  provider: SocialProviderName;
  token: string;
  referralCode?: string;
}

/**
 * Signs in with a provider's ID token. The first time, the identity is linked to the account with the
 * same verified e-mail, or a new account is made (e-mail confirmed by the provider, no password; the
 * profile is completed with /register). A referral code only counts for a new account.
 * The provider's token stands for the password only: an account with two-step sign-in still gets its
 * e-mailed code and is signed in by /auth/login/code-verify, exactly as after the right password.
 */
export async function signInWithSocialToken(
  ctx: AccountsContext,
  caller: CallerInfo,
  input: SocialSignInInput,
): Promise<SignInResult> {
  const provider = ctx.socialProviders[input.provider];
  if (!provider) throw badRequest(`Sign-in with ${input.provider} is not available`, "provider");
  await consumeLimit(
    ctx.db,
    [{ key: `social:ip:${caller.ip}`, limit: ctx.limits.failedSignInsPerIp }],
    "Too many sign-in attempts",
  );
  let identity;
  try {
    identity = await provider.verify(input.token);
  } catch {
    throw new HttpError(401, `The ${input.provider} sign-in could not be verified; please try again`);
  }
  const [linked] = await ctx.db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(
      and(eq(socialIdentities.provider, input.provider), eq(socialIdentities.subject, identity.subject)),
    );
  if (linked) return signInAccount(ctx, caller, linked.userId);

  if (!identity.email || !identity.isEmailVerified) {
    throw new HttpError(401, `Your ${input.provider} account has no verified e-mail to sign in with`);
  }
  const existing = await findUserByEmail(ctx.db, identity.email);
  const referrer =
    !existing && input.referralCode ? await findUserByReferralCode(ctx.db, input.referralCode) : undefined;
  const userId = await ctx.db.transaction(async (tx) => {
    const user =
      existing ??
      (await insertUser(tx, {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        isEmailConfirmed: true,
        referredByUserId: referrer?.id ?? null,
      }));
    await tx.insert(socialIdentities).values({
      userId: user.id,
      provider: input.provider,
      subject: identity.subject,
      email: identity.email,
    });
    if (!existing) {
      await createMessage(tx, user.id, "welcome", {
        title: "Welcome to Freight",
        text: "Your account is ready. Add your phone number and company in Settings to start booking.",
        type: "Success",
        button1Text: "Complete profile",
        button1Command: "/settings",
      });
    }
    return user.id;
  });
  return signInAccount(ctx, caller, userId);
}

async function signInAccount(
  ctx: AccountsContext,
  caller: CallerInfo,
  userId: number,
): Promise<SignInResult> {
  const [user] = await ctx.db
    .select({ email: users.email, twoStepAuth: users.twoStepAuth })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(401, "This account no longer exists");
  if (user.twoStepAuth) {
    await sendCode(ctx, caller, { purpose: "two_step_login", channel: "email", target: user.email, userId });
    return { twoStepAuth: true };
  }
  return { twoStepAuth: false, ...(await issueSession(ctx.db, userId, caller.userAgent)) };
}
