import { isIP } from "node:net";
import { REFERRAL_BONUS_HOLD_DAYS } from "@freight/domain/referrals/referral-bonus";

/** Validated server configuration, read once from `process.env` at start. */
export interface Env {
  port: number;
  host: string;
  /** Connection string of an external PostgreSQL; when absent an embedded server is started. */
  databaseUrl: string | undefined;
  /** Data directory of the embedded PostgreSQL. */
  pgDataDir: string | undefined;
  embeddedPgPort: number;
  /** Origins of the public site and the portal, allowed by CORS with credentials. */
  webUrl: string;
  portalUrl: string;
  /** The operations console, linked from staff invitation e-mails. */
  opsUrl: string;
  /** Base URL the API is reached at from browsers, used to build absolute media URLs. */
  publicApiUrl: string;
  logLevel: LogLevel;
  /** Hosts (besides our own /media) the image proxy may fetch from. */
  imageProxyAllowedHosts: string[];
  nodeEnv: string;
  /**
   * Whether messages kept in the local outbox (no SMTP/Twilio) are printed whole, codes included, to the log.
   * On outside production; `pnpm start` turns it on so a person trying the product locally can read codes.
   */
  outboxLog: boolean;
  /** Domain attribute of the `token` cookie (e.g. `.example.com` so the site and the portal share it); unset = host-only. */
  sessionCookieDomain: string | undefined;
  /** The staff account ensured at start; no password means no staff account is made (production without STAFF_PASSWORD). */
  staffEmail: string;
  staffPassword: string | undefined;
  /** E-mail delivery: SMTP when set, otherwise the local outbox. */
  smtpUrl: string | undefined;
  emailFrom: string;
  /** SMS delivery through Twilio when all three are set, otherwise the local outbox. */
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** Google sign-in (OpenID Connect ID tokens) is on when its OAuth client id is set. */
  googleClientId: string | undefined;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address
   * (per-address rate limits). false = none, true = any, a number = that many hops, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Where uploaded files (avatars) are kept; relative paths are taken from the repository root. */
  uploadsDir: string | undefined;
  /**
   * Multiplies the per-client-address sign-in, sign-up and code limits (default 1). Journeys that sign many
   * customers up from one address raise it; per-account and per-e-mail/phone limits never change.
   */
  authAddressLimitScale: number;
  /** Folder of order note files on local disk; unset = `<repo>/.data/order-files` (relative = from the repository root). */
  orderFilesDir: string | undefined;
  /** Driver check-in calls per minute per client address: one budget for lookup, detail and update. */
  driverCheckInPerMinute: number;
  /** Calls per minute of one company API key, counted in PostgreSQL (one budget across instances). */
  apiKeyPerMinute: number;
  /**
   * RATE_LIMITS_OFF=true lifts the per-instance per-address flood guard so a benchmark can measure the API itself.
   * Refused when NODE_ENV=production. The budgets kept in PostgreSQL stay.
   */
  rateLimitsOff: boolean;
  /** Payment gateways: Stripe and Authorize.net when their keys are set, the built-in sandbox otherwise. */
  payments: PaymentsEnv;
  /** Days a referral bonus is held before the sweep credits it (REFERRAL_BONUS_HOLD_DAYS, default 14; 0 = at once). */
  referralBonusHoldDays: number;
  /** Days without a call after which a session ends, however long its cookie would still live (SESSION_IDLE_DAYS, default 30). */
  sessionIdleDays: number;
  /**
   * Shared with the public site: signs the API's POST {WEB_URL}/api/revalidate after changes the site shows.
   * Unset: no call is made, and cached pages follow changes only by their cache life.
   */
  revalidateSecret: string | undefined;
  /**
   * Whether this instance works the scheduled background jobs (BACKGROUND_JOBS, default on). Every instance
   * may: pg-boss sends each scheduled job once however many run.
   */
  backgroundJobs: boolean;
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN). Unset: /metrics is open outside production and
   * refused (403) in production, where numbers about payments and traffic are not for everyone.
   */
  metricsToken: string | undefined;
  /** Where uploaded files live: local disk (default) or an S3-compatible bucket (S3_BUCKET set). */
  objectStorage: ObjectStorageEnv;
  /**
   * OpenTelemetry tracing: on when OTEL_EXPORTER_OTLP_ENDPOINT names an OTLP/HTTP collector (its base URL, spans go
   * to /v1/traces), under OTEL_SERVICE_NAME (default freight-api).
   */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /** How long the API waits for PostgreSQL, per kind of work (docs/operations.md). */
  databaseLimits: DatabaseLimits;
  /**
   * Time a client has to send a whole request, body and uploads included (HTTP_REQUEST_TIMEOUT_MS, default 300 s,
   * Node's own default that Fastify turns off); a slower one is answered 408 and its connection closed.
   */
  httpRequestTimeoutMs: number;
  /**
   * On SIGTERM, how long answers already started may take to finish (SHUTDOWN_TIMEOUT_MS, default 25 s, within
   * the usual 30 s a platform waits before SIGKILL); connections still busy then are closed.
   */
  shutdownTimeoutMs: number;
}

