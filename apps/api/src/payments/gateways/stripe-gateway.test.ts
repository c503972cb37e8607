import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "../../../tests/stand-ins/stripe-stand-in.js";
import { createStripeClient, createStripeGateway, readStripeWebhook } from "./stripe-gateway.js";

let standIn: StripeStandIn;
const webhookSecret = "whsec_test_standin";

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  await standIn.close();
});

function gateway() {
  return createStripeGateway({ secretKey: standIn.secretKey, webhookSecret, apiUrl: standIn.url });
}

const input = {
  paymentId: 41,
  amountCents: 12_345,
  method: "card" as const,
  description: "Order FB-0000041",
  customerEmail: "ann@example.com",
  successUrl: "http://portal.test/portal/order-pay-success?paymentId=41",
  cancelUrl: "http://portal.test/portal/payment?event=stripe-payment-cancel&paymentId=41",
  idempotencyKey: "key-1",
};

describe("Stripe gateway over the official SDK", () => {
  it("opens a Checkout Session for the amount with our payment id and the session placeholder in the success URL", async () => {
    const session = await gateway().startSession(input);
    const stored = standIn.sessions.get(session.sessionId)!;
    expect(session.url).toBe(stored.url);
    expect(stored.amount_total).toBe(12_345);
    expect(stored.metadata.paymentId).toBe("41");
    expect(stored.success_url).toBe(`${input.successUrl}&session_id={CHECKOUT_SESSION_ID}`);
    expect(stored.allowed_payment_method_types).toEqual(["card"]);
  });

  it("sends an idempotency key so a repeated call opens no second session", async () => {
    const first = await gateway().startSession({ ...input, paymentId: 42, idempotencyKey: "same" });
    const second = await gateway().startSession({ ...input, paymentId: 42, idempotencyKey: "same" });
    expect(second.sessionId).toBe(first.sessionId);
    expect(standIn.calls.at(-1)?.idempotencyKey).toBe("checkout-42-same");
  });

  it("asks for a US bank account for ACH", async () => {
    const session = await gateway().startSession({ ...input, paymentId: 43, method: "ach" });
    expect(standIn.sessions.get(session.sessionId)?.allowed_payment_method_types).toEqual([
      "us_bank_account",
    ]);
  });

  it("reports open, then paid once the customer paid", async () => {
    const session = await gateway().startSession({ ...input, paymentId: 44, idempotencyKey: "k44" });
    expect((await gateway().lookup({ paymentId: 44, sessionId: session.sessionId })).status).toBe("open");
    standIn.complete(session.sessionId, "paid");
    const outcome = await gateway().lookup({ paymentId: 44, sessionId: session.sessionId });
    expect(outcome).toMatchObject({ status: "paid", paymentId: 44, amountCents: 12_345 });
  });

  it("reports a completed but unpaid ACH session as processing", async () => {
    const session = await gateway().startSession({
      ...input,
      paymentId: 45,
      method: "ach",
      idempotencyKey: "k45",
    });
    standIn.complete(session.sessionId, "unpaid");
    expect((await gateway().lookup({ paymentId: 45, sessionId: session.sessionId })).status).toBe(
      "processing",
    );
  });

  it("turns a wrong API key into a gateway error", async () => {
    const wrong = createStripeGateway({ secretKey: "sk_test_wrong", webhookSecret, apiUrl: standIn.url });
    await expect(wrong.startSession(input)).rejects.toThrow(/card payment provider/);
  });
});

describe("readStripeWebhook", () => {
  const client = createStripeClient({ secretKey: "sk_test_x", webhookSecret, apiUrl: undefined });
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "checkout.session.async_payment_succeeded",
    data: {
      object: {
        id: "cs_1",
        object: "checkout.session",
        status: "complete",
        payment_status: "paid",
        metadata: { paymentId: "7" },
        amount_total: 500,
        payment_intent: "pi_1",
      },
    },
  });

  it("reads a correctly signed event", () => {
    const signature = client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(readStripeWebhook(client, webhookSecret, payload, signature)).toMatchObject({
      eventId: "evt_1",
      outcome: { status: "paid", paymentId: 7, sessionId: "cs_1", gatewayPaymentId: "pi_1" },
    });
  });

  it("refuses an event signed with another secret", () => {
    const signature = client.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => readStripeWebhook(client, webhookSecret, payload, signature)).toThrow(/signature/i);
  });

  it("refuses a body changed after signing", () => {
    const signature = client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(() =>
      readStripeWebhook(client, webhookSecret, payload.replace('"7"', '"8"'), signature),
    ).toThrow();
  });
});
