import { eq } from "drizzle-orm";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, socialIdentities, users } from "../src/db/schema/index.js";
import type { Notification, Transport } from "../src/notifications/notifier.js";
import { createOidcProvider } from "../src/accounts/social/oidc-provider.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createSignedInUser } from "./signed-in-user.js";

// A production-like app: NODE_ENV=production, the API on plain http://localhost, a shared cookie domain,
// an SMS provider that is down, and Google sign-in against a local key set standing in for Google's.
const issuer = "https://accounts.google.com";
const clientId = "freight-test-client.apps.googleusercontent.com";
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let testApp: TestApp;
const sentEmails: Notification[] = [];

const capturedEmail: Transport = {
  name: "smtp",
  deliver: async (notification) => {
    sentEmails.push(notification);
    return `<${sentEmails.length}@smtp.test>`;
  },
};

const brokenSms: Transport = {
  name: "twilio",
  deliver: async () => {
    throw new Error("connect ECONNREFUSED");
  },
};

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: "test-key", alg: "RS256" };
  testApp = await createTestApp({
    env: {
      NODE_ENV: "production",
      PUBLIC_API_URL: "http://localhost:4000",
      SESSION_COOKIE_DOMAIN: ".freight.test",
    },
    accounts: {
      transports: { sms: brokenSms, email: capturedEmail },
      socialProviders: {
        google: createOidcProvider({
          issuers: [issuer],
          clientId,
          keys: createLocalJWKSet({ keys: [publicJwk] }),
        }),
      },
    },
  });
});
afterAll(() => testApp.close());

function idToken(claims: Record<string, unknown>, options: { audience?: string; expiresIn?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "test-key" })
    .setIssuer(issuer)
    .setAudience(options.audience ?? clientId)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "5m")
    .sign(privateKey);
}

describe("in production", () => {
  it("does not serve the development outbox", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "There is no GET /dev/outbox in this API" });
  });

  it("sets the cookie without Secure on plain-http localhost, with the configured Domain", async () => {
    const user = await createSignedInUser(testApp);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: user.email, password: user.password },
    });
    const header = String(response.headers["set-cookie"]);
    expect(header).toContain("Domain=.freight.test");
    expect(header).toContain("HttpOnly");
    expect(header).not.toContain("Secure");
  });
});

describe("code delivery failure", () => {
  it("answers 502 with a message to show and keeps only who/what in the outbox", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/signup/phone/send-verification",
      payload: { phoneNumber: "+15550007777" },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      message: "We could not send the text message; please try again later",
    });
    const [row] = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, "+15550007777"));
    expect(row).toMatchObject({ provider: "twilio", status: "failed", body: "", channel: "sms" });
  });
});

describe("Google sign-in", () => {
  it("creates an account with the verified e-mail on first use and signs in", async () => {
    const referrer = await createSignedInUser(testApp);
    const token = await idToken({
      sub: "google-123",
      email: "New.Person@Gmail.example",
      email_verified: true,
      given_name: "New",
      family_name: "Person",
    });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/auth/token",
      payload: { provider: "google", token, referralCode: referrer.referralCode },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json() as { token: string };
    expect(String(response.headers["set-cookie"])).toContain(`token=${session.token}`);
    const profile = await testApp.app.inject({
      method: "GET",
      url: "/users/me",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.json()).toMatchObject({
      email: "new.person@gmail.example",
      userName: "New Person",
      isEmailConfirmed: true,
      phoneNumber: "",
      messages: [{ title: "Welcome to Freight", button1Command: "/settings" }],
    });
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, "new.person@gmail.example"));
    expect(row?.referredByUserId).toBe(referrer.userId);
    expect(row?.passwordHash).toBeNull();

    const again = await testApp.app.inject({
      method: "POST",
      url: "/auth/token",
      payload: { provider: "google", token },
    });
    expect(again.statusCode).toBe(200);
    const identities = await testApp.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, "google-123"));
    expect(identities).toHaveLength(1);
  });

  it("links the identity to the existing account with the same e-mail", async () => {
    const user = await createSignedInUser(testApp);
    const token = await idToken({ sub: "google-456", email: user.email, email_verified: true });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/auth/token",
      payload: { provider: "google", token },
    });
    const profile = await testApp.app.inject({
      method: "GET",
      url: "/users/me",
      headers: { authorization: `Bearer ${(response.json() as { token: string }).token}` },
    });
    expect(profile.json()).toMatchObject({ id: user.userId });
  });

  it("asks a two-step account for its e-mailed code, as after the right password", async () => {
    const user = await createSignedInUser(testApp, { twoStepAuth: true });
    const token = await idToken({ sub: "google-two-step", email: user.email, email_verified: true });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/auth/token",
      payload: { provider: "google", token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoStepAuth: true });
    expect(response.headers["set-cookie"]).toBeUndefined();

    const email = sentEmails.findLast((sent) => sent.to === user.email.toLowerCase());
    const code = /\b(\d{6})\b/.exec(email?.text ?? "")?.[1];
    const verified = await testApp.app.inject({
      method: "POST",
      url: "/auth/login/code-verify",
      payload: { email: user.email, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers["set-cookie"])).toContain("token=");
  });

  it.each([
    [
      "another client's token",
      { sub: "x1", email: "a@b.example", email_verified: true },
      { audience: "someone-else" },
    ],
    ["an expired token", { sub: "x2", email: "a@b.example", email_verified: true }, { expiresIn: "-1m" }],
    ["an unverified e-mail", { sub: "x3", email: "a@b.example", email_verified: false }, {}],
  ])("refuses %s with 401", async (_name, claims, options) => {
    const token = await idToken(claims, options);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/auth/token",
      payload: { provider: "google", token },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a forged signature and a provider that is not configured", async () => {
    const forged = `${(await idToken({ sub: "x4", email: "a@b.example", email_verified: true })).slice(0, -4)}AAAA`;
    const bad = await testApp.app.inject({
      method: "POST",
      url: "/auth/token",
      payload: { provider: "google", token: forged },
    });
    expect(bad.statusCode).toBe(401);
    const off = await testApp.app.inject({
      method: "POST",
      url: "/auth/token",
      payload: { provider: "apple", token: "x" },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ message: "Sign-in with apple is not available" });
  });
});