/** Every wait on PostgreSQL is bounded; each is a PostgreSQL setting of the sessions of one pool (db/database-pools.ts). */
export interface DatabaseLimits {
  /** DB_CONNECTION_TIMEOUT_MS (3 s): waiting for a free pool connection or a new one, and for a call's turn. */
  connectionTimeoutMs: number;
  /** DB_STATEMENT_TIMEOUT_MS (5 s): one statement of a request. */
  statementTimeoutMs: number;
  /** DB_LOCK_TIMEOUT_MS (3 s): waiting for a lock, in requests and jobs; shorter than the statement timeout. */
  lockTimeoutMs: number;
  /**
   * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (60 s): a session idle inside a transaction is ended, its locks released.
   * Longer than the longest call a transaction waits for: a staff refund's Stripe call (20 s, tried twice).
   */
  idleInTransactionTimeoutMs: number;
  /** DB_REPORT_STATEMENT_TIMEOUT_MS (30 s): one statement of a CSV or PDF download. */
  reportStatementTimeoutMs: number;
  /** DB_JOB_STATEMENT_TIMEOUT_MS (60 s): one statement of a background job or of pg-boss. */
  jobStatementTimeoutMs: number;
  /** DB_MIGRATION_STATEMENT_TIMEOUT_MS (10 min): one statement of a migration or the seed, at start. */
  migrationStatementTimeoutMs: number;
  /** DB_MIGRATION_LOCK_TIMEOUT_MS (10 s): a migration waiting for a table; the start fails and is retried. */
  migrationLockTimeoutMs: number;
}

type ObjectStorageEnv =
  | { kind: "local" }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** Unset = AWS itself; set for MinIO, R2 or any S3-compatible server. */
      endpoint: string | undefined;
      /** Unset = the SDK's default credential chain (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Path-style URLs (bucket in the path), which MinIO and most local servers need. */
      forcePathStyle: boolean;
    };

interface PaymentsEnv {
  /** The gateway /api/checkout uses: Stripe when configured, otherwise the sandbox. */
  defaultGateway: "sandbox" | "stripe";
  /** The sandbox hosted checkout; PAYMENT_SANDBOX=off turns it off where real money moves. */
  sandboxEnabled: boolean;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  authorizeNet:
    | {
        apiLoginId: string;
        transactionKey: string;
        apiUrl: string;
        hostedFormUrl: string;
        /** The webhook's signature key (AUTHORIZE_NET_SIGNATURE_KEY); unset = POST /authorize-net/webhook answers 404. */
        signatureKey: string | undefined;
      }
    | undefined;
}

/** The staff password used outside production when STAFF_PASSWORD is unset; documented in the README. */
const developmentStaffPassword = "staff-dev-password";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof logLevels)[number];

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

type Source = Record<string, string | undefined>;

function readPort(source: Source, name: string, fallback: number, problems: string[]): number {
  const raw = source[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    problems.push(`${name} must be a port number between 0 and 65535, got "${raw}"`);
    return fallback;
  }
  return value;
}

function readUrl(source: Source, name: string, fallback: string, problems: string[]): string {
  const raw = source[name]?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      problems.push(`${name} must be an http(s) URL, got "${raw}"`);
    }
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    problems.push(`${name} must be an absolute URL such as http://localhost:3000, got "${raw}"`);
    return fallback;
  }
}

