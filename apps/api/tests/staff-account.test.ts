import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env.js";
import { ensureStaffAccount } from "../src/accounts/staff-account.js";
import { readOutboxCode } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("ensureStaffAccount", () => {
  it("makes the staff account once, with the development password outside production", async () => {
    const env = loadEnv({});
    expect(await ensureStaffAccount(testApp.database.db, env)).toBe("created");
    expect(await ensureStaffAccount(testApp.database.db, env)).toBe("exists");
    const signIn = await testApp.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: "staff@freight.local", password: "staff-dev-password" },
    });
    expect(signIn.statusCode).toBe(200);
    // Staff always sign in in two steps: the password alone opens nothing.
    expect(signIn.json()).toMatchObject({ twoStepAuth: true });
    const verified = await testApp.app.inject({
      method: "POST",
      url: "/auth/login/code-verify",
      payload: {
        email: "staff@freight.local",
        code: await readOutboxCode(testApp.app, "staff@freight.local"),
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { token } = verified.json() as { token: string };
    const profile = await testApp.app.inject({
      method: "GET",
      url: "/users/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ role: "staff", email: "staff@freight.local" });
    const self = await testApp.app.inject({
      method: "GET",
      url: "/staff/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(self.json()).toMatchObject({ role: "admin" });
  });

  it("makes none in production without STAFF_PASSWORD", async () => {
    const env = loadEnv({ NODE_ENV: "production", STAFF_EMAIL: "ops@freight.example" });
    expect(await ensureStaffAccount(testApp.database.db, env)).toBe("skipped");
  });
});
