import { randomUUID } from "node:crypto";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { expectLedgerBalanced, fundUser, heldFunds } from "./payment-helpers.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Paying and cancelling one order at once (a double click on two buttons, two tabs) once deadlocked in
// PostgreSQL: the payment held the customer's row and waited for the order's, the cancel held the order's row and
// its message insert waited for the customer's (a foreign key takes a KEY SHARE lock, which FOR UPDATE blocks).
// The losers answered 500, and a deadlock inside the order lock answered 404 "There is no order" for the
// caller's own order.

let testApp: TestApp;
let catalogue: Catalogue;
let week = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
  });
  catalogue = await loadCatalogue(testApp);
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});

async function book(user: SignedInUser): Promise<Order> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, user, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2032-02-02", 7 * week), 9),
    quantity: 20,
    driverName: "Dana Driver",
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

function payFromBalance(user: SignedInUser, orderId: number) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: { ...user.headers, "idempotency-key": randomUUID() },
    payload: { flow: "post-payment", method: "balance", orderId, useBonuses: false, useBalance: true },
  });
}

function cancel(user: SignedInUser, orderId: number) {
  return testApp.app.inject({
    method: "PATCH",
    url: "/order-cancel",
    headers: user.headers,
    payload: { id: orderId },
  });
}

function summary(responses: LightMyRequestResponse[]): string[] {
  return responses.map(
    (response) => `${response.statusCode} ${response.json<{ message?: string }>().message ?? ""}`,
  );
}

describe("paying and cancelling one order at once", () => {
  it("answers every call with 200 or a 409 (never 5xx, never 404 for the caller's own order) and loses no money", async () => {
    for (let round = 0; round < 4; round += 1) {
      const ann = await createSignedInUser(testApp);
      const order = await book(ann);
      await fundUser(testApp, ann.userId, { balance: order.total });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          index % 2 === 0 ? payFromBalance(ann, order.id) : cancel(ann, order.id),
        ),
      );
      const unexpected = summary(responses).filter((line) => !/^(200|409) /.test(line));
      expect(unexpected).toEqual([]);

      const after = (
        await testApp.app.inject({ method: "GET", url: `/order/${order.id}`, headers: ann.headers })
      ).json<Order>();
      const funds = await heldFunds(testApp, ann.userId);
      // Either the payment won (paid, balance spent) or the cancel did (nothing spent); never both, never neither.
      expect(funds.balance + after.totalPaid).toBe(order.total);
    }
  });
});

describe("cancelling a paid order", () => {
  it("is refused with 409 (the hub cancels and refunds it), so no money is left on a cancelled order", async () => {
    const bea = await createSignedInUser(testApp);
    const order = await book(bea);
    await fundUser(testApp, bea.userId, { balance: order.total });
    expect((await payFromBalance(bea, order.id)).statusCode).toBe(200);

    const response = await cancel(bea, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: "This order is paid; please call the hub to cancel it and have your payment refunded",
    });
    const after = (
      await testApp.app.inject({ method: "GET", url: `/order/${order.id}`, headers: bea.headers })
    ).json<Order>();
    expect(after.status).toBe("new");
    expect(after.totalPaid).toBe(order.total);
  });
});

describe("changing a paid order", () => {
  it("is refused with 409 when it would cost less than was paid (never paid beyond its total)", async () => {
    const cal = await createSignedInUser(testApp);
    const order = await book(cal);
    await fundUser(testApp, cal.userId, { balance: order.total });
    expect((await payFromBalance(cal, order.id)).statusCode).toBe(200);

    const edit = (quantity: number) =>
      testApp.app.inject({
        method: "PATCH",
        url: `/order/${order.id}`,
        headers: cal.headers,
        payload: {
          hubId: order.hub.id,
          serviceId: order.service.id,
          timeFrom: order.timeFrom,
          quantity,
          driverName: "Dana Driver",
        },
      });
    const cheaper = await edit(1);
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json<{ message: string }>().message).toMatch(/cost less than you have paid/);
    const after = (
      await testApp.app.inject({ method: "GET", url: `/order/${order.id}`, headers: cal.headers })
    ).json<Order>();
    expect(after.total).toBe(order.total);
    expect(after.quantity).toBe(order.quantity);

    // A change that costs as much or more is still the customer's to make.
    const dearer = await edit(order.quantity + 5);
    expect(dearer.statusCode).toBe(200);
    expect(dearer.json<Order>().total).toBeGreaterThan(order.total);
  });
});
