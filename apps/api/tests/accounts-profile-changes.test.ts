import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema/index.js";
import { createMessage } from "../src/notifications/messages.js";
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

describe("e-mail confirmation", () => {
  it("confirms the e-mail with the code and sends the e-mail-confirmed message", async () => {
    const user = await createSignedInUser(testApp, { isEmailConfirmed: false });
    const sent = await inject({
      method: "POST",
      url: "/api/user/send-email-confirmation",
      headers: user.headers,
    });
    expect(sent.statusCode).toBe(202);
    const code = await readOutboxCode(testApp.app, user.email);
    const confirmed = await inject({
      method: "POST",
      url: "/api/user/email-confirmation",
      headers: user.headers,
      payload: { code },
    });
    expect(confirmed.json()).toEqual({ verified: true });
    const profile = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(profile.json()).toMatchObject({
      isEmailConfirmed: true,
      messages: [{ title: "E-mail confirmed", type: "Success", isRead: false }],
    });
  });

  it("does not take another user's code", async () => {
    const alice = await createSignedInUser(testApp, { isEmailConfirmed: false });
    const bob = await createSignedInUser(testApp, { isEmailConfirmed: false });
    await inject({ method: "POST", url: "/api/user/send-email-confirmation", headers: alice.headers });
    const aliceCode = await readOutboxCode(testApp.app, alice.email);
    const response = await inject({
      method: "POST",
      url: "/api/user/email-confirmation",
      headers: bob.headers,
      payload: { code: aliceCode },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("e-mail change", () => {
  it("sends a code to the new address, switches to it, confirms it and tells the old address", async () => {
    const user = await createSignedInUser(testApp, { isEmailConfirmed: false });
    const newEmail = "Moved.Here@Example.org";
    const sent = await inject({
      method: "POST",
      url: "/api/user/change-email-verification",
      headers: user.headers,
      payload: { newEmail },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ sentTo: "m***@example.org" });
    const code = await readOutboxCode(testApp.app, "moved.here@example.org");
    const changed = await inject({
      method: "POST",
      url: "/api/user/change-email",
      headers: user.headers,
      payload: { newEmail, code },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: "moved.here@example.org",
      isEmailConfirmed: true,
      primaryContact: { email: "moved.here@example.org" },
    });
    const notice = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(notice.map((row) => row.purpose)).toContain("email_changed");
    const signIn = await inject({
      method: "POST",
      url: "/login",
      payload: { email: "moved.here@example.org", password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses an address another account has with 409", async () => {
    const user = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    const response = await inject({
      method: "POST",
      url: "/api/user/change-email-verification",
      headers: user.headers,
      payload: { newEmail: other.email },
    });
    expect(response.statusCode).toBe(409);
  });

  it("keeps two accounts' codes for the same new address apart; the first to use one gets it", async () => {
    const alice = await createSignedInUser(testApp);
    const bob = await createSignedInUser(testApp);
    const newEmail = "contested@example.org";
    await inject({
      method: "POST",
      url: "/api/user/change-email-verification",
      headers: alice.headers,
      payload: { newEmail },
    });
    const alicesCode = await readOutboxCode(testApp.app, newEmail);
    await inject({
      method: "POST",
      url: "/api/user/change-email-verification",
      headers: bob.headers,
      payload: { newEmail },
    });
    const bobsCode = await readOutboxCode(testApp.app, newEmail);
    const alices = await inject({
      method: "POST",
      url: "/api/user/change-email",
      headers: alice.headers,
      payload: { newEmail, code: alicesCode },
    });
    expect(alices.statusCode).toBe(200);
    const bobs = await inject({
      method: "POST",
      url: "/api/user/change-email",
      headers: bob.headers,
      payload: { newEmail, code: bobsCode },
    });
    expect(bobs.statusCode).toBe(409);
  });

  it("does not switch to an address the code was not sent to", async () => {
    const user = await createSignedInUser(testApp);
    await inject({
      method: "POST",
      url: "/api/user/change-email-verification",
      headers: user.headers,
      payload: { newEmail: "first-choice@example.org" },
    });
    const code = await readOutboxCode(testApp.app, "first-choice@example.org");
    const response = await inject({
      method: "POST",
      url: "/api/user/change-email",
      headers: user.headers,
      payload: { newEmail: "sneaky@example.org", code },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("phone change", () => {
  it("sends an SMS code to the new number and sets and confirms it", async () => {
    const user = await createSignedInUser(testApp, { isPhoneConfirmed: false });
    const phoneNumber = "+442071234567";
    const sent = await inject({
      method: "POST",
      url: "/users/me/change-phone",
      headers: user.headers,
      payload: { phoneNumber },
    });
    expect(sent.statusCode).toBe(202);
    const [sms] = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, phoneNumber));
    expect(sms?.channel).toBe("sms");
    const code = await readOutboxCode(testApp.app, phoneNumber);
    const changed = await inject({
      method: "POST",
      url: "/users/me/change-phone-verify",
      headers: user.headers,
      payload: { phoneNumber, code },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      phoneNumber,
      isPhoneConfirmed: true,
      primaryContact: { phoneNumber },
    });
  });

  it("refuses a number another account has with 409", async () => {
    const user = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    const response = await inject({
      method: "POST",
      url: "/users/me/change-phone",
      headers: user.headers,
      payload: { phoneNumber: other.phoneNumber },
    });
    expect(response.statusCode).toBe(409);
  });

  it("answers 400 naming the field for a number that is not E.164", async () => {
    const user = await createSignedInUser(testApp);
    const response = await inject({
      method: "POST",
      url: "/users/me/change-phone",
      headers: user.headers,
      payload: { phoneNumber: "555-0142" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: [{ field: "phoneNumber" }] });
  });
});

describe("register profile", () => {
  it("completes names, phone, company and address of the signed-in account", async () => {
    const user = await createSignedInUser(testApp, { phoneNumber: null, firstName: "", lastName: "" });
    const address = { street: "5 Yard Way", city: "Reno", state: "NV", zipCode: "89502", country: "US" };
    const response = await inject({
      method: "POST",
      url: "/register",
      headers: user.headers,
      payload: {
        firstName: "Kim",
        lastName: "Lee",
        phoneNumber: "+17755550100",
        corporationName: "Lee Logistics",
        address,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userName: "Kim Lee",
      name: "Lee Logistics",
      phoneNumber: "+17755550100",
      isPhoneConfirmed: false,
      address,
      primaryContact: { firstName: "Kim", lastName: "Lee", phoneNumber: "+17755550100" },
    });
  });
});

describe("messages", () => {
  it("lists the user's messages newest first with the unread count, and marks them read and unread", async () => {
    const user = await createSignedInUser(testApp);
    const older = await createMessage(testApp.database.db, user.userId, "orderAccepted", {
      title: "Order accepted",
      text: "FB-1",
    });
    const newer = await createMessage(testApp.database.db, user.userId, "paymentReceived", {
      title: "Payment received",
      text: "Thanks",
      type: "Success",
      button1Text: "View",
      button1Command: "/dashboard/order-details?id=1",
    });
    const list = await inject({ method: "GET", url: "/users/me/messages", headers: user.headers });
    expect(list.json()).toMatchObject({
      unreadCount: 2,
      items: [
        {
          id: newer,
          title: "Payment received",
          type: "Success",
          isRead: false,
          button1Text: "View",
          button1Command: "/dashboard/order-details?id=1",
          button2Text: "",
          button2Command: "",
        },
        { id: older, title: "Order accepted", type: "Info", isRead: false },
      ],
    });

    const read = await inject({
      method: "PATCH",
      url: "/users/me/message",
      headers: user.headers,
      payload: { id: older, isRead: true },
    });
    expect(read.json()).toMatchObject({ id: older, isRead: true });
    const checked = await inject({ method: "PATCH", url: "/users/me/messages", headers: user.headers });
    expect(checked.json()).toMatchObject({ unreadCount: 1 });

    const unread = await inject({
      method: "PATCH",
      url: "/users/me/message",
      headers: user.headers,
      payload: { id: older, isRead: false },
    });
    expect(unread.json()).toMatchObject({ isRead: false });
  });

  it("never shows or changes another user's messages", async () => {
    const alice = await createSignedInUser(testApp);
    const bob = await createSignedInUser(testApp);
    const alicesMessage = await createMessage(testApp.database.db, alice.userId, "orderAccepted", {
      title: "For Alice",
      text: "x",
    });
    const bobsList = await inject({ method: "GET", url: "/users/me/messages", headers: bob.headers });
    expect(bobsList.json()).toEqual({ items: [], unreadCount: 0 });
    const bobsProfile = await inject({ method: "GET", url: "/users/me", headers: bob.headers });
    expect(bobsProfile.json()).toMatchObject({ id: bob.userId, messages: [] });
    const marked = await inject({
      method: "PATCH",
      url: "/users/me/message",
      headers: bob.headers,
      payload: { id: alicesMessage, isRead: true },
    });
    expect(marked.statusCode).toBe(404);
    const alicesList = await inject({ method: "GET", url: "/users/me/messages", headers: alice.headers });
    expect(alicesList.json()).toMatchObject({ unreadCount: 1 });
  });

  it("needs a session", async () => {
    const response = await inject({ method: "GET", url: "/users/me/messages" });
    expect(response.statusCode).toBe(401);
  });
});

describe("origin check", () => {
  it("refuses a mutating call from another site with 403", async () => {
    const user = await createSignedInUser(testApp);
    const response = await inject({
      method: "PATCH",
      url: "/users/me",
      headers: { ...user.headers, origin: "https://evil.example" },
      payload: { userName: "pwned" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: "Requests from https://evil.example are not accepted by this API",
    });
    const profile = await inject({ method: "GET", url: "/users/me", headers: user.headers });
    expect(profile.json()).not.toMatchObject({ userName: "pwned" });
  });

  it("lets the site and the portal send mutating calls", async () => {
    const user = await createSignedInUser(testApp);
    for (const origin of [testApp.env.webUrl, testApp.env.portalUrl]) {
      const response = await inject({
        method: "PATCH",
        url: "/users/me",
        headers: { ...user.headers, origin },
        payload: { userName: "fine" },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
