import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOperations, loadContract } from "../src/openapi/contract.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

const staffOperations = listOperations(loadContract()).filter((operation) =>
  operation.path.startsWith("/staff/"),
);

let testApp: TestApp;
let customer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp);
});
afterAll(() => testApp.close());

function call(operation: (typeof staffOperations)[number], headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: operation.method.toUpperCase() as "GET",
    url: operation.path.replace(/\{[^}]+\}/g, "999999"),
    headers,
    // Deliberately not a valid body: the guard answers before any validation.
    ...(operation.method === "get" ? {} : { payload: { unexpected: "<script>x</script>" } }),
  });
}

describe("the staff area (/staff/*)", () => {
  it("holds the staff calls of orders, invoices, payments and referrals", () => {
    expect(staffOperations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([
        "listStaffOrders",
        "changeOrderStatus",
        "issueInvoice",
        "refundPayment",
        "sweepReferralBonuses",
      ]),
    );
  });

  it("answers 401 to a caller without a session, whatever they send", async () => {
    for (const operation of staffOperations) {
      const response = await call(operation);
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  it("answers 403 to a signed-in customer before looking at the request", async () => {
    for (const operation of staffOperations) {
      const response = await call(operation, customer.headers);
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
      expect(response.json()).toMatchObject({ message: "Only staff may use this call" });
    }
  });

  it("lets staff through to the call itself (its own validation or lookup answers)", async () => {
    for (const operation of staffOperations) {
      const response = await call(operation, staff.headers);
      expect([401, 403], `${operation.method} ${operation.path}`).not.toContain(response.statusCode);
    }
  });
});
