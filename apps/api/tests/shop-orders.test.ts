import { randomUUID } from "node:crypto";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, products, shopOrders, shopOrderSteps, staffAuditLog } from "../src/db/schema/index.js";
import { releaseExpiredShopOrders } from "../src/shop/shop-order-records.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { shopScheduledJobs } from "../src/shop/shop-jobs.js";
import { naughtyStrings } from "./naughty-strings.js";
import { bookJson, loadCatalogue, slotAt, type Order } from "./order-fixtures.js";
import {
  expectLedgerBalanced,
  fundUser,
  heldFunds,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type ShopOrder = Schemas["ShopOrder"];
type Line = { productId: number; quantity: number };

let testApp: TestApp;
let hubId: number;
let productIds: number[];

beforeAll(async () => {
  testApp = await createTestApp({ env: { PORTAL_URL: "http://portal.test" } });
  const hubs = (await testApp.app.inject("/hubs-for-index")).json() as { id: number }[];
  hubId = hubs[0]!.id;
  const rows = await testApp.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(6);
  productIds = rows.map((row) => row.id);
});
afterAll(() => testApp.close());

async function setStock(productId: number, stock: number | null) {
  await testApp.database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

async function stockOf(productId: number) {
  const [row] = await testApp.database.db
    .select({ stock: products.stock, price: products.price })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

function place(
  user: SignedInUser,
  items: Line[],
  { key = randomUUID(), hub = hubId, orderId }: { key?: string; hub?: number; orderId?: unknown } = {},
) {
  return testApp.app.inject({
    method: "POST",
    url: "/shop-orders",
    headers: { ...user.headers, "idempotency-key": key },
    payload: { hubId: hub, items, ...(orderId === undefined ? {} : { orderId }) },
  });
}

async function placed(user: SignedInUser, items: Line[]): Promise<ShopOrder> {
  const response = await place(user, items);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ShopOrder;
}

function payShopOrder(user: SignedInUser, shopOrderId: number, method: "card" | "balance" = "card") {
  return startCheckout(testApp, user, {
    flow: "shop-order",
    method,
    shopOrderId,
    useBonuses: false,
    useBalance: method === "balance",
  });
}

async function shopOrderOf(user: SignedInUser, id: number): Promise<ShopOrder> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/shop-orders/${id}`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ShopOrder;
}

describe("placing a shop order", () => {
  it("sets the counted stock aside, prices the lines as they are now and waits for payment", async () => {
    const ann = await createSignedInUser(testApp);
    const [first, second] = productIds as [number, number];
    await setStock(first, 10);
    await setStock(second, null);
    const prices = [(await stockOf(first)).price, (await stockOf(second)).price];
    const order = await placed(ann, [
      { productId: first, quantity: 2 },
      { productId: second, quantity: 1 },
      { productId: first, quantity: 1 },
    ]);
    expect(order).toMatchObject({ status: "awaiting-payment", paid: 0, hub: { id: hubId } });
    expect(order.number).toMatch(/^SO-\d{7}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: first,
        quantity: 3,
        unitPrice: prices[0],
        lineTotal: prices[0]! * 3,
      }),
      expect.objectContaining({ productId: second, quantity: 1, unitPrice: prices[1] }),
    ]);
    expect(order.total).toBe(prices[0]! * 3 + prices[1]!);
    expect(Date.parse(order.holdExpiresAt ?? "") - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect((await stockOf(first)).stock).toBe(7);
    expect((await stockOf(second)).stock).toBeNull();

    const list = await testApp.app.inject({ method: "GET", url: "/shop-orders", headers: ann.headers });
    expect((list.json() as Schemas["ShopOrderPage"]).items.map((item) => item.id)).toEqual([order.id]);
    const stranger = await createSignedInUser(testApp);
    for (const id of [order.id, order.id + 1, order.id + 50]) {
      const other = await testApp.app.inject({
        method: "GET",
        url: `/shop-orders/${id}`,
        headers: stranger.headers,
      });
      expect(other.statusCode).toBe(404);
    }
    expect((await testApp.app.inject({ method: "GET", url: "/shop-orders" })).statusCode).toBe(401);
  });

  it("answers a repeated Idempotency-Key with the first order and sets the stock aside once", async () => {
    const ben = await createSignedInUser(testApp);
    const product = productIds[2]!;
    await setStock(product, 5);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(ben, [{ productId: product, quantity: 2 }], { key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(201));
    expect(new Set(answers.map((answer) => (answer.json() as ShopOrder).id)).size).toBe(1);
    expect((await stockOf(product)).stock).toBe(3);
    const other = await place(ben, [{ productId: product, quantity: 1 }], { key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: "This Idempotency-Key was used for another shop order" });
  });

  it("gives the last pieces to exactly as many of 25 parallel buyers as there are, and names what is left", async () => {
    const product = productIds[3]!;
    await setStock(product, 3);
    const buyers = await Promise.all(Array.from({ length: 25 }, () => createSignedInUser(testApp)));
    const answers = await Promise.all(
      buyers.map((buyer) => place(buyer, [{ productId: product, quantity: 1 }])),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(22).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect((refused.json() as { message: string }).message).toMatch(/is out of stock\. Change the cart/);
    }
    expect((await stockOf(product)).stock).toBe(0);
    await setStock(product, 1);
    const tooMany = await place(buyers[0]!, [{ productId: product, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(409);
    expect((tooMany.json() as { message: string }).message).toMatch(/^Only 1 of .+ left/);
    expect((await stockOf(product)).stock).toBe(1);
  });

  it("refuses unknown hubs and products with 404 and writes nothing", async () => {
    const cy = await createSignedInUser(testApp);
    const product = productIds[4]!;
    await setStock(product, 4);
    expect((await place(cy, [{ productId: product, quantity: 1 }], { hub: 2_000_000 })).statusCode).toBe(404);
    const unknown = await place(cy, [
      { productId: product, quantity: 1 },
      { productId: 2_000_000, quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect((await stockOf(product)).stock).toBe(4);
    const mine = await testApp.database.db.select().from(shopOrders).where(eq(shopOrders.userId, cy.userId));
    expect(mine).toEqual([]);
  });

  it("answers hostile input with a 400 and a message, never a 5xx", async () => {
    const dee = await createSignedInUser(testApp);
    const product = productIds[4]!;
    const bodies: unknown[] = [
      {},
      { hubId },
      { hubId, items: [] },
      { hubId, items: [{ productId: product, quantity: 0 }] },
      { hubId, items: [{ productId: product, quantity: 100 }] },
      { hubId, items: [{ productId: product, quantity: 1.5 }] },
      { hubId, items: [{ productId: product, quantity: "1" }] },
      { hubId, items: [{ productId: 1e20, quantity: 1 }] },
      { hubId, items: [{ productId: -1, quantity: 1 }] },
      { hubId: "1\u0000", items: [{ productId: product, quantity: 1 }] },
      { hubId, items: Array.from({ length: 31 }, (_, index) => ({ productId: index + 1, quantity: 1 })) },
      ...naughtyStrings().map((text) => ({ hubId: text, items: [{ productId: text, quantity: text }] })),
    ];
    for (const payload of bodies) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/shop-orders",
        headers: { ...dee.headers, "idempotency-key": randomUUID() },
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    for (const key of ["", "short", "x\u0000yyyyyyyy", "🚚🚚🚚🚚🚚🚚🚚🚚"]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/shop-orders",
        headers: { ...dee.headers, "idempotency-key": key },
        payload: { hubId, items: [{ productId: product, quantity: 1 }] },
      });
      expect(response.statusCode, key).toBe(400);
    }
    for (const contentType of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/shop-orders",
        headers: { ...dee.headers, "idempotency-key": randomUUID(), "content-type": contentType },
        payload: `hubId=${hubId}&items=1`,
      });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
    }
    for (const url of [
      "/shop-orders/0",
      "/shop-orders/99999999999999999999",
      "/shop-orders/1%00",
      "/shop-orders/abc",
    ]) {
      const response = await testApp.app.inject({ method: "GET", url, headers: dee.headers });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe("handing shop products over with a booking", () => {
  let bookingWeek = 0;
  /** The customer's booking at a hub on a Monday at 09:00, a week later each time. */
  async function book(user: SignedInUser, slug = "reno"): Promise<Order> {
    const catalogue = await loadCatalogue(testApp);
    const hub = catalogue.hub(slug);
    bookingWeek += 1;
    const response = await bookJson(testApp, user, {
      hubId: hub.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(hub, addLocalDays("2031-03-03", 7 * bookingWeek), 9),
      quantity: 10,
      driverName: "Dana Driver",
      driverPhone: "+15551230000",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Order;
  }

  it("adds the products to the customer's upcoming booking at that hub and lists them with it", async () => {
    const lou = await createSignedInUser(testApp);
    const booking = await book(lou);
    const product = productIds[1]!;
    await setStock(product, 20);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        place(lou, [{ productId: product, quantity: 1 }], { key, hub: booking.hub.id, orderId: booking.id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(201));
    const order = answers[0]!.json() as ShopOrder;
    expect(order.booking).toEqual({
      id: booking.id,
      number: booking.number,
      status: booking.status,
      timeFrom: booking.timeFrom,
    });
    expect((await stockOf(product)).stock).toBe(19);
    const atCounter = await placed(lou, [{ productId: product, quantity: 1 }]);
    expect(atCounter.booking).toBeNull();
    const withBooking = await testApp.app.inject({
      method: "GET",
      url: `/shop-orders?orderId=${booking.id}`,
      headers: lou.headers,
    });
    expect((withBooking.json() as Schemas["ShopOrderPage"]).items.map((item) => item.id)).toEqual([order.id]);
    const otherKey = await place(lou, [{ productId: product, quantity: 1 }], { key, hub: booking.hub.id });
    expect(otherKey.statusCode).toBe(409);

    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [booking.hub.id] });
    await fundUser(testApp, lou.userId, { balance: order.total });
    expect((await payShopOrder(lou, order.id, "balance")).statusCode).toBe(200);
    for (const status of ["picked", "ready"]) {
      const moved = await testApp.app.inject({
        method: "POST",
        url: `/staff/shop-orders/${order.id}/fulfilment`,
        headers: dispatcher.headers,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json() as Schemas["StaffShopOrder"]).booking?.number).toBe(booking.number);
    }
    const told = await testApp.database.db.select().from(messages).where(eq(messages.userId, lou.userId));
    expect(told.map((message) => message.text)).toContain(
      `Your shop order ${order.number} is ready at ${booking.hub.name}; the hub hands it to the driver of your booking ${booking.number} against the pick-up code on your shop order page.`,
    );
  });

  it("refuses another hub's, another customer's, a cancelled or a hostile booking and sets nothing aside", async () => {
    const max = await createSignedInUser(testApp);
    const stranger = await createSignedInUser(testApp);
    const booking = await book(max);
    const elsewhere = await book(max, "denver");
    const theirs = await book(stranger);
    const product = productIds[1]!;
    await setStock(product, 7);
    const line = [{ productId: product, quantity: 1 }];

    const otherHub = await place(max, line, { hub: booking.hub.id, orderId: elsewhere.id });
    expect(otherHub.statusCode).toBe(409);
    expect((otherHub.json() as { message: string }).message).toMatch(/another hub/);
    for (const orderId of [theirs.id, booking.id + 50, 2_000_000]) {
      expect((await place(max, line, { hub: booking.hub.id, orderId })).statusCode, String(orderId)).toBe(
        404,
      );
    }
    const cancelled = await testApp.app.inject({
      method: "PATCH",
      url: "/order-cancel",
      headers: max.headers,
      payload: { id: booking.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await place(max, line, { hub: booking.hub.id, orderId: booking.id });
    expect(afterCancel.statusCode).toBe(409);
    expect((afterCancel.json() as { message: string }).message).toMatch(/still to come/);
    for (const orderId of [0, -1, 1.5, "1", 1e20, "1\u0000", null, ...naughtyStrings().slice(0, 40)]) {
      const response = await place(max, line, { hub: booking.hub.id, orderId });
      expect(response.statusCode, JSON.stringify(orderId)).toBe(400);
    }
    expect((await stockOf(product)).stock).toBe(7);
    const mine = await testApp.database.db.select().from(shopOrders).where(eq(shopOrders.userId, max.userId));
    expect(mine).toEqual([]);
  });
});

describe("paying a shop order", () => {
  it("is paid from the balance at once, and the ledger shows it", async () => {
    const eve = await createSignedInUser(testApp);
    const product = productIds[5]!;
    await setStock(product, null);
    const order = await placed(eve, [{ productId: product, quantity: 2 }]);
    await fundUser(testApp, eve.userId, { balance: order.total + 500 });
    const paid = await payShopOrder(eve, order.id, "balance");
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "paid", flow: "shop-order", paidFromBalance: order.total });
    expect(await shopOrderOf(eve, order.id)).toMatchObject({
      status: "paid",
      paid: order.total,
      holdExpiresAt: null,
    });
    expect((await heldFunds(testApp, eve.userId)).balance).toBe(500);
    const again = await payShopOrder(eve, order.id, "balance");
    expect(again.statusCode).toBe(409);
    await expectLedgerBalanced(testApp, eve.userId);
  });

  it("is paid by card on the gateway's page and returns to its success page", async () => {
    const fay = await createSignedInUser(testApp);
    const order = await placed(fay, [{ productId: productIds[5]!, quantity: 1 }]);
    const result = (await payShopOrder(fay, order.id)).json() as Schemas["CheckoutResult"];
    expect(result).toMatchObject({
      status: "redirect",
      amountDue: order.total,
      successPath: "/portal/shop-order-success",
    });
    const approved = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      cardNumber: "4242424242424242",
    });
    expect(approved.headers.location).toBe(
      `http://portal.test/portal/shop-order-success?paymentId=${result.paymentId}&shopOrderId=${order.id}`,
    );
    expect(await shopOrderOf(fay, order.id)).toMatchObject({ status: "paid", paid: order.total });
  });

  it("puts the stock back when the checkout is abandoned and refuses paying the cancelled order", async () => {
    const gus = await createSignedInUser(testApp);
    const product = productIds[1]!;
    await setStock(product, 2);
    const order = await placed(gus, [{ productId: product, quantity: 2 }]);
    expect((await stockOf(product)).stock).toBe(0);
    const result = (await payShopOrder(gus, order.id)).json() as Schemas["CheckoutResult"];
    const cancelled = await submitSandbox(testApp, result.redirectUrl!, { action: "cancel" });
    expect(cancelled.headers.location).toContain(
      `/dashboard/shop-orders/${order.id}?event=stripe-payment-cancel`,
    );
    expect(await shopOrderOf(gus, order.id)).toMatchObject({ status: "cancelled" });
    expect((await stockOf(product)).stock).toBe(2);
    const retry = await payShopOrder(gus, order.id);
    expect(retry.statusCode).toBe(409);

    // The next run of the release job tells the site that the stock came back.
    let told = 0;
    const releaseJob = shopScheduledJobs({
      db: testApp.database.db,
      now: () => new Date(),
      onShopChanged: () => {
        told += 1;
      },
    }).find((job) => job.name === "release-unpaid-shop-orders");
    const outcome = await releaseJob?.run();
    expect(outcome).toMatchObject({ released: 0, cancelled: expect.any(Number) as number });
    expect(told).toBe(1);
  });

  it("refuses payment after the hold ran out, and the release job puts the stock back once", async () => {
    const hal = await createSignedInUser(testApp);
    const product = productIds[1]!;
    await setStock(product, 3);
    const order = await placed(hal, [{ productId: product, quantity: 3 }]);
    await testApp.database.db
      .update(shopOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(shopOrders.id, order.id));
    const late = await payShopOrder(hal, order.id);
    expect(late.statusCode).toBe(409);
    expect((late.json() as { message: string }).message).toMatch(/was not paid in time/);
    const releases = await Promise.all(
      Array.from({ length: 5 }, () => releaseExpiredShopOrders(testApp.database.db, new Date())),
    );
    expect(releases.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect((await stockOf(product)).stock).toBe(3);
    expect(await shopOrderOf(hal, order.id)).toMatchObject({ status: "cancelled" });
  });

  it("is cancelled with its stock back when staff refund it before collection; the money goes back", async () => {
    const ivy = await createSignedInUser(testApp);
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const product = productIds[2]!;
    await setStock(product, 4);
    const order = await placed(ivy, [{ productId: product, quantity: 1 }]);
    await fundUser(testApp, ivy.userId, { balance: order.total });
    const paid = (await payShopOrder(ivy, order.id, "balance")).json() as Schemas["CheckoutResult"];
    expect((await stockOf(product)).stock).toBe(3);
    const refund = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paid.paymentId}/refund`,
      headers: admin.headers,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await shopOrderOf(ivy, order.id)).toMatchObject({ status: "cancelled", paid: 0 });
    expect((await stockOf(product)).stock).toBe(4);
    expect((await heldFunds(testApp, ivy.userId)).balance).toBe(order.total);
    await expectLedgerBalanced(testApp, ivy.userId);
  });
});

function collect(
  shopOrderId: number,
  staff: SignedInUser,
  proof: { pickUpCode?: string | null; idCheck?: { idLast4: string } },
) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/shop-orders/${shopOrderId}/fulfilment`,
    headers: staff.headers,
    payload: { status: "collected", ...proof },
  });
}

