import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createSignedInUser, readOutboxCode } from "./signed-in-user.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function inject(options: InjectOptions) {
  return testApp.app.inject(options);
}

function tokenCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === "token");
}

async function signUpThroughApi(email: string, phoneNumber: string, extra: Record<string, string> = {}) {
  const sent = await inject({
    method: "POST",
    url: "/signup/phone/send-verification",
    payload: { phoneNumber },
  });
  expect(sent.statusCode).toBe(202);
  const phoneCode = await readOutboxCode(testApp.app, phoneNumber);
  return inject({
    method: "POST",
    url: "/signup",
    payload: {
      email,
      password: "long-enough-pw",
      phoneNumber,
      phoneCode,
      firstName: "Ada",
      lastName: "Byron",
      ...extra,
    },
  });
}

describe("sign-up", () => {
  it("checks availability, sends an SMS code, verifies it and creates a signed-in account", async () => {
    const email = "Ada.Byron@Example.com";
    const phoneNumber = "+15550001001";
    const check = await inject({ method: "POST", url: "/signup-check", payload: { email, phoneNumber } });
    expect(check.json()).toEqual({ canSignUp: true, isEmailTaken: false, isPhoneTaken: false });

    const sent = await inject({
      method: "POST",
      url: "/signup/phone/send-verification",
      payload: { phoneNumber },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ sentTo: "+1******1001" });
    const phoneCode = await readOutboxCode(testApp.app, phoneNumber);

    const verified = await inject({
      method: "POST",
      url: "/signup/phone/verify",
      payload: { phoneNumber, code: phoneCode },
    });
    expect(verified.json()).toEqual({ verified: true });

    const created = await inject({
      method: "POST",
      url: "/signup",
      payload: {
        email,
        password: "long-enough-pw",
        phoneNumber,
        phoneCode,
        firstName: "Ada",
        lastName: "Byron",
        corporationName: "Analytical Freight",
        utmSource: "Google",
      },
    });
    expect(created.statusCode).toBe(201);
    const session = created.json() as { token: string; expiresAt: string };
    expect(session.token).toMatch(/^[\w-]{43}$/);
    expect(tokenCookie(created)?.value).toBe(session.token);

    const profile = await inject({
      method: "GET",
      url: "/users/me",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: "ada.byron@example.com",
      userName: "Ada Byron",
      name: "Analytical Freight",
      phoneNumber,
      isPhoneConfirmed: true,
      isEmailConfirmed: false,
      balance: 0,
      role: "customer",
      primaryContact: { firstName: "Ada", lastName: "Byron", email: "ada.byron@example.com", phoneNumber },
      messages: [{ title: "Welcome to Freight", isRead: false, type: "Success" }],
    });

    const again = await inject({ method: "POST", url: "/signup-check", payload: { email, phoneNumber } });
    expect(again.json()).toEqual({ canSignUp: false, isEmailTaken: true, isPhoneTaken: true });
  });

  it("refuses a taken e-mail with 409", async () => {
    const owner = await createSignedInUser(testApp);
    const response = await signUpThroughApi(owner.email, "+15550001002");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: expect.stringContaining("e-mail already exists") });
  });

  it("refuses a wrong phone code and names the field", async () => {
    const phoneNumber = "+15550001003";
    await inject({ method: "POST", url: "/signup/phone/send-verification", payload: { phoneNumber } });
    const code = await readOutboxCode(testApp.app, phoneNumber);
    const wrong = code === "000000" ? "000001" : "000000";
    const response = await inject({
      method: "POST",
      url: "/signup",
      payload: {
        email: "wrong-code@example.com",
        password: "long-enough-pw",
        phoneNumber,
        phoneCode: wrong,
        firstName: "A",
        lastName: "B",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: [{ field: "phoneCode" }],
      message: expect.stringContaining("4 tries left"),
    });
  });

  it("records the referrer of a referral code and refuses an unknown code", async () => {
    const referrer = await createSignedInUser(testApp);
    const referred = await signUpThroughApi("referred@example.com", "+15550001004", {
      referralCode: referrer.referralCode.toLowerCase(),
    });
    expect(referred.statusCode).toBe(201);
    const { users } = await import("../src/db/schema/index.js");
    const { eq } = await import("drizzle-orm");
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, "referred@example.com"));
    expect(row?.referredByUserId).toBe(referrer.userId);

    const unknown = await signUpThroughApi("unknown-ref@example.com", "+15550001005", {
      referralCode: "NOSUCHCODE",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: [{ field: "referralCode" }] });
  });
});

