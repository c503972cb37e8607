import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type PriceList = Schemas["HubPriceList"];

let testApp: TestApp;
let catalogue: Catalogue;
let editor: SignedInUser;
let finance: SignedInUser;
let hub: { id: number; timeZone: string };
let crossDock: number;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  finance = await createStaffUser(testApp, { staffRole: "finance" });
  hub = catalogue.hub("columbus");
  crossDock = catalogue.service("cross-dock");
});
afterAll(() => testApp.close());

async function readList(as = editor): Promise<PriceList> {
  const response = await testApp.app.inject({ url: `/staff/hubs/${hub.id}/prices`, headers: as.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as PriceList;
}

function change(
  body: unknown,
  { as = editor, hubId = hub.id as number | string, type = "application/json" } = {},
) {
  return testApp.app.inject({
    method: "PUT",
    url: `/staff/hubs/${hubId}/prices`,
    headers: { ...as.headers, "content-type": type },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function regularRow(list: PriceList) {
  const row = list.prices.find((entry) => entry.serviceId === crossDock && entry.pricingTier === 0);
  if (!row) throw new Error("no Regular cross-dock price");
  const { serviceName: _name, ...rest } = row;
  return rest;
}

let week = 0;
function mondayNine(): string {
  week += 1;
  return slotAt(hub, addLocalDays("2032-03-01", 7 * week), 9);
}

function book(customer: SignedInUser, timeFrom: string) {
  return bookJson(testApp, customer, {
    hubId: hub.id,
    serviceId: crossDock,
    timeFrom,
    quantity: 30,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  });
}

describe("a hub's price list", () => {
  it("changes what new bookings are charged, while an order booked before keeps its price", async () => {
    const customer = await createSignedInUser(testApp);
    const before = (await book(customer, mondayNine())).json() as Order;
    const list = await readList();
    const row = regularRow(list);
    expect(before.price).toBe(row.price);
    // The public quote is a shared, cached read: it is read once before the change so a stale copy would show.
    const quoteUrl = `/price-for-index?${new URLSearchParams({ hub: String(hub.id), service: String(crossDock), dateTime: mondayNine() })}`;
    expect(((await testApp.app.inject({ url: quoteUrl })).json() as { price: number }).price).toBe(row.price);

    const saved = await change({ version: list.version, prices: [{ ...row, price: row.price + 111 }] });
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as PriceList;
    expect(after.version).toBe(list.version + 1);
    expect(regularRow(after).price).toBe(row.price + 111);

    expect(((await testApp.app.inject({ url: quoteUrl })).json() as { price: number }).price).toBe(
      row.price + 111,
    );
    const later = (await book(customer, mondayNine())).json() as Order;
    expect(later.price).toBe(row.price + 111);
    const reread = await testApp.app.inject({ url: `/order/${before.id}`, headers: customer.headers });
    expect((reread.json() as Order).price).toBe(row.price);
  });

  it("refuses a save made from an older version (409) instead of overwriting the other editor's change", async () => {
    const list = await readList();
    const row = regularRow(list);
    const first = await change({ version: list.version, prices: [{ ...row, price: row.price + 1 }] });
    expect(first.statusCode).toBe(200);
    const second = await change({ version: list.version, prices: [{ ...row, price: row.price + 2 }] });
    expect(second.statusCode).toBe(409);
    expect((second.json() as { message: string }).message).toMatch(/changed by someone else/);
    expect(regularRow(await readList()).price).toBe(row.price + 1);
  });

  it("lets exactly one of 20 editors saving the same version at once win; the others get 409", async () => {
    const list = await readList();
    const row = regularRow(list);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        change({ version: list.version, prices: [{ ...row, price: 5_000 + index }] }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as PriceList;
    expect(await readList()).toEqual(winner);
  });

  it("is changed by editors and admins only, and read by them", async () => {
    const list = await readList();
    const body = { version: list.version, prices: [] };
    const customer = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    for (const as of [finance, dispatcher, customer]) {
      expect((await change(body, { as })).statusCode).toBe(403);
      const read = await testApp.app.inject({ url: `/staff/hubs/${hub.id}/prices`, headers: as.headers });
      expect(read.statusCode).toBe(403);
    }
    const anonymous = await testApp.app.inject({
      method: "PUT",
      url: `/staff/hubs/${hub.id}/prices`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("records each save in the audit log with the editor", async () => {
    const list = await readList();
    await change({ version: list.version, prices: [regularRow(list)] });
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const log = await testApp.app.inject({
      url: `/staff/audit-log?action=changeHubPriceList&targetId=${hub.id}`,
      headers: admin.headers,
    });
    const entries = (log.json() as { items: { actorUserId: number }[] }).items;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]?.actorUserId).toBe(editor.userId);
  });

  it("refuses, with 400 and nothing saved, repeats, services the hub does not offer, bad money and bad bodies", async () => {
    const list = await readList();
    const row = regularRow(list);
    const cases: [unknown, RegExp][] = [
      [{ version: list.version, prices: [row, row] }, /repeats service/],
      [{ version: list.version, prices: [{ ...row, serviceId: 99_999 }] }, /does not offer service 99999/],
      [{ version: list.version, prices: [{ ...row, price: -1 }] }, /price/],
      [{ version: list.version, prices: [{ ...row, afterHoursFee: 1e20 }] }, /afterHoursFee/],
      [{ version: list.version, prices: [{ ...row, firstHourFee: 2.5 }] }, /firstHourFee/],
      [{ version: list.version, prices: [{ ...row, pricingTier: 7 }] }, /pricingTier/],
      [{ version: 0, prices: [] }, /version/],
      [{ version: "\u0000", prices: [] }, /version/],
      [{ prices: [] }, /version/],
      ["{", /JSON|body/i],
    ];
    for (const [body, message] of cases) {
      const response = await change(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    for (const text of naughtyStrings().slice(0, 40)) {
      expect(
        (await change({ version: list.version, prices: [{ ...row, price: text }] })).statusCode,
        text,
      ).toBe(400);
    }
    for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
      const response = await change(`version=${list.version}`, { type });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
    expect(await readList()).toEqual(list);
  });

  it("answers 404 for a hub that does not exist and 400 for an id that is not one", async () => {
    expect((await change({ version: 1, prices: [] }, { hubId: 99_999 })).statusCode).toBe(404);
    for (const hubId of ["abc", "1e20", "-1", "%00"]) {
      expect((await change({ version: 1, prices: [] }, { hubId })).statusCode).toBe(400);
    }
  });
});