/** A paid shop order moved to ready by `staff`, with the pick-up code its customer is shown. */
async function readyOrder(
  customer: SignedInUser,
  staff: SignedInUser,
): Promise<{ order: ShopOrder; code: string }> {
  const order = await placed(customer, [{ productId: productIds[5]!, quantity: 1 }]);
  await fundUser(testApp, customer.userId, { balance: order.total });
  await payShopOrder(customer, order.id, "balance");
  for (const status of ["picked", "ready"]) {
    const answer = await testApp.app.inject({
      method: "POST",
      url: `/staff/shop-orders/${order.id}/fulfilment`,
      headers: staff.headers,
      payload: { status },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const shown = await shopOrderOf(customer, order.id);
  return { order: shown, code: shown.pickUp.code ?? "" };
}

describe("fulfilling shop orders in the console", () => {
  it("moves a paid order paid → picked → ready → collected, one step at a time, telling the customer when ready", async () => {
    const jo = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [hubId] });
    const order = await placed(jo, [{ productId: productIds[5]!, quantity: 1 }]);
    const step = (status: string, staff = dispatcher) =>
      testApp.app.inject({
        method: "POST",
        url: `/staff/shop-orders/${order.id}/fulfilment`,
        headers: staff.headers,
        payload: { status },
      });
    const unpaid = await step("picked");
    expect(unpaid.statusCode).toBe(409);
    expect((unpaid.json() as { message: string }).message).toMatch(/not paid yet/);
    await fundUser(testApp, jo.userId, { balance: order.total });
    await payShopOrder(jo, order.id, "balance");

    const list = await testApp.app.inject({
      method: "GET",
      url: "/staff/shop-orders?status=paid",
      headers: dispatcher.headers,
    });
    expect((list.json() as Schemas["StaffShopOrderPage"]).items.map((item) => item.id)).toContain(order.id);

    const skipped = await step("ready");
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({
      message: expect.stringMatching(/can only become picked .* is paid\)$/),
    });
    const parallel = await Promise.all(Array.from({ length: 10 }, () => step("picked")));
    expect(parallel.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await step("collected")).statusCode).toBe(400); // no code: asked before the step is judged
    const early = await collect(order.id, dispatcher, { pickUpCode: "ABCDEFGH" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: expect.stringMatching(/can only become ready .* is picked\)$/),
    });
    const ready = await step("ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: "ready",
      customer: { id: jo.userId },
      pickUp: { code: null },
    });
    const told = await testApp.database.db.select().from(messages).where(eq(messages.userId, jo.userId));
    expect(told.map((message) => message.title)).toContain("Shop order ready");
    const { code } = (await shopOrderOf(jo, order.id)).pickUp;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const collected = await collect(order.id, dispatcher, { pickUpCode: code });
    expect(collected.json()).toMatchObject({ status: "collected" });
    expect((collected.json() as ShopOrder).collectedAt).not.toBeNull();
    expect((await collect(order.id, dispatcher, { pickUpCode: code })).statusCode).toBe(409);
    expect((await shopOrderOf(jo, order.id)).pickUp.code).toBeNull();
  });

  it("keeps a dispatcher to their own hubs and customers and editors out", async () => {
    const kim = await createSignedInUser(testApp);
    const hubs = (await testApp.app.inject("/hubs-for-index")).json() as { id: number }[];
    const otherHub = hubs.find((hub) => hub.id !== hubId)!.id;
    const elsewhere = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [otherHub] });
    const editor = await createStaffUser(testApp, { staffRole: "editor" });
    const order = await placed(kim, [{ productId: productIds[5]!, quantity: 1 }]);
    await fundUser(testApp, kim.userId, { balance: order.total });
    await payShopOrder(kim, order.id, "balance");
    const move = (user: SignedInUser) =>
      testApp.app.inject({
        method: "POST",
        url: `/staff/shop-orders/${order.id}/fulfilment`,
        headers: user.headers,
        payload: { status: "picked" },
      });
    // Another hub's shop order answers as a missing one (src/http/staff-hub-scope.ts).
    expect((await move(elsewhere)).statusCode).toBe(404);
    expect((await move(editor)).statusCode).toBe(403);
    expect((await move(kim)).statusCode).toBe(403);
    const theirs = await testApp.app.inject({
      method: "GET",
      url: "/staff/shop-orders",
      headers: elsewhere.headers,
    });
    const ids = (theirs.json() as Schemas["StaffShopOrderPage"]).items.map((item) => item.id);
    expect(ids).not.toContain(order.id);
    const rows = await testApp.database.db
      .select({ status: shopOrders.status })
      .from(shopOrders)
      .where(inArray(shopOrders.id, [order.id]));
    expect(rows).toEqual([{ status: "paid" }]);
    expect(
      (
        await testApp.database.db.execute(
          sql`select count(*)::int as n from shop_orders where paid_cents > total_cents`,
        )
      ).rows,
    ).toEqual([{ n: 0 }]);
  });
});

