import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extraServices, staffAuditLog } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import {
  bookJson,
  loadCatalogue,
  slotAt,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type StaffExtraService = Schemas["StaffExtraService"];

let testApp: TestApp;
let editor: SignedInUser;
let customer: SignedInUser;
let catalogue: Catalogue;
let week = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  customer = await createSignedInUser(testApp);
  catalogue = await loadCatalogue(testApp);
});
afterAll(() => testApp.close());

async function list(): Promise<StaffExtraService[]> {
  const response = await testApp.app.inject({ url: "/staff/extra-services", headers: editor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffExtraService[];
}

async function extraOfType(type: StaffExtraService["type"]): Promise<StaffExtraService> {
  const extra = (await list()).find((candidate) => candidate.type === type && candidate.isOffered);
  if (!extra) throw new Error(`no ${type} extra`);
  return extra;
}

function change(extraId: number, body: unknown, as = editor) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/staff/extra-services/${extraId}`,
    headers: as.headers,
    payload: body as object,
  });
}

function add(body: unknown, as = editor) {
  return testApp.app.inject({
    method: "POST",
    url: "/staff/extra-services",
    headers: as.headers,
    payload: body as object,
  });
}

/** A booking at Reno on a Monday at 09:00, a week later each time so slots never fill. */
function booking(products: OrderInput["products"]): OrderInput {
  week += 1;
  const reno = catalogue.hub("reno");
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2031-03-03", 7 * week), 9),
    quantity: 10,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    products,
  };
}

async function publicExtras(): Promise<{ id: number; price: number }[]> {
  return (await testApp.app.inject("/extra-services")).json() as { id: number; price: number }[];
}

describe("extras edited in the console", () => {
  it("charges a new price to bookings made afterwards while an order booked before keeps its price", async () => {
    const extra = await extraOfType("reStackFix");
    const before = (
      await bookJson(testApp, customer, booking([{ id: extra.id, amount: 2 }]))
    ).json() as Order;
    expect(before.extras).toBe(extra.price * 2);

    const saved = await change(extra.id, {
      version: extra.version,
      price: extra.price + 1234,
      name: " Restack fix ",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Restack fix",
      price: extra.price + 1234,
      version: extra.version + 1,
    });
    expect((await publicExtras()).find((candidate) => candidate.id === extra.id)?.price).toBe(
      extra.price + 1234,
    );

    const after = (await bookJson(testApp, customer, booking([{ id: extra.id, amount: 2 }]))).json() as Order;
    expect(after.extras).toBe((extra.price + 1234) * 2);
    const kept = (
      await testApp.app.inject({ url: `/order/${before.id}`, headers: customer.headers })
    ).json() as Order;
    expect(kept.extras).toBe(extra.price * 2);

    const audited = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "changeStaffExtraService"),
          eq(staffAuditLog.targetId, String(extra.id)),
        ),
      );
    expect(audited.at(-1)?.before).toMatchObject({ price: extra.price });
    expect(audited.at(-1)?.after).toMatchObject({ price: extra.price + 1234 });
  });

  it("withdraws a hub extra: no longer listed or bookable, while an order that has it can still be edited", async () => {
    const created = await add({
      name: "Shrink wrap",
      type: "fee",
      unit: "pallet",
      price: 900,
      description: "Wrapped twice",
    });
    expect(created.statusCode, created.body).toBe(201);
    const extra = created.json() as StaffExtraService;
    expect(extra).toMatchObject({ name: "Shrink wrap", type: "fee", isOffered: true, version: 1 });
    expect((await publicExtras()).map((candidate) => candidate.id)).toContain(extra.id);
    const input = booking([{ id: extra.id, amount: 4 }]);
    const booked = (await bookJson(testApp, customer, input)).json() as Order;
    expect(booked.extras).toBe(3600);

    expect((await change(extra.id, { version: 1, isOffered: false })).statusCode).toBe(200);
    expect((await publicExtras()).map((candidate) => candidate.id)).not.toContain(extra.id);
    const refused = await bookJson(testApp, customer, booking([{ id: extra.id, amount: 1 }]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "Shrink wrap is no longer offered; remove it from the booking",
    });

    const edited = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${booked.id}`,
      headers: customer.headers,
      payload: { ...input, quantity: 12 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Order).products).toEqual([{ id: extra.id, amount: 4 }]);
  });

  it("keeps the pick-up and delivery legs offered and adds only hub extras", async () => {
    for (const type of ["pick-up", "delivery", "pickupAndDelivery"] as const) {
      const leg = await extraOfType(type);
      const response = await change(leg.id, { version: leg.version, isOffered: false });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/legs stay offered/) });
    }
    expect(
      (await add({ name: "Second pick-up", type: "pick-up", unit: "load", price: 100 })).statusCode,
    ).toBe(400);
  });

  it("gives parallel adds of one name distinct slugs and lets one of 20 parallel saves of a version win", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add({ name: "Pallet label", type: "fee", unit: "label", price: 150 })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(201));
    const rows = await testApp.database.db
      .select()
      .from(extraServices)
      .where(eq(extraServices.name, "Pallet label"));
    expect(new Set(rows.map((row) => row.slug)).size).toBe(10);
    const extra = answers[0]?.json() as StaffExtraService;
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, index) => change(extra.id, { version: 1, price: 100 + index })),
    );
    expect(saves.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
  });

  it("refuses blank, oversized and non-whole prices with a 400 and keeps hostile text as plain text", async () => {
    const extra = await extraOfType("storage");
    const bodies: unknown[] = [
      { name: "  " },
      { unit: "" },
      { price: -1 },
      { price: 1.5 },
      { price: 10_000_001 },
      { price: 1e300 },
      { price: "12" },
      { isOffered: "no" },
      { name: "x".repeat(121) },
      ...naughtyStrings()
        .slice(0, 20)
        .map((text) => ({ price: text })),
    ];
    for (const body of bodies) {
      const response = await change(extra.id, { version: extra.version, ...(body as object) });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const text of naughtyStrings().slice(0, 40)) {
      const response = await change(extra.id, { version: extra.version, description: text });
      expect([200, 400, 409], JSON.stringify(text)).toContain(response.statusCode);
      if (response.statusCode === 200) extra.version += 1;
    }
    expect((await add({ name: "Nothing", type: "fee", unit: "label", price: 10_000_001 })).statusCode).toBe(
      400,
    );
  });

  it("is open to editors and admins only and answers 404 for an unknown extra", async () => {
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    expect(
      (await testApp.app.inject({ url: "/staff/extra-services", headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await add({ name: "x", type: "fee", unit: "x", price: 1 }, dispatcher)).statusCode).toBe(403);
    expect((await change(2_000_000, { version: 1, name: "x" })).statusCode).toBe(404);
  });
});