function readDatabaseUrl(source: Source, problems: string[]): string | undefined {
  const raw = source.DATABASE_URL?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
      problems.push(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}"`);
    }
  } catch {
    problems.push(
      "DATABASE_URL must be a connection string such as postgres://user:password@host:5432/freight",
    );
  }
  return raw;
}

function readHosts(source: Source, name: string, fallback: string[], problems: string[]): string[] {
  const raw = source[name]?.trim();
  if (!raw) return fallback;
  const hosts = raw
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (isIP(host) === 0 && !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d+)?$/.test(host)) {
      problems.push(`${name} must be a comma-separated list of host names, "${host}" is not one`);
    }
  }
  return hosts;
}

function readOutboxLog(source: Source, nodeEnv: string, problems: string[]): boolean {
  const raw = readOptional(source, "OUTBOX_LOG")?.toLowerCase();
  if (raw === undefined) return nodeEnv !== "production";
  if (raw === "true" || raw === "false") return raw === "true";
  problems.push(`OUTBOX_LOG must be true or false, got "${raw}"`);
  return false;
}

function readOptional(source: Source, name: string): string | undefined {
  return source[name]?.trim() || undefined;
}

function readSmtpUrl(source: Source, problems: string[]): string | undefined {
  const raw = readOptional(source, "SMTP_URL");
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
      problems.push(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
    }
  } catch {
    problems.push("SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465");
  }
  return raw;
}

function readTwilio(source: Source, problems: string[]): Env["twilio"] {
  const accountSid = readOptional(source, "TWILIO_ACCOUNT_SID");
  const authToken = readOptional(source, "TWILIO_AUTH_TOKEN");
  const from = readOptional(source, "TWILIO_FROM");
  const given = [accountSid, authToken, from].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!accountSid || !authToken || !from) {
    problems.push("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together");
    return undefined;
  }
  return { accountSid, authToken, from };
}

function readTrustProxy(source: Source, problems: string[]): Env["trustProxy"] {
  const raw = readOptional(source, "TRUST_PROXY");
  if (!raw || raw === "false") return false;
  if (raw === "true") return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split("/");
    if (["loopback", "linklocal", "uniquelocal"].includes(entry)) continue;
    if (!address || isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      problems.push(
        `TRUST_PROXY must be true, a hop count, or a comma-separated list of IP addresses/CIDRs (or loopback, linklocal, uniquelocal); "${entry}" is not one`,
      );
    }
  }
  return entries;
}

function readRateLimitsOff(source: Source, nodeEnv: string, problems: string[]): boolean {
  const raw = readOptional(source, "RATE_LIMITS_OFF")?.toLowerCase();
  if (raw === undefined || raw === "false") return false;
  if (raw !== "true") {
    problems.push(`RATE_LIMITS_OFF must be true or false, got "${raw}"`);
    return false;
  }
  if (nodeEnv === "production") {
    problems.push("RATE_LIMITS_OFF=true is refused when NODE_ENV=production: it is for benchmarks only");
    return false;
  }
  return true;
}

function readScale(source: Source, problems: string[]): number {
  const raw = readOptional(source, "AUTH_ADDRESS_LIMIT_SCALE");
  if (!raw) return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 10_000) {
    problems.push(`AUTH_ADDRESS_LIMIT_SCALE must be a whole number from 1 to 10000, got "${raw}"`);
    return 1;
  }
  return value;
}

function readPositiveInteger(source: Source, name: string, fallback: number, problems: string[]): number {
  const raw = source[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    problems.push(`${name} must be a whole number of at least 1, got "${raw}"`);
    return fallback;
  }
  return value;
}

function readHoldDays(source: Source, problems: string[]): number {
  const raw = readOptional(source, "REFERRAL_BONUS_HOLD_DAYS");
  if (!raw) return REFERRAL_BONUS_HOLD_DAYS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value > 365) {
    problems.push(`REFERRAL_BONUS_HOLD_DAYS must be a whole number of days from 0 to 365, got "${raw}"`);
    return REFERRAL_BONUS_HOLD_DAYS;
  }
  return value;
}

/** Idle sessions end after this many days; at most the cookie's own year, which already ends every session. */
function readSessionIdleDays(source: Source, problems: string[]): number {
  const raw = readOptional(source, "SESSION_IDLE_DAYS");
  if (!raw) return 30;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1 || value > 365) {
    problems.push(`SESSION_IDLE_DAYS must be a whole number of days from 1 to 365, got "${raw}"`);
    return 30;
  }
  return value;
}