describe("handing a shop order over at the counter", () => {
  it("shows the customer the pick-up code and the hub's pick-up hours once the order is ready, never staff", async () => {
    const lee = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [hubId] });
    const placedOrder = await placed(lee, [{ productId: productIds[5]!, quantity: 1 }]);
    expect(placedOrder.pickUp.code).toBeNull();
    expect(placedOrder.pickUp.hours.length).toBeGreaterThan(0);
    expect(placedOrder.pickUp.hours[0]).toMatchObject({
      days: expect.any(String),
      hours: expect.any(String),
    });
    expect(placedOrder.pickUp.zone).toMatch(/ Time( \([A-Z]+\))?$/); // e.g. "Pacific Time (PT)"

    const { order, code } = await readyOrder(lee, dispatcher);
    expect(order.status).toBe("ready");
    expect(code).toHaveLength(8);
    const staffList = await testApp.app.inject({
      method: "GET",
      url: "/staff/shop-orders?status=ready",
      headers: dispatcher.headers,
    });
    const staffView = (staffList.json() as Schemas["StaffShopOrderPage"]).items.find(
      (item) => item.id === order.id,
    );
    expect(staffView?.pickUp.code).toBeNull();
    expect(staffList.body).not.toContain(code);
  });

  it("refuses in words a hand-over without proof (400), with another code (409) or a malformed ID check (400)", async () => {
    const max = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [hubId] });
    const { order, code } = await readyOrder(max, dispatcher);
    const none = await collect(order.id, dispatcher, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message:
        "Hand the order over against the customer's pick-up code, or record an ID check with the last 4 characters of their ID",
    });
    const wrong = code.startsWith("A") ? "B" + code.slice(1) : "A" + code.slice(1);
    const refused = await collect(order.id, dispatcher, { pickUpCode: wrong });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `The pick-up code does not match this shop order; ask the customer for the code on their shop order page, or check their ID (${order.number})`,
    });
    const badId = await collect(order.id, dispatcher, { idCheck: { idLast4: "12" } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({
      message: "Enter the last 4 letters or digits of the customer's ID",
    });
    const both = await collect(order.id, dispatcher, { pickUpCode: code, idCheck: { idLast4: "1234" } });
    expect(both.statusCode).toBe(400);
    const [row] = await testApp.database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row?.status).toBe("ready");
    // The code is read as people type it: any case, with spaces or a dash.
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    expect((await collect(order.id, dispatcher, { pickUpCode: typed })).statusCode).toBe(200);
  });

  it("hands over to exactly one of 20 parallel collections against the right code", async () => {
    const ada = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [hubId] });
    const { order, code } = await readyOrder(ada, dispatcher);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => collect(order.id, dispatcher, { pickUpCode: code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const refusals = answers.filter((answer) => answer.statusCode === 409);
    expect(refusals[0]?.json()).toMatchObject({ message: expect.stringMatching(/already collected/) });
    const steps = await testApp.database.db
      .select()
      .from(shopOrderSteps)
      .where(eq(shopOrderSteps.shopOrderId, order.id));
    expect(steps.filter((one) => one.status === "collected")).toHaveLength(1);
  });

  it("records who made each step and when, and an ID check with the ID's last 4 characters in the audit", async () => {
    const eve = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, {
      staffRole: "dispatcher",
      hubIds: [hubId],
      firstName: "Rita",
      lastName: "Counter",
    });
    const { order } = await readyOrder(eve, dispatcher);
    const handed = await collect(order.id, dispatcher, { idCheck: { idLast4: "x7k9" } });
    expect(handed.statusCode, handed.body).toBe(200);
    const view = handed.json() as Schemas["StaffShopOrder"];
    expect(view.steps.map((one) => [one.status, one.byName, one.proof, one.idLast4])).toEqual([
      ["picked", "Rita Counter", null, null],
      ["ready", "Rita Counter", null, null],
      ["collected", "Rita Counter", "id-check", "X7K9"],
    ]);
    expect(view.steps.every((one) => !Number.isNaN(Date.parse(one.at)))).toBe(true);
    const [audit] = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "advanceShopOrder"), eq(staffAuditLog.targetId, String(order.id))))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit?.after).toEqual({
      status: "collected",
      staffName: "Rita Counter",
      proof: "id-check",
      idLast4: "X7K9",
    });
  });
});
