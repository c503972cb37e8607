import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type StaffHub = Schemas["StaffHub"];

let testApp: TestApp;
let editor: SignedInUser;
let catalogue: Catalogue;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  catalogue = await loadCatalogue(testApp);
});
afterAll(() => testApp.close());

async function read(hubId: number): Promise<StaffHub> {
  const response = await testApp.app.inject({ url: `/staff/hubs/${hubId}`, headers: editor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffHub;
}

function change(hubId: number, body: unknown, as = editor) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/staff/hubs/${hubId}`,
    headers: as.headers,
    payload: body as object,
  });
}

describe("a hub edited in the console", () => {
  it("changes details and the week's hours; public lists show them and the audit log keeps both sides", async () => {
    const hub = catalogue.hub("columbus");
    const current = await read(hub.id);
    expect(current.openingHours.length).toBeGreaterThan(0);
    const saved = await change(hub.id, {
      version: current.version,
      name: "  Columbus Cross-Dock  ",
      phone: "+1 614 555 0100",
      openingHours: [
        { weekday: 1, open: "06:00", close: "18:00" },
        { weekday: 5, open: "20:00", close: "04:00" },
        { weekday: 6, open: "04:00", close: "24:00" },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as StaffHub;
    expect(after).toMatchObject({
      name: "Columbus Cross-Dock",
      phone: "+1 614 555 0100",
      version: current.version + 1,
      openingHours: [
        { weekday: 1, open: "06:00", close: "18:00" },
        { weekday: 5, open: "20:00", close: "04:00" },
        { weekday: 6, open: "04:00", close: "24:00" },
      ],
    });
    const listed = (await testApp.app.inject("/hubs-for-index")).json() as { id: number; name: string }[];
    expect(listed.find((entry) => entry.id === hub.id)?.name).toBe("Columbus Cross-Dock");
    const audited = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "changeStaffHub"), eq(staffAuditLog.targetId, String(hub.id))));
    expect(audited.at(-1)?.before).toMatchObject({ name: current.name });
    expect(audited.at(-1)?.after).toMatchObject({ name: "Columbus Cross-Dock" });
    // Back as it was, for the other tests.
    expect((await change(hub.id, { ...current, version: after.version, id: undefined })).statusCode).toBe(
      200,
    );
  });

  it("charges bookings made after a minimal charge change the new minimum while an older order keeps its price", async () => {
    const hub = catalogue.hub("reno");
    const customer = await createSignedInUser(testApp);
    const book = async (week: number): Promise<Order> => {
      const response = await bookJson(testApp, customer, {
        hubId: hub.id,
        serviceId: catalogue.service("cross-dock"),
        timeFrom: slotAt(hub, addLocalDays("2032-03-01", 7 * week), 9),
        quantity: 1,
        driverName: "Dana Driver",
        driverPhone: "+15551230000",
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Order;
    };
    const current = await read(hub.id);
    const before = await book(1);
    const raised = current.minimalCharge + 50_000;
    expect((await change(hub.id, { version: current.version, minimalCharge: raised })).statusCode).toBe(200);
    const after = await book(2);
    expect(after.linePrice).toBe(raised);
    const again = await testApp.app.inject({ url: `/order/${before.id}`, headers: customer.headers });
    expect((again.json() as Order).linePrice).toBe(before.linePrice);
    expect(before.linePrice).toBeLessThan(raised);
    await change(hub.id, { version: current.version + 1, minimalCharge: current.minimalCharge });
  });

  it("takes a hub off the site and out of every customer's booking when it is made not public, and back", async () => {
    const hub = catalogue.hub("reno");
    const customer = await createSignedInUser(testApp);
    const publicIds = async () => ({
      index: ((await testApp.app.inject("/hubs-for-index")).json() as { id: number }[]).map(
        (entry) => entry.id,
      ),
      details: ((await testApp.app.inject("/hub-details-for-index")).json() as { hubId: number }[]).map(
        (entry) => entry.hubId,
      ),
    });
    const book = () =>
      bookJson(testApp, customer, {
        hubId: hub.id,
        serviceId: catalogue.service("cross-dock"),
        timeFrom: slotAt(hub, "2032-05-04", 9),
        quantity: 1,
        driverName: "Dana Driver",
        driverPhone: "+15551230000",
      });
    const current = await read(hub.id);
    expect(current.isPublic).toBe(true);
    const hidden = await change(hub.id, { version: current.version, isPublic: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as StaffHub).isPublic).toBe(false);
    const whileHidden = await publicIds();
    expect(whileHidden.index).not.toContain(hub.id);
    expect(whileHidden.details).not.toContain(hub.id);
    // Staff still work it: their hub list has every hub; a customer's has the public ones (and their own rates').
    const listedTo = async (as: SignedInUser) =>
      ((await testApp.app.inject({ url: "/hubs", headers: as.headers })).json() as { id: number }[]).map(
        (entry) => entry.id,
      );
    expect(await listedTo(editor)).toContain(hub.id);
    expect(await listedTo(customer)).not.toContain(hub.id);
    // To a customer without rates of their own there, the hub is as unknown as a missing one.
    const refused = await book();
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ message: `There is no hub with id ${hub.id}` });
    const shown = await change(hub.id, { version: current.version + 1, isPublic: true });
    expect(shown.statusCode, shown.body).toBe(200);
    const afterwards = await publicIds();
    expect(afterwards.index).toContain(hub.id);
    expect(afterwards.details).toContain(hub.id);
    const booked = await book();
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("lets one of 20 parallel saves of one version win and refuses the rest with 409", async () => {
    const hub = catalogue.hub("denver");
    const current = await read(hub.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        change(hub.id, { version: current.version, slotCapacity: 5 + index }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(
      (answers.find((answer) => answer.statusCode === 409)?.json() as { message: string }).message,
    ).toMatch(/changed by someone else/);
  });

  it("refuses unknown zones, overlapping or malformed hours and odd values with a 400, and changes nothing", async () => {
    const hub = catalogue.hub("markham");
    const current = await read(hub.id);
    const bodies: unknown[] = [
      { timeZone: "Mars/Olympus" },
      { timeZone: "CST" },
      { timeZone: "US/Central" },
      {
        openingHours: [
          { weekday: 6, open: "22:00", close: "06:00" },
          { weekday: 0, open: "05:00", close: "12:00" },
        ],
      },
      {
        openingHours: [
          { weekday: 1, open: "07:00", close: "18:00" },
          { weekday: 1, open: "19:00", close: "20:00" },
        ],
      },
      { openingHours: [{ weekday: 7, open: "07:00", close: "18:00" }] },
      { openingHours: [{ weekday: 1, open: "7:00", close: "18:00" }] },
      { openingHours: [{ weekday: 1, open: "07:00", close: "24:30" }] },
      { latitude: 91 },
      { longitude: -181 },
      { minimalCharge: -1 },
      { minimalCharge: 1.5 },
      { slotCapacity: 0 },
      { name: "   " },
      { name: "Hub\u0000" },
      { version: 0 },
      ...naughtyStrings()
        .slice(0, 40)
        .map((text) => ({ timeZone: text })),
    ];
    for (const body of bodies) {
      const response = await change(hub.id, { version: current.version, ...(body as object) });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    expect(await read(hub.id)).toEqual(current);
  });

  it("is open to editors and admins only and answers 404 for an unknown hub", async () => {
    const customer = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    const hub = catalogue.hub("reno");
    expect(
      (await testApp.app.inject({ url: `/staff/hubs/${hub.id}`, headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await change(hub.id, { version: 1, name: "x" }, dispatcher)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: `/staff/hubs/${hub.id}` })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ url: "/staff/hubs/2000000", headers: editor.headers })).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ url: "/staff/hubs/1%00", headers: editor.headers })).statusCode).toBe(
      400,
    );
  });
});
