import { canTransition } from "@freight/domain/orders/order-lifecycle";
import { ORDER_STATUSES } from "@freight/domain/orders/order-status";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hubServicePrices, messages, orders, outbox } from "../src/db/schema/index.js";
import { recordInvoicePayment, recordOrderPayment } from "../src/orders/order-lifecycle-service.js";
import {
  bookJson,
  bookMultipart,
  loadCatalogue,
  pngBytes,
  setSlotCapacity,
  slotAt,
  svgBytes,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestClock } from "./test-clock.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let alice: SignedInUser;
let bob: SignedInUser;
let staff: SignedInUser;
let reno: { id: number; timeZone: string };
/** The clock the orders feature judges cutoffs and holds by. */
const clock = createTestClock();

beforeAll(async () => {
  testApp = await createTestApp({
    orders: { now: clock.now },
  });
  catalogue = await loadCatalogue(testApp);
  alice = await createSignedInUser(testApp);
  bob = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp);
  reno = catalogue.hub("reno");
});
afterAll(() => testApp.close());
beforeEach(clock.reset);

let week = 0;
function input(overrides: Partial<OrderInput> = {}): OrderInput {
  week += 1;
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2031-01-06", 7 * week), 9),
    quantity: 20,
    driverName: "Dana Driver",
    ...overrides,
  };
}

