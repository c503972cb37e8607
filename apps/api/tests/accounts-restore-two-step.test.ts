import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, readOutboxCode, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let addressCounter = 0;
/** Each test signs in from its own address, so the per-address limits of one never touch another. */
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

function inject(options: InjectOptions) {
  return testApp.app.inject(options);
}

function otherCode(code: string): string {
  return code === "111111" ? "222222" : "111111";
}

function tokenCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === "token");
}

/** A two-step account that forgot its password, with the restore code already e-mailed. */
async function twoStepAccountWithRestoreCode(overrides: Parameters<typeof createSignedInUser>[1] = {}) {
  const user = await createSignedInUser(testApp, {
    password: "forgotten-password",
    twoStepAuth: true,
    ...overrides,
  });
  const remoteAddress = freshAddress();
  const sent = await inject({
    method: "POST",
    url: "/auth/login",
    remoteAddress,
    payload: { email: user.email },
  });
  expect(sent.statusCode).toBe(202);
  const emailCode = await readOutboxCode(testApp.app, user.email);
  return { user, remoteAddress, emailCode };
}

async function passwordWorks(user: SignedInUser, password: string, remoteAddress: string): Promise<boolean> {
  const response = await inject({
    method: "POST",
    url: "/login",
    remoteAddress,
    payload: { email: user.email, password },
  });
  return response.statusCode === 200;
}

describe("restoring the password of a two-step account", () => {
  it("does not sign in, change the password or end sessions with the e-mailed code alone; it texts a code to the account's phone", async () => {
    const { user, remoteAddress, emailCode } = await twoStepAccountWithRestoreCode();
    const response = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { email: user.email, code: emailCode, newPassword: "attacker-password" },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      phoneCodeRequired: true,
      sentTo: `+1******${user.phoneNumber!.slice(-4)}`,
      expiresAt: expect.any(String),
    });
    expect(response.json()).not.toHaveProperty("token");
    expect(tokenCookie(response)).toBeUndefined();
    expect(await readOutboxCode(testApp.app, user.phoneNumber!)).toMatch(/^\d{6}$/);
    // Nothing changed: the old password still works and the existing session is still alive.
    expect(await passwordWorks(user, "forgotten-password", remoteAddress)).toBe(true);
    expect(await passwordWorks(user, "attacker-password", remoteAddress)).toBe(false);
    expect((await inject({ method: "GET", url: "/users/me", headers: user.headers })).statusCode).toBe(200);
  });

  it("sets the password and signs in once the texted code is right as well, ending every other session", async () => {
    const { user, remoteAddress, emailCode } = await twoStepAccountWithRestoreCode();
    const payload = { email: user.email, code: emailCode, newPassword: "remembered-password" };
    const first = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload,
    });
    expect(first.statusCode).toBe(202);
    const phoneCode = await readOutboxCode(testApp.app, user.phoneNumber!);

    const restored = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { ...payload, phoneCode },
    });
    expect(restored.statusCode).toBe(200);
    const session = restored.json() as { token: string };
    expect(tokenCookie(restored)?.value).toBe(session.token);
    const me = await inject({
      method: "GET",
      url: "/users/me",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.json()).toMatchObject({ id: user.userId });
    expect((await inject({ method: "GET", url: "/users/me", headers: user.headers })).statusCode).toBe(401);

    // Both codes are used up: the same request again signs no one in.
    const replay = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { ...payload, phoneCode },
    });
    expect(replay.statusCode).toBe(400);
  });

  it("refuses a wrong texted code, naming the field, and changes nothing", async () => {
    const { user, remoteAddress, emailCode } = await twoStepAccountWithRestoreCode();
    const payload = { email: user.email, code: emailCode, newPassword: "attacker-password" };
    await inject({ method: "POST", url: "/auth/login/change-password", remoteAddress, payload });
    const phoneCode = await readOutboxCode(testApp.app, user.phoneNumber!);
    const wrong = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { ...payload, phoneCode: otherCode(phoneCode) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: [{ field: "phoneCode" }] });
    expect(tokenCookie(wrong)?.value ?? "").toBe("");
    expect(await passwordWorks(user, "forgotten-password", remoteAddress)).toBe(true);
  });

  it("does not take the code e-mailed for two-step sign-in as the texted one", async () => {
    const { user, remoteAddress, emailCode } = await twoStepAccountWithRestoreCode();
    const payload = { email: user.email, code: emailCode, newPassword: "attacker-password" };
    await inject({ method: "POST", url: "/auth/login/change-password", remoteAddress, payload });
    // Someone who has only the mailbox and the old password gets a two-step code by e-mail, not by SMS.
    await inject({
      method: "POST",
      url: "/login",
      remoteAddress,
      payload: { email: user.email, password: "forgotten-password" },
    });
    const mailedTwoStepCode = await readOutboxCode(testApp.app, user.email);
    const response = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { ...payload, phoneCode: mailedTwoStepCode },
    });
    expect(response.statusCode).toBe(400);
    expect(await passwordWorks(user, "attacker-password", remoteAddress)).toBe(false);
  });

  it("refuses with 403 when the account has no confirmed phone for the second step", async () => {
    const { user, remoteAddress, emailCode } = await twoStepAccountWithRestoreCode({
      isPhoneConfirmed: false,
    });
    const response = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { email: user.email, code: emailCode, newPassword: "attacker-password" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: expect.stringContaining("two-step sign-in") });
    expect(await passwordWorks(user, "attacker-password", remoteAddress)).toBe(false);
  });

  it("lets one of many parallel requests with both codes through, never more", async () => {
    const { user, remoteAddress, emailCode } = await twoStepAccountWithRestoreCode();
    const payload = { email: user.email, code: emailCode, newPassword: "remembered-password" };
    await inject({ method: "POST", url: "/auth/login/change-password", remoteAddress, payload });
    const phoneCode = await readOutboxCode(testApp.app, user.phoneNumber!);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        inject({
          method: "POST",
          url: "/auth/login/change-password",
          remoteAddress,
          payload: { ...payload, phoneCode },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // Every try is counted before it is checked, so tries beyond the account's sign-in budget answer 429.
    expect(statuses.filter((status) => status !== 200 && status !== 400 && status !== 429)).toEqual([]);
  });
});

describe("restoring the password of an account without two-step sign-in", () => {
  it("still signs in with the e-mailed code alone (the code is that account's sign-in factor anyway)", async () => {
    const user = await createSignedInUser(testApp, { password: "forgotten-password" });
    const remoteAddress = freshAddress();
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const code = await readOutboxCode(testApp.app, user.email);
    const restored = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { email: user.email, code, newPassword: "remembered-password" },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ token: expect.any(String) });
  });
});
