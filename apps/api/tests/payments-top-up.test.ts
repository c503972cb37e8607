import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import {
  expectLedgerBalanced,
  getPayment,
  heldFunds,
  sandboxPath,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { createSignedInUser } from "./signed-in-user.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let testApp: TestApp;
const portal = "http://localhost:3001";

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});

const topUp = (amount: number, method: "card" | "ach" = "card") => ({
  flow: "top-up" as const,
  method,
  amount,
  useBonuses: false,
  useBalance: false,
});

describe("top-up on the sandbox gateway", () => {
  it("sends the browser to the sandbox page, then credits the balance once the card is approved there", async () => {
    const ann = await createSignedInUser(testApp);
    const started = await startCheckout(testApp, ann, topUp(5_000));
    expect(started.statusCode).toBe(200);
    const result = started.json() as Schemas["CheckoutResult"];
    expect(result).toMatchObject({
      status: "redirect",
      gateway: "sandbox",
      amountDue: 5_000,
      redirectMethod: "GET",
    });
    expect(result.redirectUrl).toMatch(new RegExp(`^${testApiUrl}/sandbox-checkout/sbx_`));

    const page = await testApp.app.inject({ method: "GET", url: sandboxPath(result.redirectUrl!) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("$50.00");

    const approved = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      cardNumber: "4242 4242 4242 4242",
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${portal}/portal/topup-success?paymentId=${result.paymentId}`);
    expect(await getPayment(testApp, ann, result.paymentId)).toMatchObject({
      status: "paid",
      flow: "top-up",
      amount: 5_000,
    });
    expect(await heldFunds(testApp, ann.userId)).toEqual({ balance: 5_000, bonuses: 0 });

    const ledger = await testApp.app.inject({ method: "GET", url: "/users/me/ledger", headers: ann.headers });
    expect(ledger.json()).toMatchObject({
      balance: 5_000,
      bonuses: 0,
      totalItems: 1,
      items: [
        {
          account: "balance",
          kind: "increase",
          amount: 5_000,
          heldAfter: 5_000,
          paymentId: result.paymentId,
        },
      ],
    });
  });

  it("does not fulfil from the browser's return alone: verify before the gateway approved leaves it pending", async () => {
    const bob = await createSignedInUser(testApp);
    const { paymentId } = (
      await startCheckout(testApp, bob, topUp(2_500))
    ).json() as Schemas["CheckoutResult"];
    const verified = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/verify",
      headers: bob.headers,
      payload: { paymentId },
    });
    expect(verified.json()).toMatchObject({ status: "pending" });
    expect(await heldFunds(testApp, bob.userId)).toEqual({ balance: 0, bonuses: 0 });
  });

  it("answers the first payment again for a repeated Idempotency-Key (a double click charges once)", async () => {
    const cat = await createSignedInUser(testApp);
    const [first, second] = await Promise.all([
      startCheckout(testApp, cat, topUp(1_000), { key: "double-click-1" }),
      startCheckout(testApp, cat, topUp(1_000), { key: "double-click-1" }),
    ]);
    const ids = [first, second].map((response) => (response.json() as Schemas["CheckoutResult"]).paymentId);
    expect(first.statusCode).toBe(200);
    expect(ids[0]).toBe(ids[1]);
    const again = await startCheckout(testApp, cat, topUp(1_000), { key: "double-click-1" });
    expect((again.json() as Schemas["CheckoutResult"]).redirectUrl).toBe(
      (first.json() as Schemas["CheckoutResult"]).redirectUrl,
    );
  });

  it("refuses a used Idempotency-Key for a different request (409)", async () => {
    const dan = await createSignedInUser(testApp);
    await startCheckout(testApp, dan, topUp(1_000), { key: "reused-key-1" });
    const other = await startCheckout(testApp, dan, topUp(2_000), { key: "reused-key-1" });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/Idempotency-Key/);
  });

  it("requires the Idempotency-Key header (400 naming it)", async () => {
    const eve = await createSignedInUser(testApp);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: eve.headers,
      payload: topUp(1_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/idempotency-key/i);
  });

  it("sends a declined card back to the payment page with the cancel event, crediting nothing", async () => {
    const fay = await createSignedInUser(testApp);
    const result = (await startCheckout(testApp, fay, topUp(3_000))).json() as Schemas["CheckoutResult"];
    const declined = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      cardNumber: "4000000000000002",
    });
    expect(declined.statusCode).toBe(303);
    const location = new URL(declined.headers.location as string);
    expect(location.pathname).toBe("/portal/payment");
    expect(location.searchParams.get("event")).toBe("stripe-payment-cancel");
    expect(location.searchParams.get("reason")).toBe("declined");
    expect((await getPayment(testApp, fay, result.paymentId)).status).toBe("failed");
    expect(await heldFunds(testApp, fay.userId)).toEqual({ balance: 0, bonuses: 0 });
    const replay = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      cardNumber: "4242424242424242",
    });
    expect(replay.statusCode).toBe(409);
  });

  it("refuses a top-up below $1 and Apple Pay with a clear 400", async () => {
    const gus = await createSignedInUser(testApp);
    expect((await startCheckout(testApp, gus, topUp(50))).statusCode).toBe(400);
    const applePay = await startCheckout(testApp, gus, { ...topUp(1_000), method: "apple-pay" });
    expect(applePay.statusCode).toBe(400);
    expect(applePay.json().message).toMatch(/Apple Pay is not offered/);
  });

  it("keeps another user's payment unknown (404)", async () => {
    const owner = await createSignedInUser(testApp);
    const stranger = await createSignedInUser(testApp);
    const { paymentId } = (
      await startCheckout(testApp, owner, topUp(1_000))
    ).json() as Schemas["CheckoutResult"];
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/payments/${paymentId}`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("ACH top-up on the sandbox gateway", () => {
  it("stays processing until the bank clears it, then credits the balance and tells the customer", async () => {
    const hal = await createSignedInUser(testApp);
    const result = (
      await startCheckout(testApp, hal, topUp(8_000, "ach"))
    ).json() as Schemas["CheckoutResult"];
    const authorized = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      accountNumber: "000123456789",
    });
    expect(authorized.statusCode).toBe(303);
    expect(authorized.headers.location).toBe(
      `${portal}/portal/topup-success?paymentId=${result.paymentId}&status=processing`,
    );
    expect((await getPayment(testApp, hal, result.paymentId)).status).toBe("processing");
    expect(await heldFunds(testApp, hal.userId)).toEqual({ balance: 0, bonuses: 0 });

    const cleared = await submitSandbox(testApp, result.redirectUrl!, { action: "ach-clear" });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body).toContain('data-status="paid"');
    expect((await getPayment(testApp, hal, result.paymentId)).status).toBe("paid");
    expect(await heldFunds(testApp, hal.userId)).toEqual({ balance: 8_000, bonuses: 0 });

    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: hal.headers,
    });
    expect(JSON.stringify(messages.json())).toContain("has cleared");
  });

  it("takes a returned debit back out of the balance and tells the customer", async () => {
    const ivy = await createSignedInUser(testApp);
    const result = (
      await startCheckout(testApp, ivy, topUp(4_000, "ach"))
    ).json() as Schemas["CheckoutResult"];
    await submitSandbox(testApp, result.redirectUrl!, { action: "approve", accountNumber: "000123456789" });
    await submitSandbox(testApp, result.redirectUrl!, { action: "ach-clear" });
    const returned = await submitSandbox(testApp, result.redirectUrl!, { action: "ach-return" });
    expect(returned.statusCode).toBe(200);
    expect((await getPayment(testApp, ivy, result.paymentId)).status).toBe("returned");
    expect(await heldFunds(testApp, ivy.userId)).toEqual({ balance: 0, bonuses: 0 });
    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: ivy.headers,
    });
    expect(JSON.stringify(messages.json())).toContain("Bank transfer returned");
  });
});

describe("balance and bonus history", () => {
  it("downloads the history as CSV with a header and one line per ledger row", async () => {
    const jo = await createSignedInUser(testApp);
    const result = (await startCheckout(testApp, jo, topUp(1_234))).json() as Schemas["CheckoutResult"];
    await submitSandbox(testApp, result.redirectUrl!, { action: "approve", cardNumber: "4242424242424242" });
    const csv = await testApp.app.inject({ method: "GET", url: "/users/me/ledger/csv", headers: jo.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="balance-history.csv"');
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      'Date (UTC),"Time (hub\'s clock, else UTC)",Account,Change,Amount,Held after,Description',
    );
    expect(lines).toHaveLength(2);
    // A top-up pays for no hub's order: its time is the UTC instant and the same moment written in UTC.
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,"\d{2} \w{3}, \d{4}, \d{1,2}:\d{2} [AP]M UTC",balance,increase/,
    );
    expect(lines[1]).toContain("balance,increase,$12.34,$12.34");
  });

  it("needs a signed-in caller (401)", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/users/me/ledger" });
    expect(response.statusCode).toBe(401);
  });
});
