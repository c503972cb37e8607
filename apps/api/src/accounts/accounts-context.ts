import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import type { Notifier } from "../notifications/notifier.js";
import type { AuthLimits } from "../http/rate-limit.js";
import type { SocialProviders } from "./social/social-provider.js";

/** What the accounts services need, built once per app. */
export interface AccountsContext {
  db: Database;
  env: Env;
  notifier: Notifier;
  limits: AuthLimits;
  socialProviders: SocialProviders;
  /** Uploaded avatars (local disk or the S3 bucket's `avatars/`). */
  avatarStorage: ObjectStorage;
}

/** Who is calling, for rate limits and the session's record. */
export interface CallerInfo {
  ip: string;
  userAgent: string;
}
