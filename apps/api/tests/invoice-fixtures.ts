import { expect } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import type { TestApp } from "./test-app.js";

/**
 * A new customer's cross-dock order at Reno on `day` (9 AM) with an invoice staff issued on it (or kept a draft):
 * what the finance suites start from.
 */
export async function bookOrderWithInvoice(
  testApp: TestApp,
  catalogue: Catalogue,
  staff: SignedInUser,
  { day, amountCents = 4_200, draft = false }: { day: string; amountCents?: number; draft?: boolean },
): Promise<{ customer: SignedInUser; order: Order; invoice: Schemas["Invoice"] }> {
  const customer = await createSignedInUser(testApp);
  const reno = catalogue.hub("reno");
  const booked = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, day, 9),
    quantity: 4,
    driverName: "Dana Driver",
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const order = booked.json() as Order;
  const issued = await testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${order.id}/invoices`,
    headers: staff.headers,
    payload: { amount: amountCents, description: "Overnight storage", draft },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return { customer, order, invoice: issued.json() as Schemas["Invoice"] };
}
