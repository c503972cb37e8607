import { readdir } from "node:fs/promises";
import { isCheckInCodeShape } from "@freight/domain/orders/order-codes";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubServicePrices, messages, orders, referralLevels } from "../src/db/schema/index.js";
import {
  bookJson,
  bookMultipart,
  htmlBytes,
  loadCatalogue,
  pdfBytes,
  pngBytes,
  setSlotCapacity,
  slotAt,
  svgBytes,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let alice: SignedInUser;
let bob: SignedInUser;
let reno: { id: number; timeZone: string };
let crossDock: number;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  alice = await createSignedInUser(testApp);
  bob = await createSignedInUser(testApp);
  reno = catalogue.hub("reno");
  crossDock = catalogue.service("cross-dock");
});
afterAll(() => testApp.close());

let week = 0;

/** How many note files sit in the test's order file folder. */
async function storedFileCount(): Promise<number> {
  const dir = testApp.env.orderFilesDir ?? "";
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** A booking at Reno on a Monday at 09:00 (inside opening hours, so no fee), a week later each time so slots never fill. */
function input(overrides: Partial<OrderInput> = {}): OrderInput {
  week += 1;
  return {
    hubId: reno.id,
    serviceId: crossDock,
    timeFrom: slotAt(reno, addLocalDays("2030-03-04", 7 * week), 9),
    quantity: 30,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    ...overrides,
  };
}

async function storedPrice(hubId: number, serviceId: number) {
  const [price] = await testApp.database.db
    .select()
    .from(hubServicePrices)
    .where(eq(hubServicePrices.hubId, hubId))
    .then((rows) => rows.filter((row) => row.serviceId === serviceId && row.pricingTier === 0));
  if (!price) throw new Error("no price");
  return price;
}

describe("createOrder", () => {
  it("refuses a price or total sent by the client, naming the field, and prices a JSON booking from stored prices", async () => {
    const withTotals = await bookJson(testApp, alice, { ...input(), total: 1, price: 1 });
    expect(withTotals.statusCode).toBe(400);
    expect(withTotals.json().message).toMatch(/^Unknown field (total|price): this call does not take it/);
    const response = await bookJson(testApp, alice, input());
    expect(response.statusCode).toBe(201);
    const order = response.json() as Order;
    const price = await storedPrice(reno.id, crossDock);
    expect(order.price).toBe(price.price);
    expect(order.linePrice).toBe(Math.max(price.price * 30, order.hub.minimalCharge));
    expect(order.fee).toBe(0);
    expect(order.total).toBe(order.linePrice + order.extras + order.fee - order.discount);
    expect(order.status).toBe("new");
    expect(order.billingStatus).toBe("notPaid");
    expect(order.number).toMatch(/^FB-\d{7}$/);
    expect(isCheckInCodeShape(order.checkInCode)).toBe(true);
    expect(Date.parse(order.timeTo) - Date.parse(order.timeFrom)).toBe(3 * 3_600_000);
  });

  it("gives every order its own number and check-in code", async () => {
    const first = (await bookJson(testApp, alice, input())).json() as Order;
    const second = (await bookJson(testApp, alice, input())).json() as Order;
    expect(first.number).not.toBe(second.number);
    expect(first.checkInCode).not.toBe(second.checkInCode);
  });

  it("books multipart with a note and PNG and PDF files, serving the files back only to the owner", async () => {
    const response = await bookMultipart(testApp, alice, input({ notes: [{ note: "Fragile pallets" }] }), [
      { name: "photo.png", bytes: pngBytes, type: "image/png" },
      { name: "bill.pdf", bytes: pdfBytes, type: "application/pdf" },
    ]);
    expect(response.statusCode).toBe(201);
    const order = response.json() as Order;
    expect(order.notes).toHaveLength(1);
    expect(order.notes[0]?.note).toBe("Fragile pallets");
    const files = order.notes[0]?.files ?? [];
    expect(files.map((file) => file.fileName)).toEqual(["photo.png", "bill.pdf"]);

    const fileUrl = new URL(files[0]?.fileUrl ?? "");
    const download = await testApp.app.inject({
      method: "GET",
      url: fileUrl.pathname,
      headers: alice.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(download.rawPayload, pngBytes)).toBe(0);
    const pdf = await testApp.app.inject({
      method: "GET",
      url: new URL(files[1]?.fileUrl ?? "").pathname,
      headers: alice.headers,
    });
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment/);

    const stranger = await testApp.app.inject({ method: "GET", url: fileUrl.pathname, headers: bob.headers });
    expect(stranger.statusCode).toBe(404);

    // The apps show note images through the image proxy, which serves them to the owner only.
    const proxied = (user?: { headers: Record<string, string> }, url = files[0]?.fileUrl ?? "") =>
      testApp.app.inject({
        method: "GET",
        url: "/image-proxy",
        query: { url },
        ...(user ? { headers: user.headers } : {}),
      });
    const viaProxy = await proxied(alice);
    expect(viaProxy.statusCode).toBe(200);
    expect(viaProxy.headers["content-type"]).toBe("image/png");
    expect((await proxied(bob)).statusCode).toBe(404);
    expect((await proxied()).statusCode).toBe(404);
    expect((await proxied(alice, files[1]?.fileUrl)).statusCode).toBe(400);
  });

  it("attaches files to a note of their own when the order has no note text", async () => {
    const response = await bookMultipart(testApp, alice, input(), [{ name: "a.png", bytes: pngBytes }]);
    expect(response.statusCode).toBe(201);
    expect((response.json() as Order).notes[0]?.files).toHaveLength(1);
  });

  it.each([
    ["an SVG named .png", "evil.png", svgBytes],
    ["an HTML page named .pdf", "page.pdf", htmlBytes],
    ["an empty file", "empty.png", Buffer.alloc(0)],
  ])("refuses %s, judging the type from the bytes", async (_label, name, bytes) => {
    const response = await bookMultipart(testApp, alice, input(), [{ name, bytes, type: "image/png" }]);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain(name);
  });

  it("refuses a file larger than 10 MB", async () => {
    const big = Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await bookMultipart(testApp, alice, input(), [{ name: "big.png", bytes: big }]);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/larger than 10 MB/);
  });

  it("refuses more than 10 files in one request", async () => {
    const files = Array.from({ length: 11 }, (_, index) => ({ name: `p${index}.png`, bytes: pngBytes }));
    const response = await bookMultipart(testApp, alice, input(), files);
    expect(response.statusCode).toBe(413);
    expect((response.json() as { message: string }).message).toBe("Send at most 10 files at once");
  });

  it("stores nothing when a booking is refused: no order and, before the answer, no file", async () => {
    const before = await testApp.database.db.select().from(orders);
    const filesBefore = await storedFileCount();
    const refusals = [
      // The order part is invalid, after the files were streamed to storage.
      await bookMultipart(testApp, alice, input({ quantity: 0 }), [
        { name: "a.png", bytes: pngBytes },
        { name: "b.pdf", bytes: pdfBytes },
      ]),
      // One good file and one that is not an accepted type.
      await bookMultipart(testApp, alice, input(), [
        { name: "good.png", bytes: pngBytes },
        { name: "evil.png", bytes: svgBytes },
      ]),
      // Too large: cut off at the limit while it streamed.
      await bookMultipart(testApp, alice, input(), [
        { name: "huge.pdf", bytes: Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]) },
      ]),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400]);
    const after = await testApp.database.db.select().from(orders);
    expect(after.length).toBe(before.length);
    expect(await storedFileCount()).toBe(filesBefore);
  });

  it.each<[string, Partial<OrderInput> | Record<string, unknown>, string]>([
    ["quantity 0", { quantity: 0 }, "order.quantity"],
    ["a negative quantity", { quantity: -3 }, "order.quantity"],
    ["a fractional quantity", { quantity: 1.5 }, "order.quantity"],
    ["a missing hubId", { hubId: undefined }, "order.hubId"],
    ["a timeFrom that is no date", { timeFrom: "tomorrow" }, "order.timeFrom"],
    ["a too long driver name", { driverName: "x".repeat(201) }, "order.driverName"],
    ["a zero product amount", { products: [{ id: 1, amount: 0 }] }, "order.products.0.amount"],
    ["an unknown payment flow", { paymentFlow: "later" }, "order.paymentFlow"],
    ["a missing serviceId", { serviceId: undefined }, "order.serviceId"],
    ["a hubId of 0", { hubId: 0 }, "order.hubId"],
    ["a quantity above 1000", { quantity: 1001 }, "order.quantity"],
    ["a too long driver phone", { driverPhone: "1".repeat(41) }, "order.driverPhone"],
    ["a too long truck number", { truckNumber: "T".repeat(41) }, "order.truckNumber"],
    ["a too long trailer number", { trailerNumber: "R".repeat(41) }, "order.trailerNumber"],
    ["a temperature control id that is text", { temperatureControlId: "cold" }, "order.temperatureControlId"],
    ["a note without text", { notes: [{}] }, "order.notes.0.note"],
    [
      "a pick-up block without a weight",
      {
        puService: {
          type: "pick-up",
          role: 1,
          quantity: 1,
          time: { from: "07:00 AM", to: "04:00 PM", isRange: true },
          date: { from: "2030-03-04", to: "2030-03-04", isRange: false },
          fcfs: true,
          appt: false,
          apptNotSet: false,
          address: "1 Main St",
          city: "Reno",
          zipCode: "89502",
        },
      },
      "order.puService.weight",
    ],
  ])("answers 400 naming the field for %s (multipart)", async (_label, overrides, field) => {
    const response = await bookMultipart(testApp, alice, { ...input(), ...overrides });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { fieldErrors?: { field: string }[] };
    expect(body.fieldErrors?.map((error) => error.field)).toContain(field);
  });

  it("answers 400 for an order part that is not JSON", async () => {
    const response = await bookMultipart(testApp, alice, "{not json");
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe("order is not valid JSON");
  });

  it("answers 400 for quantity 0 in a JSON body too", async () => {
    const response = await bookJson(testApp, alice, input({ quantity: 0 }));
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ["a past slot", "2020-03-02", 9, /at least 3 hours/],
    ["a time that is not a slot start", null, null, /start of a 3-hour slot/],
  ])("refuses %s in the hub's time zone", async (_label, date, hour, message) => {
    const timeFrom =
      date === null
        ? new Date(Date.parse(slotAt(reno, "2030-03-04", 9)) + 3_600_000).toISOString()
        : slotAt(reno, date, hour ?? 0);
    const response = await bookJson(testApp, alice, input({ timeFrom }));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(message);
  });

  it("refuses a slot starting less than 3 hours from now", async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    const hourInReno = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: reno.timeZone, hour: "numeric", hour12: false }).format(
        soon,
      ),
    );
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: reno.timeZone }).format(soon);
    const slotHour = Math.floor((hourInReno % 24) / 3) * 3;
    const response = await bookJson(testApp, alice, input({ timeFrom: slotAt(reno, date, slotHour) }));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe("timeFrom");
  });

  it("refuses an incomplete pick-up block, naming the missing fields", async () => {
    const puService = {
      type: "pick-up" as const,
      role: 1 as const,
      quantity: 1,
      time: { from: "07:00 AM", to: "04:00 PM", isRange: true },
      date: { from: "2030-03-04", to: "2030-03-04", isRange: false },
      fcfs: true,
      appt: false,
      apptNotSet: false,
      weight: 1200,
      address: "   ",
      city: "Reno",
      zipCode: "89502",
    };
    const response = await bookJson(testApp, alice, input({ puService }));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe(
      "puService is incomplete: address is required",
    );

    const complete = await bookJson(
      testApp,
      alice,
      input({ puService: { ...puService, address: "1 Main St" } }),
    );
    expect(complete.statusCode).toBe(201);
    expect((complete.json() as Order).puService?.address).toBe("1 Main St");
  });

  it("keeps each stop's temperature control, commodity, trailer type and check-in name, and reads them back", async () => {
    const [temp, commodity, trailer] = await Promise.all(
      ["/temperaturecontrols", "/commodities", "/trailertypes"].map(async (url) => {
        const list = (await testApp.app.inject({ method: "GET", url })).json() as { id: number }[];
        expect(list.length, url).toBeGreaterThan(1);
        return list;
      }),
    );
    const stop = {
      role: 1 as const,
      quantity: 2,
      time: { from: "07:00 AM", to: "04:00 PM", isRange: true },
      date: { from: "2030-03-04", to: "2030-03-04", isRange: false },
      fcfs: true,
      appt: false,
      apptNotSet: false,
      weight: 1200,
      address: "1 Main St",
      city: "Reno",
      zipCode: "89502",
    };
    const puService = {
      ...stop,
      type: "pick-up" as const,
      temp: temp![1]!.id,
      commodityId: commodity![1]!.id,
      trailerTypeId: trailer![1]!.id,
      checkInAs: "Acme Freight LLC",
    };
    const delService = {
      ...stop,
      type: "delivery" as const,
      temp: temp![0]!.id,
      commodityId: commodity![0]!.id,
      trailerTypeId: trailer![0]!.id,
      checkInAs: "Acme Receiving",
    };
    const booked = await bookJson(testApp, alice, input({ puService, delService }));
    expect(booked.statusCode, booked.body).toBe(201);
    const read = await testApp.app.inject({
      method: "GET",
      url: `/order/${(booked.json() as Order).id}`,
      headers: alice.headers,
    });
    const order = read.json() as Order;
    for (const [field, sent] of [
      ["puService", puService],
      ["delService", delService],
    ] as const) {
      expect(order[field], field).toMatchObject({
        temp: sent.temp,
        commodityId: sent.commodityId,
        trailerTypeId: sent.trailerTypeId,
        checkInAs: sent.checkInAs,
      });
    }
  });

  it.each([
    ["temp", "temperature control"],
    ["commodityId", "commodity"],
    ["trailerTypeId", "trailer type"],
  ])("refuses a stop's %s the lists do not hold, naming the field", async (name, what) => {
    const puService = {
      type: "pick-up" as const,
      role: 1 as const,
      quantity: 1,
      time: { from: "07:00 AM", to: "04:00 PM", isRange: true },
      date: { from: "2030-03-04", to: "2030-03-04", isRange: false },
      fcfs: true,
      appt: false,
      apptNotSet: false,
      weight: 1200,
      address: "1 Main St",
      city: "Reno",
      zipCode: "89502",
      [name]: 2_000_000_000,
    };
    const response = await bookJson(testApp, alice, input({ puService }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `puService.${name}: there is no ${what} with id 2000000000`,
    });
    expect((response.json() as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe(
      `puService.${name}`,
    );
  });

  it("refuses a stop's time window or days that make no sense, naming the field, and keeps a sound one", async () => {
    const stop = {
      type: "pick-up" as const,
      role: 1 as const,
      quantity: 1,
      time: { from: "07:00 AM", to: "16:00 PM", isRange: true },
      date: { from: "2030-03-04", to: "2030-03-06", isRange: true },
      fcfs: true,
      appt: false,
      apptNotSet: false,
      weight: 1200,
      address: "1 Main St",
      city: "Reno",
      zipCode: "89502",
    };
    const refused: [string, object, string][] = [
      [
        "an end before the start",
        { time: { from: "16:00 PM", to: "07:00 AM", isRange: true } },
        "puService.time.to",
      ],
      ["an empty window", { time: { from: "10:00 AM", to: "10:00 AM", isRange: true } }, "puService.time.to"],
      [
        "a PM hour marked AM",
        { time: { from: "07:00 AM", to: "16:00 AM", isRange: true } },
        "puService.time.to",
      ],
      [
        "a start that is no time",
        { time: { from: "7am", to: "16:00 PM", isRange: true } },
        "puService.time.from",
      ],
      [
        "NUL in a time",
        { time: { from: "07:00\u0000AM", to: "16:00 PM", isRange: true } },
        "puService.time.from",
      ],
      [
        "a last day first",
        { date: { from: "2030-03-06", to: "2030-03-04", isRange: true } },
        "puService.date.to",
      ],
      [
        "a range of 32 days",
        { date: { from: "2030-03-01", to: "2030-04-01", isRange: true } },
        "puService.date.to",
      ],
    ];
    for (const [label, change, field] of refused) {
      const response = await bookJson(testApp, alice, input({ puService: { ...stop, ...change } }));
      expect(response.statusCode, label).toBe(400);
      const body = response.json() as { message: string; fieldErrors?: { field: string }[] };
      expect(
        body.fieldErrors?.map((error) => error.field),
        `${label}: ${body.message}`,
      ).toContain(field);
    }
    const booked = await bookJson(
      testApp,
      alice,
      input({ delService: { ...stop, type: "delivery" as const } }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect((booked.json() as Order).delService).toMatchObject({
      time: { from: "07:00 AM", to: "16:00 PM", isRange: true },
      date: { from: "2030-03-04", to: "2030-03-06", isRange: true },
    });
  });

  it.each([
    ["hub", { hubId: 99_999 }, "There is no hub with id 99999"],
    ["service", { serviceId: 99_999 }, "There is no service with id 99999"],
    ["extra", { products: [{ id: 99_999, amount: 1 }] }, "There is no extra service with id 99999"],
    [
      "temperature control",
      { temperatureControlId: 99_999 },
      "There is no temperature control with id 99999",
    ],
    ["commodity", { commodityId: 99_999 }, "There is no commodity with id 99999"],
    ["trailer type", { trailerTypeId: 99_999 }, "There is no trailer type with id 99999"],
  ])("answers 404 for an unknown %s id", async (_label, overrides, message) => {
    const response = await bookJson(testApp, alice, input(overrides));
    expect(response.statusCode).toBe(404);
    expect((response.json() as { message: string }).message).toBe(message);
  });

  it("prices extras at their stored prices", async () => {
    const extra = catalogue.extras[0];
    if (!extra) throw new Error("no extras seeded");
    const response = await bookJson(testApp, alice, input({ products: [{ id: extra.id, amount: 3 }] }));
    const order = response.json() as Order;
    expect(order.extras).toBe(extra.price * 3);
    expect(order.products).toEqual([{ id: extra.id, amount: 3 }]);
  });

  it("takes the customer's referral-level discount off the total", async () => {
    const [level] = await testApp.database.db
      .insert(referralLevels)
      .values({ slug: "test-ten", name: "Test ten", discountPercent: 10, minRate: 0, maxRate: 1 })
      .returning();
    const carol = await createSignedInUser(testApp, { referralLevelId: level?.id ?? null });
    const plain = (await bookJson(testApp, alice, input())).json() as Order;
    const discounted = (await bookJson(testApp, carol, input())).json() as Order;
    const subtotal = discounted.linePrice + discounted.fee + discounted.extras;
    expect(discounted.discountPercent).toBe(10);
    expect(discounted.discount).toBe(Math.floor(subtotal / 10));
    expect(discounted.total).toBe(subtotal - discounted.discount);
    expect(plain.discount).toBe(0);
  });

  it("needs a session", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/order", payload: input() });
    expect(response.statusCode).toBe(401);
  });

  it("tells the customer in-app that the order is booked", async () => {
    const order = (await bookJson(testApp, bob, input())).json() as Order;
    const rows = await testApp.database.db.select().from(messages).where(eq(messages.userId, bob.userId));
    expect(rows.some((row) => row.text === `Order ${order.number} is booked.`)).toBe(true);
  });
});

describe("listOrderServices", () => {
  it("lists the main line and each extra at its booked price, adding up to the order before discount", async () => {
    const extra = catalogue.extras[0];
    if (!extra) throw new Error("no extras seeded");
    const order = (
      await bookJson(testApp, alice, input({ products: [{ id: extra.id, amount: 2 }] }))
    ).json() as Order;
    const response = await testApp.app.inject({
      method: "GET",
      url: `/orderservice?orderId=${order.id}`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.json() as {
      type: string;
      total: number;
      quantity: number;
      date: string;
      time: string;
    }[];
    expect(lines[0]).toMatchObject({
      type: "main",
      quantity: order.quantity,
      total: order.linePrice,
      time: "09:00 AM",
    });
    expect(lines[1]).toMatchObject({ quantity: 2, total: extra.price * 2 });
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(order.linePrice + order.extras + order.fee);
    const other = await testApp.app.inject({
      method: "GET",
      url: `/orderservice?orderId=${order.id}`,
      headers: bob.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("slot capacity", () => {
  it("lets exactly one of two customers racing for the last place book it", async () => {
    const markham = catalogue.hub("markham");
    await setSlotCapacity(testApp, markham.id, 1);
    const race = input({ hubId: markham.id, timeFrom: slotAt(markham, "2030-04-02", 9), quantity: 5 });
    const responses = await Promise.all([bookJson(testApp, alice, race), bookJson(testApp, bob, race)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect((refused?.json() as { message: string }).message).toMatch(/fully booked/);
  });

  it("gives exactly the free places to six customers booking one slot at once", async () => {
    const columbus = catalogue.hub("columbus");
    await setSlotCapacity(testApp, columbus.id, 2);
    const customers = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(testApp)));
    const slot = input({ hubId: columbus.id, timeFrom: slotAt(columbus, "2030-04-04", 12), quantity: 2 });
    const responses = await Promise.all(customers.map((customer) => bookJson(testApp, customer, slot)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
  });

  it("frees the place again when the order is cancelled", async () => {
    const markham = catalogue.hub("markham");
    await setSlotCapacity(testApp, markham.id, 1);
    const slot = input({ hubId: markham.id, timeFrom: slotAt(markham, "2030-04-03", 9), quantity: 5 });
    const first = (await bookJson(testApp, alice, slot)).json() as Order;
    expect((await bookJson(testApp, bob, slot)).statusCode).toBe(409);
    const cancel = await testApp.app.inject({
      method: "PATCH",
      url: "/order-cancel",
      headers: alice.headers,
      payload: { id: first.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await bookJson(testApp, bob, slot)).statusCode).toBe(201);
  });
});

describe("getOrder", () => {
  it("answers the customer's own order and 404 for another customer's", async () => {
    const order = (await bookJson(testApp, alice, input())).json() as Order;
    const own = await testApp.app.inject({
      method: "GET",
      url: `/order/${order.id}`,
      headers: alice.headers,
    });
    expect(own.statusCode).toBe(200);
    expect((own.json() as Order).number).toBe(order.number);
    const other = await testApp.app.inject({
      method: "GET",
      url: `/order/${order.id}`,
      headers: bob.headers,
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: "GET", url: `/order/${order.id}` });
    expect(anonymous.statusCode).toBe(404);
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    expect(
      (await testApp.app.inject({ method: "GET", url: "/order/999999", headers: alice.headers })).statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: "GET", url: "/order/abc", headers: alice.headers })).statusCode,
    ).toBe(400);
  });
});
