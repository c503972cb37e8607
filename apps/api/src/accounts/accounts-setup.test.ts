import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { loadEnv } from "../env.js";
import { createAccountsContext } from "./accounts-setup.js";
import { defaultAuthLimits } from "../http/rate-limit.js";

// The context only holds the database handle; nothing here queries it.
const db = {} as Database;
const log = {} as FastifyBaseLogger;

describe("createAccountsContext", () => {
  it("scales only the per-address limits by AUTH_ADDRESS_LIMIT_SCALE", () => {
    const { limits } = createAccountsContext({ db, log, env: loadEnv({ AUTH_ADDRESS_LIMIT_SCALE: "10" }) });
    expect(limits.codeSendsPerIp.max).toBe(defaultAuthLimits.codeSendsPerIp.max * 10);
    expect(limits.failedSignInsPerIp.max).toBe(defaultAuthLimits.failedSignInsPerIp.max * 10);
    expect(limits.signUpsPerIp.max).toBe(defaultAuthLimits.signUpsPerIp.max * 10);
    expect(limits.codeSendsPerTarget).toEqual(defaultAuthLimits.codeSendsPerTarget);
    expect(limits.failedSignInsPerAccount).toEqual(defaultAuthLimits.failedSignInsPerAccount);
    expect(limits.codeSendsPerAccount).toEqual(defaultAuthLimits.codeSendsPerAccount);
  });

  it("turns on Google sign-in only when GOOGLE_CLIENT_ID is set", () => {
    expect(createAccountsContext({ db, log, env: loadEnv({}) }).socialProviders).toEqual({});
    const withGoogle = createAccountsContext({ db, log, env: loadEnv({ GOOGLE_CLIENT_ID: "client" }) });
    expect(Object.keys(withGoogle.socialProviders)).toEqual(["google"]);
  });
});