async function book(user: SignedInUser = alice, overrides: Partial<OrderInput> = {}): Promise<Order> {
  const response = await bookJson(testApp, user, input(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

function inject(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  user: SignedInUser | null,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

async function setStatus(orderId: number, status: string) {
  await testApp.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

async function timeline(orderId: number, user: SignedInUser = alice) {
  return (await inject("GET", `/order/${orderId}/timeline`, user)).json() as {
    fromStatus: string | null;
    toStatus: string;
    actor: string;
    note: string;
  }[];
}

describe("staff transitions", () => {
  it("allows exactly the staff moves of the transition table and refuses every other with 409", async () => {
    const order = await book();
    const mismatches: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        await setStatus(order.id, from);
        const response = await inject("POST", `/staff/orders/${order.id}/status`, staff, {
          status: to,
          note: "Checked with the driver",
        });
        const expected = canTransition(from, to, "staff") ? 200 : 409;
        if (response.statusCode !== expected) mismatches.push(`${from} -> ${to}: ${response.statusCode}`);
        if (expected === 200 && (response.json() as Order).status !== to)
          mismatches.push(`${from} -> ${to}: status`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("asks for a reason, which the customer reads, to stop, fail or cancel an order", async () => {
    const order = await book();
    for (const status of ["needsAttention", "failed", "cancelled"]) {
      const response = await inject("POST", `/staff/orders/${order.id}/status`, staff, {
        status,
        note: "  ",
      });
      expect(response.statusCode, status).toBe(400);
      expect((response.json() as { message: string }).message).toContain(status);
    }
    expect((await timeline(order.id)).map((step) => step.toStatus)).toEqual(["new"]);
  });

  it("explains a refused move", async () => {
    const order = await book();
    await setStatus(order.id, "closed");
    const response = await inject("POST", `/staff/orders/${order.id}/status`, staff, {
      status: "inProgress",
    });
    expect(response.statusCode).toBe(409);
    expect((response.json() as { message: string }).message).toBe(
      "The order is closed and can no longer change",
    );
  });

  it("runs an order through the dock and records every step in the timeline with who moved it", async () => {
    const order = await book();
    for (const status of ["accepted", "arrivedToHub", "inProgress", "processed", "closed"]) {
      const response = await inject("POST", `/staff/orders/${order.id}/status`, staff, {
        status,
        note: `to ${status}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const steps = await timeline(order.id);
    expect(steps.map((step) => [step.fromStatus, step.toStatus, step.actor])).toEqual([
      [null, "new", "customer"],
      ["new", "accepted", "staff"],
      ["accepted", "arrivedToHub", "staff"],
      ["arrivedToHub", "inProgress", "staff"],
      ["inProgress", "processed", "staff"],
      ["processed", "closed", "staff"],
    ]);
    expect(steps[1]?.note).toBe("to accepted");
    // Staff read the same timeline; another customer cannot.
    expect(await timeline(order.id, staff)).toHaveLength(6);
    expect((await inject("GET", `/order/${order.id}/timeline`, bob)).statusCode).toBe(404);
  });

  it("messages the customer in-app and by e-mail (their default preference) for each change", async () => {
    const order = await book(bob);
    await inject("POST", `/staff/orders/${order.id}/status`, staff, { status: "accepted" });
    const inApp = await testApp.database.db.select().from(messages).where(eq(messages.userId, bob.userId));
    expect(inApp.some((message) => message.text === `Order ${order.number} is accepted by the hub.`)).toBe(
      true,
    );
    const mails = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, bob.email), eq(outbox.purpose, "order-update")));
    // The branded e-mail's plain text says it; the company's footer (name, address, contacts) follows it.
    expect(
      mails.some((mail) => mail.body.includes(`\nOrder ${order.number} is accepted by the hub.\n`)),
      mails.map((mail) => mail.body).join("\n---\n"),
    ).toBe(true);
  });

  it("lets staff list every customer's orders with the customer named, filtered by status", async () => {
    const aliceOrder = await book(alice);
    const bobOrder = await book(bob);
    await inject("POST", `/staff/orders/${bobOrder.id}/status`, staff, { status: "accepted" });
    const all = (await inject("GET", "/staff/orders?limit=100", staff)).json() as { items: Order[] };
    const ids = all.items.map((order) => order.id);
    expect(ids).toEqual(expect.arrayContaining([aliceOrder.id, bobOrder.id]));
    expect(all.items.find((order) => order.id === bobOrder.id)?.customer?.email).toBe(bob.email);
    const accepted = (
      await inject("GET", `/staff/orders?status=accepted&customerId=${bob.userId}`, staff)
    ).json() as {
      items: Order[];
    };
    expect(accepted.items.map((order) => order.id)).toContain(bobOrder.id);
    expect(accepted.items.every((order) => order.status === "accepted")).toBe(true);
  });

  it.each([
    ["GET", "/staff/orders"],
    ["POST", "/staff/orders/1/status", { status: "accepted" }],
    ["POST", "/staff/orders/1/notes", { note: "x" }],
    ["POST", "/staff/orders/1/invoices", { amount: 100 }],
    ["PATCH", "/staff/invoices/1", { status: 1 }],
  ] as const)(
    "answers 403 to a customer and 401 to no one for %s %s",
    async (method, url, payload?: object) => {
      expect((await inject(method, url, alice, payload)).statusCode).toBe(403);
      expect((await inject(method, url, null, payload)).statusCode).toBe(401);
    },
  );

  it("answers 404 for an unknown order and 400 for an unknown status", async () => {
    expect(
      (await inject("POST", "/staff/orders/999999/status", staff, { status: "accepted" })).statusCode,
    ).toBe(404);
    expect((await inject("POST", "/staff/orders/1/status", staff, { status: "done" })).statusCode).toBe(400);
  });
});

describe("customer changes", () => {
  it("cancels a new or accepted order before the cutoff and refuses once the driver arrived", async () => {
    const fresh = await book();
    const cancelled = await inject("PATCH", "/order-cancel", alice, { id: fresh.id });
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as Order).status).toBe("cancelledByUser");

    const accepted = await book();
    await setStatus(accepted.id, "accepted");
    expect((await inject("PATCH", "/order-cancel", alice, { id: accepted.id })).statusCode).toBe(200);

    const arrived = await book();
    await setStatus(arrived.id, "arrivedToHub");
    const refused = await inject("PATCH", "/order-cancel", alice, { id: arrived.id });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toMatch(/can no longer be changed online/);
  });

  it("refuses to cancel or edit within 2 hours of the slot", async () => {
    const order = await book();
    clock.set(new Date(Date.parse(order.timeFrom) - 90 * 60_000));
    const cancel = await inject("PATCH", "/order-cancel", alice, { id: order.id });
    expect(cancel.statusCode).toBe(409);
    expect((cancel.json() as { message: string }).message).toMatch(/2 hours before the slot/);
    const patch = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: alice.headers,
      payload: { ...input(), timeFrom: order.timeFrom },
    });
    expect(patch.statusCode).toBe(409);
  });

  it("answers 404 when cancelling another customer's order", async () => {
    const order = await book(bob);
    expect((await inject("PATCH", "/order-cancel", alice, { id: order.id })).statusCode).toBe(404);
  });

  it("saves changes, re-pricing from stored prices and adding new notes and files (multipart)", async () => {
    const order = await book(alice, { quantity: 10 });
    const changed = {
      ...input(),
      timeFrom: order.timeFrom,
      quantity: 40,
      truckNumber: "TRK-7",
      notes: [{ note: "Call before arrival" }],
    };
    const response = await bookMultipart(
      testApp,
      alice,
      changed,
      [{ name: "dock.png", bytes: pngBytes }],
      "PATCH",
      `/order/${order.id}`,
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json() as Order;
    expect(saved.quantity).toBe(40);
    expect(saved.truckNumber).toBe("TRK-7");
    expect(saved.linePrice).toBe(Math.max(saved.price * 40, saved.hub.minimalCharge));
    expect(saved.number).toBe(order.number);
    expect(saved.notes.map((note) => note.note)).toEqual(["Call before arrival"]);
    expect(saved.notes[0]?.files.map((file) => file.fileName)).toEqual(["dock.png"]);
    // Sending the same notes back does not duplicate them.
    const again = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: alice.headers,
      payload: changed,
    });
    expect((again.json() as Order).notes).toHaveLength(1);
  });

  it("re-checks capacity when an edit moves the order to a full slot", async () => {
    const markham = catalogue.hub("markham");
    await setSlotCapacity(testApp, markham.id, 1);
    const full = slotAt(markham, "2031-06-02", 9);
    await book(bob, { hubId: markham.id, timeFrom: full });
    const order = await book(alice, { hubId: markham.id, timeFrom: slotAt(markham, "2031-06-02", 12) });
    const response = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: alice.headers,
      payload: { ...input(), hubId: markham.id, timeFrom: full },
    });
    expect(response.statusCode).toBe(409);
    // Keeping its own slot is fine even though the hub is at capacity there.
    const keep = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: alice.headers,
      payload: { ...input(), hubId: markham.id, timeFrom: order.timeFrom, quantity: 3 },
    });
    expect(keep.statusCode).toBe(200);
  });

  it("refuses edits to another customer's order with 404 and bad input with 400", async () => {
    const order = await book(bob);
    const other = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: alice.headers,
      payload: input(),
    });
    expect(other.statusCode).toBe(404);
    const bad = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: bob.headers,
      payload: { ...input(), quantity: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes an unpaid new pre-order and refuses a paid or accepted one", async () => {
    const preOrder = await book();
    expect((await inject("DELETE", `/order/${preOrder.id}`, alice)).statusCode).toBe(204);
    expect((await inject("GET", `/order/${preOrder.id}`, alice)).statusCode).toBe(404);

    const paid = await book();
    await testApp.database.db.transaction((tx) => recordOrderPayment(tx, paid.id, 100));
    expect((await inject("DELETE", `/order/${paid.id}`, alice)).statusCode).toBe(409);

    const accepted = await book();
    await setStatus(accepted.id, "accepted");
    expect((await inject("DELETE", `/order/${accepted.id}`, alice)).statusCode).toBe(409);
    expect((await inject("DELETE", `/order/${accepted.id}`, bob)).statusCode).toBe(404);
  });

  it("refuses to delete a pre-order whose payment was started (409, nothing lost), and deletes once of 20 at once", async () => {
    const paying = await book();
    const checkout = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { ...alice.headers, "idempotency-key": `delete-${paying.id}-checkout` },
      payload: {
        flow: "post-payment",
        method: "card",
        orderId: paying.id,
        useBonuses: false,
        useBalance: false,
      },
    });
    expect(checkout.statusCode, checkout.body).toBeLessThan(300);
    const refused = await inject("DELETE", `/order/${paying.id}`, alice);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/payment/);
    expect((await inject("GET", `/order/${paying.id}`, alice)).statusCode).toBe(200);

    const preOrder = await book();
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => inject("DELETE", `/order/${preOrder.id}`, alice)))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 204).every((status) => status === 404)).toBe(true);
  });

  it("pay-cancels a new unpaid order and refuses once it is accepted", async () => {
    const order = await book();
    const response = await inject("POST", "/order-pay-cancel", alice, { id: order.id });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Order).status).toBe("payCancelled");
    const accepted = await book();
    await setStatus(accepted.id, "accepted");
    expect((await inject("POST", "/order-pay-cancel", alice, { id: accepted.id })).statusCode).toBe(409);
  });
});

describe("repeat and duplicate", () => {
  it("repeats an order at a new slot with today's prices, and needs the new slot", async () => {
    const extra = catalogue.extras[0];
    const order = await book(alice, { products: extra ? [{ id: extra.id, amount: 2 }] : [] });
    expect((await inject("POST", `/order/${order.id}/repeat`, alice, {})).statusCode).toBe(400);

    await testApp.database.db
      .update(hubServicePrices)
      .set({ price: order.price + 100 })
      .where(and(eq(hubServicePrices.hubId, reno.id), eq(hubServicePrices.serviceId, order.service.id)));
    const timeFrom = input().timeFrom;
    const response = await inject("POST", `/order/${order.id}/repeat`, alice, { timeFrom });
    expect(response.statusCode).toBe(201);
    const repeated = response.json() as Order;
    expect(repeated.id).not.toBe(order.id);
    expect(repeated.number).not.toBe(order.number);
    expect(repeated.timeFrom).toBe(timeFrom);
    expect(repeated.price).toBe(order.price + 100);
    expect(repeated.quantity).toBe(order.quantity);
    expect(repeated.products).toEqual(order.products);
    expect(repeated.status).toBe("new");
  });

  it("duplicates an order into the same slot with its notes, unless that slot is full", async () => {
    const order = await book(alice, { notes: [{ note: "Side door" }] });
    const response = await inject("POST", `/order/${order.id}/duplicate`, alice);
    expect(response.statusCode).toBe(201);
    const copy = response.json() as Order;
    expect(copy.timeFrom).toBe(order.timeFrom);
    expect(copy.notes.map((note) => note.note)).toEqual(["Side door"]);
    expect(copy.checkInCode).not.toBe(order.checkInCode);

    await setSlotCapacity(testApp, reno.id, 2);
    expect((await inject("POST", `/order/${order.id}/duplicate`, alice)).statusCode).toBe(409);
    await setSlotCapacity(testApp, reno.id, 6);
  });

  it("answers 404 for another customer's order", async () => {
    const order = await book(bob);
    expect((await inject("POST", `/order/${order.id}/duplicate`, alice)).statusCode).toBe(404);
    expect(
      (await inject("POST", `/order/${order.id}/repeat`, alice, { timeFrom: input().timeFrom })).statusCode,
    ).toBe(404);
  });
});

describe("notes and files", () => {
  function noteForm(orderId: number, note: string, files: { name: string; bytes: Uint8Array }[] = []) {
    const form = new FormData();
    form.append("orderId", String(orderId));
    form.append("note", note);
    for (const file of files) form.append("files", new Blob([file.bytes]), file.name);
    return form;
  }

  it("adds a note with files to the customer's order", async () => {
    const order = await book();
    const response = await testApp.app.inject({
      method: "POST",
      url: "/fborders/files",
      headers: alice.headers,
      body: noteForm(order.id, "Seal 4471", [{ name: "seal.png", bytes: pngBytes }]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ note: "Seal 4471", files: [{ fileName: "seal.png" }] });
    const read = (await inject("GET", `/order/${order.id}`, alice)).json() as Order;
    expect(read.notes.map((note) => note.note)).toEqual(["Seal 4471"]);
  });

  it("refuses another customer's order (404) and an SVG (400)", async () => {
    const order = await book(bob);
    const other = await testApp.app.inject({
      method: "POST",
      url: "/fborders/files",
      headers: alice.headers,
      body: noteForm(order.id, "x"),
    });
    expect(other.statusCode).toBe(404);
    const svg = await testApp.app.inject({
      method: "POST",
      url: "/fborders/files",
      headers: bob.headers,
      body: noteForm(order.id, "x", [{ name: "a.svg", bytes: svgBytes }]),
    });
    expect(svg.statusCode).toBe(400);
  });

  it("lets staff add a note to any order", async () => {
    const order = await book(bob);
    const response = await inject("POST", `/staff/orders/${order.id}/notes`, staff, {
      note: "Dock 4",
      isInternal: false,
    });
    expect(response.statusCode).toBe(201);
    const read = (await inject("GET", `/order/${order.id}`, bob)).json() as Order;
    expect(read.notes.map((note) => note.note)).toContain("Dock 4");
  });
});

describe("invoices", () => {
  it("issues an invoice the customer sees and must pay; paying it makes the order paid", async () => {
    const order = await book();
    await testApp.database.db.transaction((tx) => recordOrderPayment(tx, order.id, order.total));
    expect(((await inject("GET", `/order/${order.id}`, alice)).json() as Order).billingStatus).toBe("paid");

    // The order is paid: detention found afterwards is a supplementary charge (invoices-owed.test.ts has the rule).
    const response = await inject("POST", `/staff/orders/${order.id}/invoices`, staff, {
      amount: 2_500,
      kind: "supplementary",
      reason: "Detention",
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json() as {
      id: number;
      number: string;
      status: number;
      issuedAt: string | null;
    };
    expect(invoice.number).toMatch(/^INV-\d{7}$/);
    expect(invoice.status).toBe(1);
    expect(invoice.issuedAt).not.toBeNull();

    const read = (await inject("GET", `/order/${order.id}`, alice)).json() as Order;
    expect(read.billingStatus).toBe("toPay");
    expect(read.totalInvoices).toBe(2_500);
    expect(((await inject("GET", `/order/${order.id}/invoices`, alice)).json() as unknown[]).length).toBe(1);

    await testApp.database.db.transaction((tx) => recordInvoicePayment(tx, invoice.id));
    const paid = (await inject("GET", `/order/${order.id}`, alice)).json() as Order;
    expect(paid.billingStatus).toBe("paid");
    expect(paid.totalPaid).toBe(order.total + 2_500);
    expect(paid.invoices[0]?.status).toBe(3);
  });

  it("keeps drafts from the customer until staff issue them, and follows the invoice transition table", async () => {
    const order = await book();
    const draft = (
      await inject("POST", `/staff/orders/${order.id}/invoices`, staff, { amount: 900, draft: true })
    ).json() as {
      id: number;
      status: number;
    };
    expect(draft.status).toBe(0);
    expect((await inject("GET", `/order/${order.id}/invoices`, alice)).json()).toEqual([]);
    expect((await inject("GET", `/order/${order.id}/invoices`, staff)).json()).toHaveLength(1);

    expect((await inject("PATCH", `/staff/invoices/${draft.id}`, staff, { status: 1 })).statusCode).toBe(200);
    expect((await inject("PATCH", `/staff/invoices/${draft.id}`, staff, { status: 2 })).statusCode).toBe(200);
    const paidByHand = await inject("PATCH", `/staff/invoices/${draft.id}`, staff, { status: 3 });
    expect(paidByHand.statusCode).toBe(400);
    expect((await inject("PATCH", `/staff/invoices/${draft.id}`, staff, { status: 4 })).statusCode).toBe(200);
    expect((await inject("PATCH", `/staff/invoices/${draft.id}`, staff, { status: 1 })).statusCode).toBe(409);
    expect((await inject("PATCH", "/staff/invoices/999999", staff, { status: 1 })).statusCode).toBe(404);
  });

  it("refuses a non-positive amount and a cancelled order", async () => {
    const order = await book();
    expect(
      (await inject("POST", `/staff/orders/${order.id}/invoices`, staff, { amount: 0 })).statusCode,
    ).toBe(400);
    await setStatus(order.id, "cancelledByUser");
    expect(
      (await inject("POST", `/staff/orders/${order.id}/invoices`, staff, { amount: 100 })).statusCode,
    ).toBe(409);
  });
});

describe("pre-payment hold", () => {
  it("holds the place while the pre-payment is pending and frees it when the hold expires", async () => {
    const greenville = catalogue.hub("greenville");
    await setSlotCapacity(testApp, greenville.id, 1);
    const slot = { hubId: greenville.id, timeFrom: slotAt(greenville, "2031-09-01", 9) };
    const held = await book(alice, { ...slot, paymentFlow: "pre-payment" });
    expect(held.billingStatus).toBe("toPay");
    expect(Date.parse(held.holdExpiresAt ?? "") - clock.now().getTime()).toBe(15 * 60_000);
    expect((await bookJson(testApp, bob, input(slot))).statusCode).toBe(409);

    clock.advance(16 * 60_000);
    expect((await bookJson(testApp, bob, input(slot))).statusCode).toBe(201);
    const expired = (await inject("GET", `/order/${held.id}`, alice)).json() as Order;
    expect(expired.status).toBe("payCancelled");
    expect(expired.holdExpiresAt).toBeNull();
    expect((await timeline(held.id)).at(-1)).toMatchObject({ toStatus: "payCancelled", actor: "system" });
  });

  it("keeps the place for good once the pre-payment is recorded", async () => {
    const order = await book(alice, { paymentFlow: "pre-payment" });
    await testApp.database.db.transaction((tx) => recordOrderPayment(tx, order.id, order.total));
    clock.advance(60 * 60_000);
    const read = (await inject("GET", `/order/${order.id}`, alice)).json() as Order;
    expect(read.holdExpiresAt).toBeNull();
    expect(read.billingStatus).toBe("paid");
    expect(read.status).toBe("new");
  });
});
