import { readdir } from "node:fs/promises";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFiles, orders } from "../src/db/schema/index.js";
import {
  bookMultipart,
  loadCatalogue,
  pngBytes,
  setSlotCapacity,
  slotAt,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createSecondInstance, createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let second: { app: FastifyInstance; close(): Promise<void> };
let catalogue: Catalogue;
let week = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  second = await createSecondInstance(testApp);
  catalogue = await loadCatalogue(testApp);
});
afterAll(async () => {
  await second.close();
  await testApp.close();
});

function input(overrides: Partial<OrderInput> = {}): OrderInput {
  week += 1;
  const reno = catalogue.hub("reno");
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2032-03-01", 7 * week), 9),
    quantity: 30,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    ...overrides,
  };
}

function book(app: FastifyInstance, user: SignedInUser, body: unknown, key?: string) {
  return app.inject({
    method: "POST",
    url: "/order",
    headers: { ...user.headers, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload: body as object,
  });
}

async function ordersOf(user: SignedInUser) {
  return testApp.database.db.select().from(orders).where(eq(orders.customerId, user.userId));
}

describe("createOrder with an Idempotency-Key", () => {
  it("answers a retry with the order the first try booked, marked as a replay, and books once", async () => {
    const customer = await createSignedInUser(testApp);
    const booking = input();
    const first = await book(testApp.app, customer, booking, "booking-key-0001");
    const retry = await book(testApp.app, customer, booking, "booking-key-0001");
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect((retry.json() as Order).id).toBe((first.json() as Order).id);
    expect(await ordersOf(customer)).toHaveLength(1);
  });

  it("books exactly one order when 30 tries with one key arrive at once at two API instances", async () => {
    const customer = await createSignedInUser(testApp);
    const booking = input();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        book(index % 2 === 0 ? testApp.app : second.app, customer, booking, "parallel-key-0001"),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    expect(new Set(answers.map((answer) => (answer.json() as Order).id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(29);
    expect(await ordersOf(customer)).toHaveLength(1);
  });

  it("takes a slot's last place once for a retried booking, leaving it to nobody twice", async () => {
    const customer = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    const markham = catalogue.hub("markham");
    await setSlotCapacity(testApp, markham.id, 1);
    const booking = input({ hubId: markham.id, timeFrom: slotAt(markham, "2032-06-01", 9), quantity: 5 });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => book(testApp.app, customer, booking, "last-place-key-1")),
      book(second.app, other, booking, "last-place-key-1"),
    ]);
    const mine = answers.slice(0, 10).map((answer) => answer.statusCode);
    const theirs = answers[10]?.statusCode;
    // Either the customer's booking got the place (and every retry answers it) or the other customer did.
    if (theirs === 409) expect(mine).toEqual(Array(10).fill(201));
    else expect(mine).toEqual(Array(10).fill(409));
    await setSlotCapacity(testApp, markham.id, 20);
  });

  it("refuses the same key for a different booking with 409, booking nothing", async () => {
    const customer = await createSignedInUser(testApp);
    const first = await book(testApp.app, customer, input(), "reused-key-00001");
    expect(first.statusCode).toBe(201);
    const other = await book(testApp.app, customer, input(), "reused-key-00001");
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      message: expect.stringContaining("already used for a different booking"),
    });
    expect(await ordersOf(customer)).toHaveLength(1);
  });

  it("sees the same booking sent with its fields in another order as the same booking", async () => {
    const customer = await createSignedInUser(testApp);
    const booking = input();
    const reordered = Object.fromEntries(Object.entries(booking).reverse());
    const first = await book(testApp.app, customer, booking, "reordered-key-01");
    const retry = await book(testApp.app, customer, reordered, "reordered-key-01");
    expect(retry.statusCode).toBe(201);
    expect((retry.json() as Order).id).toBe((first.json() as Order).id);
  });

  it("keeps keys per customer: another customer's same key books their own order", async () => {
    const [ann, ben] = await Promise.all([createSignedInUser(testApp), createSignedInUser(testApp)]);
    const a = await book(testApp.app, ann, input(), "shared-key-00001");
    const b = await book(testApp.app, ben, input(), "shared-key-00001");
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((a.json() as Order).id).not.toBe((b.json() as Order).id);
  });

  it("stores a retried booking's files once", async () => {
    const customer = await createSignedInUser(testApp);
    const booking = input({ notes: [{ note: "Fragile" }] });
    const files = [{ name: "photo.png", bytes: pngBytes, type: "image/png" }];
    const send = () =>
      testApp.app.inject({
        method: "POST",
        url: "/order",
        headers: { ...customer.headers, "idempotency-key": "multipart-key-01" },
        body: (() => {
          const form = new FormData();
          form.append("order", JSON.stringify(booking));
          form.append("files", new Blob([pngBytes], { type: "image/png" }), "photo.png");
          return form;
        })(),
      });
    const [first, retry] = [await send(), await send()];
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    const orderId = (first.json() as Order).id;
    expect((retry.json() as Order).id).toBe(orderId);
    expect(
      await testApp.database.db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)),
    ).toHaveLength(1);
    // The replay's streamed copy was removed before its answer: one file on disk for the one row.
    const onDisk = await readdir(testApp.env.orderFilesDir ?? "", { recursive: true, withFileTypes: true });
    expect(onDisk.filter((entry) => entry.isFile())).toHaveLength(1);
    // Without the key the same upload books a second order, as before.
    expect((await bookMultipart(testApp, customer, booking, files)).statusCode).toBe(201);
  });

  it("remembers no refused try: a retry after the refusal's cause is gone books", async () => {
    const [customer, first] = await Promise.all([createSignedInUser(testApp), createSignedInUser(testApp)]);
    const columbus = catalogue.hub("columbus");
    await setSlotCapacity(testApp, columbus.id, 1);
    const booking = input({ hubId: columbus.id, timeFrom: slotAt(columbus, "2032-07-01", 12), quantity: 2 });
    expect((await book(testApp.app, first, booking)).statusCode).toBe(201);
    expect((await book(testApp.app, customer, booking, "after-refusal-01")).statusCode).toBe(409);
    await setSlotCapacity(testApp, columbus.id, 20);
    const retry = await book(testApp.app, customer, booking, "after-refusal-01");
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
  });

  it.each([
    ["too short", "short"],
    ["too long", "k".repeat(101)],
    ["a space", "has a space 123"],
    ["a NUL byte", "nul\u0000byte-key"],
    ["a lone surrogate", "surrogate-\ud800-key"],
    ["an emoji", "emoji-key-🚚-0001"],
  ])("answers 400 for a key with %s, booking nothing", async (_label, key) => {
    const customer = await createSignedInUser(testApp);
    const answer = await book(testApp.app, customer, input(), key);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: expect.stringMatching(/idempotency-key/i) });
    expect(await ordersOf(customer)).toHaveLength(0);
  });
});