function readPayments(source: Source, problems: string[]): PaymentsEnv {
  const secretKey = readOptional(source, "STRIPE_SECRET_KEY");
  const webhookSecret = readOptional(source, "STRIPE_WEBHOOK_SECRET");
  if (secretKey && !webhookSecret) problems.push("STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY");
  const stripeApiUrl = readOptional(source, "STRIPE_API_URL");
  const stripe =
    secretKey && webhookSecret
      ? {
          secretKey,
          webhookSecret,
          apiUrl: stripeApiUrl ? readUrl(source, "STRIPE_API_URL", stripeApiUrl, problems) : undefined,
        }
      : undefined;

  const apiLoginId = readOptional(source, "AUTHORIZE_NET_API_LOGIN_ID");
  const transactionKey = readOptional(source, "AUTHORIZE_NET_TRANSACTION_KEY");
  if (Boolean(apiLoginId) !== Boolean(transactionKey)) {
    problems.push("AUTHORIZE_NET_API_LOGIN_ID and AUTHORIZE_NET_TRANSACTION_KEY must be set together");
  }
  const signatureKey = readOptional(source, "AUTHORIZE_NET_SIGNATURE_KEY");
  if (signatureKey && !apiLoginId) {
    problems.push(
      "AUTHORIZE_NET_SIGNATURE_KEY needs AUTHORIZE_NET_API_LOGIN_ID and AUTHORIZE_NET_TRANSACTION_KEY: the webhook asks the gateway about each transaction",
    );
  }
  // Authorize.net's signature keys are 128 hex characters; a short one is a typo or a placeholder.
  if (signatureKey && signatureKey.length < 32) {
    problems.push("AUTHORIZE_NET_SIGNATURE_KEY must be the account's signature key (128 hex characters)");
  }
  const authorizeNet =
    apiLoginId && transactionKey
      ? {
          apiLoginId,
          transactionKey,
          apiUrl: readUrl(
            source,
            "AUTHORIZE_NET_API_URL",
            "https://apitest.authorize.net/xml/v1/request.api",
            problems,
          ),
          hostedFormUrl: readUrl(
            source,
            "AUTHORIZE_NET_HOSTED_FORM_URL",
            "https://test.authorize.net/payment/payment",
            problems,
          ),
          signatureKey,
        }
      : undefined;

  const sandboxRaw = (readOptional(source, "PAYMENT_SANDBOX") ?? "on").toLowerCase();
  if (sandboxRaw !== "on" && sandboxRaw !== "off") {
    problems.push(`PAYMENT_SANDBOX must be on or off, got "${sandboxRaw}"`);
  }
  const sandboxEnabled = sandboxRaw !== "off";
  if (!stripe && !sandboxEnabled) {
    problems.push(
      "PAYMENT_SANDBOX=off needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: card payments need a gateway",
    );
  }
  return { defaultGateway: stripe ? "stripe" : "sandbox", sandboxEnabled, stripe, authorizeNet };
}

/** A shared secret shorter than this is refused: it would be guessable. */
const MIN_REVALIDATE_SECRET_LENGTH = 32;

function readRevalidateSecret(source: Source, problems: string[]): string | undefined {
  const value = readOptional(source, "REVALIDATE_SECRET");
  if (value !== undefined && value.length < MIN_REVALIDATE_SECRET_LENGTH) {
    problems.push(
      `REVALIDATE_SECRET must be at least ${MIN_REVALIDATE_SECRET_LENGTH} characters, got ${value.length}`,
    );
  }
  return value;
}

function readOnOff(source: Source, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = readOptional(source, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === "on" || raw === "true") return true;
  if (raw === "off" || raw === "false") return false;
  problems.push(`${name} must be on or off, got "${raw}"`);
  return fallback;
}

/** A metrics token shorter than this is refused: it would be guessable. */
const MIN_METRICS_TOKEN_LENGTH = 24;

