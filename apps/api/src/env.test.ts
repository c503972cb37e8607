import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.js";

describe("loadEnv", () => {
  it("uses the documented defaults when nothing is set", () => {
    expect(loadEnv({})).toMatchObject({
      port: 4000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      embeddedPgPort: 5433,
      webUrl: "http://localhost:3000",
      portalUrl: "http://localhost:3001",
      publicApiUrl: "http://localhost:4000",
      logLevel: "info",
      imageProxyAllowedHosts: ["images.unsplash.com"],
    });
  });

  it("derives the public API URL from PORT and drops a trailing slash", () => {
    expect(loadEnv({ PORT: "4100" }).publicApiUrl).toBe("http://localhost:4100");
    expect(loadEnv({ PUBLIC_API_URL: "https://api.example.com/" }).publicApiUrl).toBe(
      "https://api.example.com",
    );
  });

  it("reads the image proxy hosts as a lower-cased comma-separated list", () => {
    expect(
      loadEnv({ IMAGE_PROXY_ALLOWED_HOSTS: "Images.Example.com, cdn.example.org:8443" })
        .imageProxyAllowedHosts,
    ).toEqual(["images.example.com", "cdn.example.org:8443"]);
  });

  it("lists every invalid variable in one error", () => {
    expect(() =>
      loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", WEB_URL: "not a url", LOG_LEVEL: "loud" }),
    ).toThrow(EnvError);
    try {
      loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", WEB_URL: "not a url", LOG_LEVEL: "loud" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT must be a port number between 0 and 65535, got "eighty"');
      expect(message).toContain("DATABASE_URL must start with postgres:// or postgresql://");
      expect(message).toContain("WEB_URL must be an absolute URL");
      expect(message).toContain("LOG_LEVEL must be one of");
    }
  });

  it("reads the accounts settings, with a development staff password only outside production", () => {
    expect(loadEnv({})).toMatchObject({
      staffEmail: "staff@freight.local",
      staffPassword: "staff-dev-password",
      sessionCookieDomain: undefined,
      smtpUrl: undefined,
      twilio: undefined,
      googleClientId: undefined,
      trustProxy: false,
    });
    expect(loadEnv({ NODE_ENV: "production" }).staffPassword).toBeUndefined();
    expect(loadEnv({ NODE_ENV: "production", STAFF_PASSWORD: "a-real-secret" }).staffPassword).toBe(
      "a-real-secret",
    );
  });

  it("reads TRUST_PROXY as a flag, a hop count or a list of addresses", () => {
    expect(loadEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(() => loadEnv({ TRUST_PROXY: "my-proxy" })).toThrow("TRUST_PROXY must be");
  });

  it("lifts the request limits with RATE_LIMITS_OFF=true for benchmarks, and refuses it in production", () => {
    expect(loadEnv({}).rateLimitsOff).toBe(false);
    expect(loadEnv({ RATE_LIMITS_OFF: "true" }).rateLimitsOff).toBe(true);
    expect(loadEnv({ NODE_ENV: "test", RATE_LIMITS_OFF: "TRUE" }).rateLimitsOff).toBe(true);
    expect(loadEnv({ NODE_ENV: "production", RATE_LIMITS_OFF: "false" }).rateLimitsOff).toBe(false);
    expect(() => loadEnv({ NODE_ENV: "production", RATE_LIMITS_OFF: "true" })).toThrow(
      "RATE_LIMITS_OFF=true is refused when NODE_ENV=production",
    );
    expect(() => loadEnv({ RATE_LIMITS_OFF: "yes" })).toThrow(
      'RATE_LIMITS_OFF must be true or false, got "yes"',
    );
  });

  it("works background jobs unless BACKGROUND_JOBS=off", () => {
    expect(loadEnv({}).backgroundJobs).toBe(true);
    expect(loadEnv({ BACKGROUND_JOBS: "off" }).backgroundJobs).toBe(false);
    expect(loadEnv({ BACKGROUND_JOBS: "ON" }).backgroundJobs).toBe(true);
    expect(() => loadEnv({ BACKGROUND_JOBS: "sometimes" })).toThrow(
      'BACKGROUND_JOBS must be on or off, got "sometimes"',
    );
  });

  it("wants a metrics token long enough not to be guessed", () => {
    expect(loadEnv({}).metricsToken).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: "m".repeat(24) }).metricsToken).toBe("m".repeat(24));
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(
      "METRICS_TOKEN must be at least 24 characters, got 5",
    );
  });

  it("keeps files on local disk unless S3_BUCKET names a bucket, with path-style URLs for a custom endpoint", () => {
    expect(loadEnv({}).objectStorage).toEqual({ kind: "local" });
    expect(
      loadEnv({
        S3_BUCKET: "freight-files",
        S3_ENDPOINT: "http://127.0.0.1:9000/",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).objectStorage,
    ).toEqual({
      kind: "s3",
      bucket: "freight-files",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(loadEnv({ S3_BUCKET: "b", S3_REGION: "eu-west-1" }).objectStorage).toMatchObject({
      region: "eu-west-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      "S3_ENDPOINT and the S3 keys need S3_BUCKET",
    );
    expect(() => loadEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(() => loadEnv({ S3_BUCKET: "b", S3_ENDPOINT: "ftp://x" })).toThrow(
      "S3_ENDPOINT must be an http(s) URL",
    );
  });

  it("traces to an OTLP collector only when OTEL_EXPORTER_OTLP_ENDPOINT is set", () => {
    expect(loadEnv({}).tracing).toBeUndefined();
    expect(loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318/" }).tracing).toEqual({
      endpoint: "http://127.0.0.1:4318",
      serviceName: "freight-api",
    });
    expect(
      loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", OTEL_SERVICE_NAME: "api-eu" }).tracing,
    ).toMatchObject({
      serviceName: "api-eu",
    });
    expect(() => loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(
      "OTEL_EXPORTER_OTLP_ENDPOINT",
    );
  });

  it("prints outbox messages to the log outside production, in production only when OUTBOX_LOG=true", () => {
    expect(loadEnv({}).outboxLog).toBe(true);
    expect(loadEnv({ NODE_ENV: "production" }).outboxLog).toBe(false);
    expect(loadEnv({ NODE_ENV: "production", OUTBOX_LOG: "true" }).outboxLog).toBe(true);
    expect(loadEnv({ OUTBOX_LOG: "false" }).outboxLog).toBe(false);
    expect(() => loadEnv({ OUTBOX_LOG: "yes" })).toThrow('OUTBOX_LOG must be true or false, got "yes"');
  });

  it("reads AUTH_ADDRESS_LIMIT_SCALE as a whole number from 1", () => {
    expect(loadEnv({}).authAddressLimitScale).toBe(1);
    expect(loadEnv({ AUTH_ADDRESS_LIMIT_SCALE: "50" }).authAddressLimitScale).toBe(50);
    expect(() => loadEnv({ AUTH_ADDRESS_LIMIT_SCALE: "0.5" })).toThrow("AUTH_ADDRESS_LIMIT_SCALE must be");
  });

  it("holds referral bonuses 14 days unless REFERRAL_BONUS_HOLD_DAYS gives whole days from 0 to 365", () => {
    expect(loadEnv({}).referralBonusHoldDays).toBe(14);
    expect(loadEnv({ REFERRAL_BONUS_HOLD_DAYS: "0" }).referralBonusHoldDays).toBe(0);
    expect(loadEnv({ REFERRAL_BONUS_HOLD_DAYS: "30" }).referralBonusHoldDays).toBe(30);
    for (const bad of ["-1", "1.5", "two", "366"]) {
      expect(() => loadEnv({ REFERRAL_BONUS_HOLD_DAYS: bad })).toThrow(
        `REFERRAL_BONUS_HOLD_DAYS must be a whole number of days from 0 to 365, got "${bad}"`,
      );
    }
  });

  it("bounds every wait on PostgreSQL and the HTTP server by default, each limit settable in milliseconds", () => {
    expect(loadEnv({})).toMatchObject({
      databaseLimits: {
        connectionTimeoutMs: 3_000,
        statementTimeoutMs: 5_000,
        lockTimeoutMs: 3_000,
        idleInTransactionTimeoutMs: 60_000,
        reportStatementTimeoutMs: 30_000,
        jobStatementTimeoutMs: 60_000,
        migrationStatementTimeoutMs: 600_000,
        migrationLockTimeoutMs: 10_000,
      },
      httpRequestTimeoutMs: 300_000,
      shutdownTimeoutMs: 25_000,
    });
    expect(
      loadEnv({ DB_STATEMENT_TIMEOUT_MS: "2000", DB_LOCK_TIMEOUT_MS: "500", SHUTDOWN_TIMEOUT_MS: "8000" }),
    ).toMatchObject({
      databaseLimits: { statementTimeoutMs: 2_000, lockTimeoutMs: 500 },
      shutdownTimeoutMs: 8_000,
    });
    for (const bad of ["0", "-5", "1.5", "5s", "99"]) {
      expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: bad })).toThrow(
        `DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 86400000, got "${bad}"`,
      );
    }
  });

  it("refuses a lock timeout that would never fire and a longer-running kind of work limited below a request", () => {
    expect(() => loadEnv({ DB_LOCK_TIMEOUT_MS: "5000" })).toThrow(
      "DB_LOCK_TIMEOUT_MS (5000) must be shorter than DB_STATEMENT_TIMEOUT_MS (5000)",
    );
    expect(() => loadEnv({ DB_JOB_STATEMENT_TIMEOUT_MS: "1000" })).toThrow(
      "DB_JOB_STATEMENT_TIMEOUT_MS (1000) must not be shorter than DB_STATEMENT_TIMEOUT_MS (5000)",
    );
  });

  it("wants the Twilio settings together and an smtp URL", () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: "AC1" })).toThrow("must be set together");
    expect(() => loadEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(
      "SMTP_URL must start with smtp://",
    );
    expect(
      loadEnv({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+15550000000" }).twilio,
    ).toEqual({
      accountSid: "AC1",
      authToken: "t",
      from: "+15550000000",
    });
  });
});
