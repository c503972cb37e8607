import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, sessions, verificationCodes } from "../src/db/schema/index.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createSignedInUser, readOutboxCode } from "./signed-in-user.js";

let testApp: TestApp;
beforeAll(async () => {
  // The per-address code limit is lowered here so its test stays short; the other limits keep their defaults.
  testApp = await createTestApp({
    accounts: { limits: { codeSendsPerIp: { max: 8, windowMs: 15 * 60 * 1000 } } },
  });
});
afterAll(() => testApp.close());

// Each test signs in from its own client address, so the per-address limits of one test do not spill over.
let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function inject(options: InjectOptions & { remoteAddress?: string }) {
  return testApp.app.inject(options);
}

function otherCode(code: string): string {
  return code === "111111" ? "222222" : "111111";
}

async function expireCodesOf(target: string) {
  await testApp.database.db
    .update(verificationCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(verificationCodes.target, target));
}

describe("two-step sign-in", () => {
  it("e-mails a code after the right password, and signs in only with that code", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp, { twoStepAuth: true, password: "two-step-pass" });
    const first = await inject({
      method: "POST",
      url: "/login",
      remoteAddress,
      payload: { email: user.email, password: "two-step-pass" },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoStepAuth: true });
    expect(first.headers["set-cookie"]).toBeUndefined();

    const code = await readOutboxCode(testApp.app, user.email);
    const verified = await inject({
      method: "POST",
      url: "/auth/login/code-verify",
      remoteAddress,
      payload: { email: user.email, code },
    });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json() as { token: string };
    const profile = await inject({
      method: "GET",
      url: "/users/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ id: user.userId });
  });

  it("does not let a code from /auth/login replace the password of a two-step account", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp, { twoStepAuth: true });
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const code = await readOutboxCode(testApp.app, user.email);
    const response = await inject({
      method: "POST",
      url: "/auth/login/code-verify",
      remoteAddress,
      payload: { email: user.email, code },
    });
    expect(response.statusCode).toBe(400);
  });

  it("sends no code for a wrong password", async () => {
    const user = await createSignedInUser(testApp, { twoStepAuth: true });
    const response = await inject({
      method: "POST",
      url: "/login",
      remoteAddress: freshAddress(),
      payload: { email: user.email, password: "not-the-password" },
    });
    expect(response.statusCode).toBe(401);
    const sent = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(sent).toEqual([]);
  });
});

describe("e-mail code sign-in and verification codes", () => {
  it("signs in with a code from /auth/login and confirms the e-mail on the way", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp, { isEmailConfirmed: false });
    const sent = await inject({
      method: "POST",
      url: "/auth/login",
      remoteAddress,
      payload: { email: user.email },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ sentTo: `${user.email[0]}***@example.com` });
    const code = await readOutboxCode(testApp.app, user.email);
    const response = await inject({
      method: "POST",
      url: "/auth/login/code-verify",
      remoteAddress,
      payload: { email: user.email, code },
    });
    expect(response.statusCode).toBe(200);
    const profile = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(profile.json()).toMatchObject({ isEmailConfirmed: true });
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    const remoteAddress = freshAddress();
    const response = await inject({
      method: "POST",
      url: "/auth/login",
      remoteAddress,
      payload: { email: "ghost@example.com" },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ sentTo: "g***@example.com", expiresAt: expect.any(String) });
    const sent = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "ghost@example.com"));
    expect(sent).toEqual([]);
    const verify = await inject({
      method: "POST",
      url: "/auth/login/code-verify",
      remoteAddress,
      payload: { email: "ghost@example.com", code: "123456" },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({
      message: "This code has expired or was already used; ask for a new code",
    });
  });

  it("stores only a hash of the code", async () => {
    const user = await createSignedInUser(testApp);
    await inject({
      method: "POST",
      url: "/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: user.email },
    });
    const code = await readOutboxCode(testApp.app, user.email);
    const [row] = await testApp.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, user.email));
    expect(row?.codeHash).toMatch(/^scrypt\$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it("refuses an expired code", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp);
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const code = await readOutboxCode(testApp.app, user.email);
    await expireCodesOf(user.email);
    const response = await inject({
      method: "POST",
      url: "/auth/login/code-verify",
      remoteAddress,
      payload: { email: user.email, code },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: [{ field: "code" }],
      message: expect.stringContaining("expired"),
    });
  });

  it("refuses a code the second time", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp);
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const code = await readOutboxCode(testApp.app, user.email);
    const payload = { email: user.email, code };
    const first = await inject({ method: "POST", url: "/auth/login/code-verify", remoteAddress, payload });
    expect(first.statusCode).toBe(200);
    const second = await inject({ method: "POST", url: "/auth/login/code-verify", remoteAddress, payload });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: expect.stringContaining("already used") });
  });

  it("uses up a code when a newer one is sent", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp);
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const older = await readOutboxCode(testApp.app, user.email);
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const newer = await readOutboxCode(testApp.app, user.email);
    if (older !== newer) {
      const response = await inject({
        method: "POST",
        url: "/auth/login/code-verify",
        remoteAddress,
        payload: { email: user.email, code: older },
      });
      expect(response.statusCode).toBe(400);
    }
    const response = await inject({
      method: "POST",
      url: "/auth/login/code-verify",
      remoteAddress,
      payload: { email: user.email, code: newer },
    });
    expect(response.statusCode).toBe(200);
  });

  it("kills a code on the sixth try after five wrong ones, even with the right digits", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp);
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const code = await readOutboxCode(testApp.app, user.email);
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await inject({
        method: "POST",
        url: "/auth/login/code-verify",
        remoteAddress,
        payload: { email: user.email, code: otherCode(code) },
      });
      expect(response.statusCode).toBe(400);
      messages.push((response.json() as { message: string }).message);
    }
    expect(messages[0]).toBe("The code is wrong; 4 tries left");
    expect(messages[3]).toBe("The code is wrong; 1 try left");
    expect(messages[4]).toBe("The code is wrong and that was the last try; ask for a new code");
    const sixth = await inject({
      method: "POST",
      url: "/auth/login/code-verify",
      remoteAddress,
      payload: { email: user.email, code },
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ message: "Too many wrong tries for this code; ask for a new code" });
  });
});