describe("sign-in", () => {
  it("signs in by e-mail or phone number and password, answering the token and setting the cookie", async () => {
    const user = await createSignedInUser(testApp, {
      email: "Grace@Example.com",
      password: "grace-password",
    });
    const byEmail = await inject({
      method: "POST",
      url: "/login",
      payload: { email: "GRACE@example.com", password: "grace-password" },
    });
    expect(byEmail.statusCode).toBe(200);
    const body = byEmail.json() as { twoStepAuth: boolean; token: string; expiresAt: string };
    expect(body.twoStepAuth).toBe(false);
    expect(tokenCookie(byEmail)?.value).toBe(body.token);

    const byPhone = await inject({
      method: "POST",
      url: "/login",
      payload: { phoneNumber: user.phoneNumber, password: "grace-password" },
    });
    expect(byPhone.statusCode).toBe(200);
    expect((byPhone.json() as { token: string }).token).not.toBe(body.token);
  });

  it("answers a wrong password and an unknown account with the same 401", async () => {
    const user = await createSignedInUser(testApp, { password: "right-password" });
    const wrong = await inject({
      method: "POST",
      url: "/login",
      payload: { email: user.email, password: "wrong-password" },
    });
    const unknown = await inject({
      method: "POST",
      url: "/login",
      payload: { email: "nobody@example.com", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ message: "The e-mail or password is wrong" });
  });

  it("wants exactly one of e-mail and phone number", async () => {
    const response = await inject({ method: "POST", url: "/login", payload: { password: "whatever" } });
    expect(response.statusCode).toBe(400);
  });
});

describe("session cookie", () => {
  it("is HttpOnly, Secure, SameSite=Lax, Path=/ with a one-year max age", async () => {
    const user = await createSignedInUser(testApp);
    const response = await inject({
      method: "POST",
      url: "/login",
      payload: { email: user.email, password: user.password },
    });
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/^token=[\w-]{43};/);
    expect(header).toContain("Max-Age=31536000");
    expect(header).toContain("Path=/");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Secure");
    expect(header).not.toContain("Domain=");
  });

  it("is accepted in place of the bearer header", async () => {
    const user = await createSignedInUser(testApp);
    const response = await inject({ method: "GET", url: "/users/me", cookies: user.cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.userId });
  });

  it("is cleared by a 401 answer for an unknown token", async () => {
    const response = await inject({
      method: "GET",
      url: "/users/me",
      cookies: { token: "not-a-real-token" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Your session has ended; please sign in again" });
    const cleared = tokenCookie(response);
    expect(cleared?.value).toBe("");
    expect(String(response.headers["set-cookie"])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});

describe("sign-out", () => {
  it("revokes the session so its token no longer works, and clears the cookie", async () => {
    const user = await createSignedInUser(testApp);
    const out = await inject({ method: "POST", url: "/auth/logout", headers: user.headers });
    expect(out.statusCode).toBe(204);
    expect(tokenCookie(out)?.value).toBe("");
    const after = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(after.statusCode).toBe(401);
  });

  it("succeeds without a session", async () => {
    const out = await inject({ method: "POST", url: "/auth/logout" });
    expect(out.statusCode).toBe(204);
  });
});

describe("getProfile", () => {
  it("answers 401 to an anonymous caller", async () => {
    const response = await inject({ method: "GET", url: "/users/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Sign in to use this call" });
  });

  it("answers every field of the customer profile", async () => {
    const user = await createSignedInUser(testApp, {
      balanceCents: 12_345,
      bonusesCents: 300,
      referralBalanceCents: 50,
      minimalChargeCents: 9_900,
    });
    const response = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(response.json()).toMatchObject({
      id: user.userId,
      email: user.email,
      balance: 12_345,
      referralBonuses: 300,
      referralBalance: 50,
      minimalCharge: 9_900,
      referralLevelId: null,
      referralCode: user.referralCode,
      twoStepAuth: false,
      additionalContact: { firstName: "", lastName: "", email: "", phoneNumber: "" },
      address: { street: "", city: "", state: "", zipCode: "", country: "" },
      billingAddress: { street: "", city: "", state: "", zipCode: "", country: "" },
      notifications: {
        orderUpdates: { email: true, inAppNotify: true, sms: false },
        promotionsAndOffers: { email: false, inAppNotify: true, sms: false },
        billingAndPayments: { email: true, inAppNotify: true, sms: false },
        updatesAndMaintenance: { email: true, push: false, sms: false },
      },
      messages: [],
    });
  });
});

describe("updateProfile", () => {
  const contact = {
    firstName: "Dana",
    lastName: "Ruiz",
    email: "Dana@Acme.example",
    phoneNumber: "+1 (555) 010-0142",
  };
  const address = { street: "1 Dock Rd", city: "Stockton", state: "CA", zipCode: "95206", country: "US" };
  const notifications = {
    orderUpdates: { email: false, inAppNotify: true, sms: true },
    promotionsAndOffers: { email: true, inAppNotify: false, sms: false },
    billingAndPayments: { email: true, inAppNotify: true, sms: true },
    updatesAndMaintenance: { email: false, push: true, sms: false },
  };

  it("changes every editable field and answers the changed profile", async () => {
    const user = await createSignedInUser(testApp);
    const response = await inject({
      method: "PATCH",
      url: "/users/me",
      headers: user.headers,
      payload: {
        userName: "acme-ops",
        name: "Acme Freight LLC",
        avatar: "https://cdn.example/avatar.png",
        twoStepAuth: true,
        primaryContact: contact,
        additionalContact: { ...contact, firstName: "Lee" },
        address,
        billingAddress: { ...address, street: "9 Billing Ave" },
        notifications,
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      userName: "acme-ops",
      name: "Acme Freight LLC",
      avatar: "https://cdn.example/avatar.png",
      twoStepAuth: true,
      primaryContact: { ...contact, email: "dana@acme.example" },
      additionalContact: { ...contact, firstName: "Lee", email: "dana@acme.example" },
      address,
      billingAddress: { ...address, street: "9 Billing Ave" },
      notifications,
    };
    expect(response.json()).toMatchObject(expected);
    const reread = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(reread.json()).toMatchObject(expected);
  });

  it("changes only the fields sent", async () => {
    const user = await createSignedInUser(testApp, { corporationName: "Keep Me Inc" });
    const response = await inject({
      method: "PATCH",
      url: "/users/me",
      headers: user.headers,
      payload: { userName: "new-name" },
    });
    expect(response.json()).toMatchObject({ userName: "new-name", name: "Keep Me Inc" });
  });

  it.each([
    [{ userName: "" }, "userName"],
    [{ userName: "   " }, "userName"],
    [{ name: "x".repeat(201) }, "name"],
    [{ avatar: "javascript:alert(1)" }, "avatar"],
    [{ twoStepAuth: "yes" }, "twoStepAuth"],
    [{ primaryContact: { ...contact, email: "not-an-email" } }, "primaryContact.email"],
    [{ primaryContact: { ...contact, phoneNumber: "call me maybe" } }, "primaryContact.phoneNumber"],
    [{ additionalContact: { firstName: "A", lastName: "B", email: "" } }, "additionalContact.phoneNumber"],
    [{ address: { ...address, zipCode: "<script>" } }, "address.zipCode"],
    [{ billingAddress: { ...address, city: "c".repeat(101) } }, "billingAddress.city"],
    [
      { notifications: { ...notifications, orderUpdates: { email: true, sms: true } } },
      "notifications.orderUpdates.inAppNotify",
    ],
    [{}, "request"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const user = await createSignedInUser(testApp);
    const response = await inject({ method: "PATCH", url: "/users/me", headers: user.headers, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; fieldErrors: { field: string }[] };
    expect(body.fieldErrors.map((error) => error.field)).toContain(field);
    expect(body.message).toContain(field === "request" ? "request must have at least 1 field" : field);
  });

  it("turns on two-step sign-in only with a confirmed e-mail", async () => {
    const unconfirmed = await createSignedInUser(testApp, { isEmailConfirmed: false });
    const refused = await inject({
      method: "PATCH",
      url: "/users/me",
      headers: unconfirmed.headers,
      payload: { twoStepAuth: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: [{ field: "twoStepAuth" }] });
  });

  it("changes nothing when one field of many is bad", async () => {
    const user = await createSignedInUser(testApp, { corporationName: "Before" });
    const response = await inject({
      method: "PATCH",
      url: "/users/me",
      headers: user.headers,
      payload: { name: "After", primaryContact: { ...contact, email: "bad" } },
    });
    expect(response.statusCode).toBe(400);
    const profile = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(profile.json()).toMatchObject({ name: "Before" });
  });

  it("needs a session", async () => {
    const response = await inject({ method: "PATCH", url: "/users/me", payload: { userName: "x" } });
    expect(response.statusCode).toBe(401);
  });
});
