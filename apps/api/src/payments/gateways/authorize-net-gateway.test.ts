import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startAuthorizeNetStandIn,
  type AuthorizeNetStandIn,
} from "../../../tests/stand-ins/authorize-net-stand-in.js";
import { createAuthorizeNetGateway, statusOfTransaction } from "./authorize-net-gateway.js";

let standIn: AuthorizeNetStandIn;
beforeAll(async () => {
  standIn = await startAuthorizeNetStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const hostedFormUrl = "https://test.authorize.net/payment/payment";
function gateway(transactionKey = standIn.transactionKey) {
  return createAuthorizeNetGateway({
    apiLoginId: standIn.apiLoginId,
    transactionKey,
    apiUrl: standIn.url,
    hostedFormUrl,
  });
}
const input = {
  paymentId: 51,
  amountCents: 9_950,
  method: "card" as const,
  description: "Invoice INV-1",
  customerEmail: "ann@example.com",
  successUrl: "http://portal.test/portal/invoice-pay-success?paymentId=51",
  cancelUrl: "http://portal.test/portal/payment?event=stripe-payment-cancel&paymentId=51",
  idempotencyKey: "k",
};

describe("Authorize.net gateway", () => {
  it("gets an Accept Hosted token for the amount in dollars with our return URLs", async () => {
    const session = await gateway().startSession(input);
    expect(session.url).toBe(hostedFormUrl);
    const hosted = standIn.tokens.get(session.sessionId)!;
    expect(hosted).toMatchObject({ invoiceNumber: "PAY-51", amount: "99.50" });
    expect(hosted.returnOptions).toMatchObject({ url: input.successUrl, cancelUrl: input.cancelUrl });
  });

  it("finds nothing before the customer paid, then the paid transaction by invoice number", async () => {
    const session = await gateway().startSession({ ...input, paymentId: 52 });
    expect((await gateway().lookup({ paymentId: 52, sessionId: session.sessionId })).status).toBe("open");
    standIn.pay(session.sessionId, { status: "capturedPendingSettlement", card: "4111111111111111" });
    const outcome = await gateway().lookup({ paymentId: 52, sessionId: session.sessionId });
    expect(outcome).toMatchObject({ status: "paid", paymentId: 52, amountCents: 9_950 });
    expect(outcome.fingerprint).toMatch(/^anet:/);
  });

  it("ignores a transaction id that belongs to another payment", async () => {
    const session = await gateway().startSession({ ...input, paymentId: 53 });
    const transId = standIn.pay(session.sessionId, { status: "capturedPendingSettlement" });
    expect((await gateway().lookup({ paymentId: 54, sessionId: "x", transactionId: transId })).status).toBe(
      "open",
    );
    expect((await gateway().lookup({ paymentId: 53, sessionId: "x", transactionId: transId })).status).toBe(
      "paid",
    );
  });

  it("refuses wrong credentials with a gateway error", async () => {
    await expect(gateway("wrong").startSession(input)).rejects.toThrow(/refused the call: E00007/);
  });
});

describe("statusOfTransaction", () => {
  it.each([
    ["capturedPendingSettlement", false, "paid"],
    ["capturedPendingSettlement", true, "processing"],
    ["settledSuccessfully", true, "paid"],
    ["returnedItem", true, "returned"],
    ["declined", false, "failed"],
  ] as const)("reads %s (bank account: %s) as %s", (status, isBank, expected) => {
    expect(statusOfTransaction({ transactionStatus: status }, isBank)).toBe(expected);
  });
});