describe("restore password", () => {
  it("sets a new password with the e-mailed code, signs in, and ends every other session", async () => {
    const remoteAddress = freshAddress();
    const user = await createSignedInUser(testApp, { password: "forgotten-password" });
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const code = await readOutboxCode(testApp.app, user.email);
    const restored = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress,
      payload: { email: user.email, code, newPassword: "remembered-password" },
    });
    expect(restored.statusCode).toBe(200);
    expect(String(restored.headers["set-cookie"])).toContain("token=");
    const old = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(old.statusCode).toBe(401);

    const oldPassword = await inject({
      method: "POST",
      url: "/login",
      remoteAddress,
      payload: { email: user.email, password: "forgotten-password" },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await inject({
      method: "POST",
      url: "/login",
      remoteAddress,
      payload: { email: user.email, password: "remembered-password" },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it("refuses a too-short new password before looking at the code", async () => {
    const response = await inject({
      method: "POST",
      url: "/auth/login/change-password",
      remoteAddress: freshAddress(),
      payload: { email: "someone@example.com", code: "123456", newPassword: "short" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: [{ field: "newPassword" }] });
  });
});

describe("rate limits", () => {
  it("answers 429 with a clear message after 5 codes to one e-mail within 15 minutes", async () => {
    const user = await createSignedInUser(testApp);
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await inject({
        method: "POST",
        url: "/auth/login",
        remoteAddress: freshAddress(),
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(202);
    }
    const sixth = await inject({
      method: "POST",
      url: "/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: user.email },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      statusCode: 429,
      message: "Too many codes were requested; please try again in 15 minutes",
    });
  });

  it("limits codes per phone number the same way", async () => {
    const phoneNumber = "+15550009999";
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await inject({
        method: "POST",
        url: "/signup/phone/send-verification",
        remoteAddress: freshAddress(),
        payload: { phoneNumber },
      });
      expect(response.statusCode).toBe(202);
    }
    const sixth = await inject({
      method: "POST",
      url: "/signup/phone/send-verification",
      remoteAddress: freshAddress(),
      payload: { phoneNumber },
    });
    expect(sixth.statusCode).toBe(429);
  });

  it("limits failed sign-ins per account, then refuses even the right password", async () => {
    const user = await createSignedInUser(testApp, { password: "the-right-one" });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await inject({
        method: "POST",
        url: "/login",
        remoteAddress: freshAddress(),
        payload: { email: user.email, password: `wrong-${attempt}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await inject({
      method: "POST",
      url: "/login",
      remoteAddress: freshAddress(),
      payload: { email: user.email, password: "the-right-one" },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: "Too many failed sign-in attempts; please try again in 15 minutes",
    });
  });

  it("limits code sends per client address across many targets, whatever X-Forwarded-For says", async () => {
    const remoteAddress = freshAddress();
    const answers: number[] = [];
    for (let sent = 0; sent < 9; sent += 1) {
      const response = await inject({
        method: "POST",
        url: "/auth/login",
        remoteAddress,
        // Without TRUST_PROXY a caller cannot pick its own address.
        headers: { "x-forwarded-for": `203.0.113.${sent}` },
        payload: { email: `walker${sent}@example.com` },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 8).every((status) => status === 202)).toBe(true);
    expect(answers[8]).toBe(429);
  });
});

describe("password change", () => {
  it("needs the current password, keeps this session and ends every other one", async () => {
    const user = await createSignedInUser(testApp, { password: "old-password" });
    const otherDevice = await inject({
      method: "POST",
      url: "/login",
      remoteAddress: freshAddress(),
      payload: { email: user.email, password: "old-password" },
    });
    const otherToken = (otherDevice.json() as { token: string }).token;

    const wrong = await inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: user.headers,
      payload: { currentPassword: "not-it", newPassword: "new-password-1" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: [{ field: "currentPassword" }] });

    const changed = await inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: user.headers,
      payload: { currentPassword: "old-password", newPassword: "new-password-1" },
    });
    expect(changed.statusCode).toBe(204);
    const here = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(here.statusCode).toBe(200);
    const there = await inject({
      method: "GET",
      url: "/users/me",
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(there.statusCode).toBe(401);
    const [revoked] = await testApp.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.userId), eq(sessions.id, user.sessionId)));
    expect(revoked?.revokedAt).toBeNull();
  });
});
