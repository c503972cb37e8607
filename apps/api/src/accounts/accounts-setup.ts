import { localObjectStorage } from "../storage/local-object-storage.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import { avatarsDir } from "./avatar-upload.js";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import type { AccountsContext } from "./accounts-context.js";
import { createNotifier, type Notifier, type Transport } from "../notifications/notifier.js";
import { createSmtpTransport } from "../notifications/smtp-transport.js";
import { companyEmailSignature } from "../company-settings/company-settings-read.js";
import { createTwilioTransport } from "../notifications/twilio-transport.js";
import { defaultAuthLimits, type AuthLimits } from "../http/rate-limit.js";
import { createGoogleProvider } from "./social/oidc-provider.js";
import type { SocialProviders } from "./social/social-provider.js";

/** Test and deployment seams of the accounts feature; everything defaults from the environment. */
export interface AccountsOptions {
  notifier?: Notifier;
  /** Replaces the transports chosen from env (SMTP_URL, TWILIO_*). */
  transports?: { email?: Transport; sms?: Transport };
  socialProviders?: SocialProviders;
  limits?: Partial<AuthLimits>;
  /** Where avatars go; by default the folder UPLOADS_DIR/avatars on local disk. */
  avatarStorage?: ObjectStorage;
}

function scaledAddressLimits(limits: AuthLimits, scale: number): AuthLimits {
  const scaled = (limit: AuthLimits[keyof AuthLimits]) => ({ ...limit, max: limit.max * scale });
  return {
    ...limits,
    codeSendsPerIp: scaled(limits.codeSendsPerIp),
    failedSignInsPerIp: scaled(limits.failedSignInsPerIp),
    signUpsPerIp: scaled(limits.signUpsPerIp),
  };
}

function transportsFromEnv(env: Env): { email?: Transport; sms?: Transport } {
  return {
    ...(env.smtpUrl ? { email: createSmtpTransport(env.smtpUrl, env.emailFrom) } : {}),
    ...(env.twilio ? { sms: createTwilioTransport(env.twilio) } : {}),
  };
}

export function createAccountsContext(
  { db, env, log }: { db: Database; env: Env; log: FastifyBaseLogger },
  options: AccountsOptions = {},
): AccountsContext {
  const notifier =
    options.notifier ??
    createNotifier({
      db,
      log,
      transports: options.transports ?? transportsFromEnv(env),
      // Codes in the log are how a developer signs up offline; a production log never carries them.
      logLocalMessages: env.outboxLog,
      emailSignature: () => companyEmailSignature(db),
    });
  return {
    db,
    env,
    notifier,
    avatarStorage: options.avatarStorage ?? localObjectStorage(avatarsDir(env)),
    limits: { ...scaledAddressLimits(defaultAuthLimits, env.authAddressLimitScale), ...options.limits },
    socialProviders:
      options.socialProviders ??
      (env.googleClientId ? { google: createGoogleProvider(env.googleClientId) } : {}),
  };
}