function readMetricsToken(source: Source, problems: string[]): string | undefined {
  const value = readOptional(source, "METRICS_TOKEN");
  if (value !== undefined && value.length < MIN_METRICS_TOKEN_LENGTH) {
    problems.push(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters, got ${value.length}`,
    );
  }
  return value;
}

function readObjectStorage(source: Source, problems: string[]): ObjectStorageEnv {
  const bucket = readOptional(source, "S3_BUCKET");
  const accessKeyId = readOptional(source, "S3_ACCESS_KEY_ID");
  const secretAccessKey = readOptional(source, "S3_SECRET_ACCESS_KEY");
  const endpointRaw = readOptional(source, "S3_ENDPOINT");
  if (!bucket) {
    if (accessKeyId || secretAccessKey || endpointRaw) {
      problems.push("S3_ENDPOINT and the S3 keys need S3_BUCKET: without it files stay on local disk");
    }
    return { kind: "local" };
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  return {
    kind: "s3",
    bucket,
    region: readOptional(source, "S3_REGION") ?? "us-east-1",
    endpoint: endpointRaw ? readUrl(source, "S3_ENDPOINT", endpointRaw, problems) : undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: readOnOff(source, "S3_FORCE_PATH_STYLE", Boolean(endpointRaw), problems),
  };
}

function readTracing(source: Source, problems: string[]): Env["tracing"] {
  const endpoint = readOptional(source, "OTEL_EXPORTER_OTLP_ENDPOINT");
  if (!endpoint) return undefined;
  return {
    endpoint: readUrl(source, "OTEL_EXPORTER_OTLP_ENDPOINT", endpoint, problems),
    serviceName: readOptional(source, "OTEL_SERVICE_NAME") ?? "freight-api",
  };
}

/** A duration in milliseconds from `min` to `max`. */
function readMilliseconds(
  source: Source,
  name: string,
  fallback: number,
  { min, max }: { min: number; max: number },
  problems: string[],
): number {
  const raw = readOptional(source, name);
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number of milliseconds from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

const DAY_MS = 86_400_000;

function readDatabaseLimits(source: Source, problems: string[]): DatabaseLimits {
  const ms = (name: string, fallback: number, min = 100, max = DAY_MS) =>
    readMilliseconds(source, name, fallback, { min, max }, problems);
  const limits: DatabaseLimits = {
    connectionTimeoutMs: ms("DB_CONNECTION_TIMEOUT_MS", 3_000, 100, 60_000),
    statementTimeoutMs: ms("DB_STATEMENT_TIMEOUT_MS", 5_000),
    lockTimeoutMs: ms("DB_LOCK_TIMEOUT_MS", 3_000),
    idleInTransactionTimeoutMs: ms("DB_IDLE_IN_TRANSACTION_TIMEOUT_MS", 60_000),
    reportStatementTimeoutMs: ms("DB_REPORT_STATEMENT_TIMEOUT_MS", 30_000),
    jobStatementTimeoutMs: ms("DB_JOB_STATEMENT_TIMEOUT_MS", 60_000),
    migrationStatementTimeoutMs: ms("DB_MIGRATION_STATEMENT_TIMEOUT_MS", 600_000),
    migrationLockTimeoutMs: ms("DB_MIGRATION_LOCK_TIMEOUT_MS", 10_000),
  };
  // PostgreSQL: a lock timeout not shorter than the statement timeout would never fire.
  if (limits.lockTimeoutMs >= limits.statementTimeoutMs) {
    problems.push(
      `DB_LOCK_TIMEOUT_MS (${limits.lockTimeoutMs}) must be shorter than DB_STATEMENT_TIMEOUT_MS (${limits.statementTimeoutMs})`,
    );
  }
  for (const [name, value] of [
    ["DB_REPORT_STATEMENT_TIMEOUT_MS", limits.reportStatementTimeoutMs],
    ["DB_JOB_STATEMENT_TIMEOUT_MS", limits.jobStatementTimeoutMs],
    ["DB_MIGRATION_STATEMENT_TIMEOUT_MS", limits.migrationStatementTimeoutMs],
  ] as const) {
    if (value < limits.statementTimeoutMs) {
      problems.push(
        `${name} (${value}) must not be shorter than DB_STATEMENT_TIMEOUT_MS (${limits.statementTimeoutMs})`,
      );
    }
  }
  return limits;
}

/**
 * NODE_ENV as the process started with it, for the one rule that cannot wait for loadEnv's Env to be handed
 * down: the cost new password and code hashes are made at (accounts/password-hash.ts).
 */
export function processNodeEnv(): string | undefined {
  return process.env.NODE_ENV?.trim() || undefined;
}

/** Reads and validates the environment; throws an EnvError listing every problem at once. */
export function loadEnv(source: Source = process.env): Env {
  const problems: string[] = [];
  const port = readPort(source, "PORT", 4000, problems);
  const host = source.HOST?.trim() || "0.0.0.0";
  const logLevelRaw = (source.LOG_LEVEL?.trim() || "info").toLowerCase();
  const logLevel = logLevels.find((level) => level === logLevelRaw);
  const nodeEnv = source.NODE_ENV?.trim() || "development";
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${logLevels.join(", ")}, got "${logLevelRaw}"`);

  const env: Env = {
    port,
    host,
    databaseUrl: readDatabaseUrl(source, problems),
    pgDataDir: source.PGDATA_DIR?.trim() || undefined,
    embeddedPgPort: readPort(source, "EMBEDDED_PG_PORT", 5433, problems),
    webUrl: readUrl(source, "WEB_URL", "http://localhost:3000", problems),
    portalUrl: readUrl(source, "PORTAL_URL", "http://localhost:3001", problems),
    opsUrl: readUrl(source, "OPS_URL", "http://localhost:3002", problems),
    publicApiUrl: readUrl(source, "PUBLIC_API_URL", `http://localhost:${port}`, problems),
    logLevel: logLevel ?? "info",
    // The stock-photo host blog bodies may show (see the domain's blog sanitizer policy).
    imageProxyAllowedHosts: readHosts(source, "IMAGE_PROXY_ALLOWED_HOSTS", ["images.unsplash.com"], problems),
    nodeEnv,
    outboxLog: readOutboxLog(source, nodeEnv, problems),
    sessionCookieDomain: readOptional(source, "SESSION_COOKIE_DOMAIN"),
    staffEmail: (readOptional(source, "STAFF_EMAIL") ?? "staff@freight.local").toLowerCase(),
    staffPassword:
      readOptional(source, "STAFF_PASSWORD") ??
      (nodeEnv === "production" ? undefined : developmentStaffPassword),
    smtpUrl: readSmtpUrl(source, problems),
    emailFrom: readOptional(source, "EMAIL_FROM") ?? "Freight <no-reply@freight.local>",
    twilio: readTwilio(source, problems),
    googleClientId: readOptional(source, "GOOGLE_CLIENT_ID"),
    payments: readPayments(source, problems),
    trustProxy: readTrustProxy(source, problems),
    uploadsDir: readOptional(source, "UPLOADS_DIR"),
    authAddressLimitScale: readScale(source, problems),
    orderFilesDir: readOptional(source, "ORDER_FILES_DIR"),
    driverCheckInPerMinute: readPositiveInteger(source, "DRIVER_CHECK_IN_PER_MINUTE", 20, problems),
    apiKeyPerMinute: readPositiveInteger(source, "API_KEY_PER_MINUTE", 120, problems),
    rateLimitsOff: readRateLimitsOff(source, nodeEnv, problems),
    referralBonusHoldDays: readHoldDays(source, problems),
    sessionIdleDays: readSessionIdleDays(source, problems),
    revalidateSecret: readRevalidateSecret(source, problems),
    backgroundJobs: readOnOff(source, "BACKGROUND_JOBS", true, problems),
    metricsToken: readMetricsToken(source, problems),
    objectStorage: readObjectStorage(source, problems),
    tracing: readTracing(source, problems),
    databaseLimits: readDatabaseLimits(source, problems),
    httpRequestTimeoutMs: readMilliseconds(
      source,
      "HTTP_REQUEST_TIMEOUT_MS",
      300_000,
      { min: 100, max: DAY_MS },
      problems,
    ),
    shutdownTimeoutMs: readMilliseconds(
      source,
      "SHUTDOWN_TIMEOUT_MS",
      25_000,
      { min: 100, max: 600_000 },
      problems,
    ),
  };
  if (env.staffPassword !== undefined && env.staffPassword.length < 8) {
    problems.push("STAFF_PASSWORD must have at least 8 characters");
  }
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}
