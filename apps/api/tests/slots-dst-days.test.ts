import { orderCalendar } from "@freight/domain/orders/order-calendar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookJson, loadCatalogue, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestClock } from "./test-clock.js";
import { createTestApp, type TestApp } from "./test-app.js";

// The 2026 clock changes in the US and Canada: 8 March (2:00 → 3:00) and 1 November (2:00 → 1:00), both Sundays.
// The instants below are written out by hand from the zones' offsets (PST −8, PDT −7, EST −5, EDT −4), not computed
// with the rule under test.

interface Slot {
  startsAt: string;
  endsAt: string;
  startHour: number;
  label: string;
  state: string;
  isAvailable: boolean;
  booked: number;
}

interface DayCase {
  hub: "stockton" | "columbus";
  date: string;
  /** What the API's clock reads while the day is booked: a week ahead, so every slot is far enough off. */
  now: string;
  /** The 8 slot starts (UTC) and the day's end. */
  starts: string[];
  end: string;
  hours: number;
  /** The slot that straddles the change and the first one after it, as people read them on the hub's clock. */
  straddling: string;
  after: string;
  /** The start a booking would get by keeping the day's first offset: not a slot of that day. */
  naiveAfter: string;
}

const days: DayCase[] = [
  {
    hub: "stockton",
    date: "2026-03-08",
    now: "2026-03-01T12:00:00Z",
    starts: ["08:00", "10:00", "13:00", "16:00", "19:00", "22:00", "+01:00", "+04:00"].map((time) =>
      time.startsWith("+") ? `2026-03-09T${time.slice(1)}:00Z` : `2026-03-08T${time}:00Z`,
    ),
    end: "2026-03-09T07:00:00Z",
    hours: 23,
    straddling: "08 Mar, 2026, 12:00 AM PST – 3:00 AM PDT",
    after: "08 Mar, 2026, 3:00 AM – 6:00 AM PDT",
    naiveAfter: "2026-03-08T11:00:00Z",
  },
  {
    hub: "stockton",
    date: "2026-11-01",
    now: "2026-10-25T12:00:00Z",
    starts: ["07:00", "11:00", "14:00", "17:00", "20:00", "23:00", "+02:00", "+05:00"].map((time) =>
      time.startsWith("+") ? `2026-11-02T${time.slice(1)}:00Z` : `2026-11-01T${time}:00Z`,
    ),
    end: "2026-11-02T08:00:00Z",
    hours: 25,
    straddling: "01 Nov, 2026, 12:00 AM PDT – 3:00 AM PST",
    after: "01 Nov, 2026, 3:00 AM – 6:00 AM PST",
    naiveAfter: "2026-11-01T10:00:00Z",
  },
  {
    hub: "columbus",
    date: "2026-03-08",
    now: "2026-03-01T12:00:00Z",
    starts: ["05:00", "07:00", "10:00", "13:00", "16:00", "19:00", "22:00", "+01:00"].map((time) =>
      time.startsWith("+") ? `2026-03-09T${time.slice(1)}:00Z` : `2026-03-08T${time}:00Z`,
    ),
    end: "2026-03-09T04:00:00Z",
    hours: 23,
    straddling: "08 Mar, 2026, 12:00 AM EST – 3:00 AM EDT",
    after: "08 Mar, 2026, 3:00 AM – 6:00 AM EDT",
    naiveAfter: "2026-03-08T08:00:00Z",
  },
  {
    hub: "columbus",
    date: "2026-11-01",
    now: "2026-10-25T12:00:00Z",
    starts: ["04:00", "08:00", "11:00", "14:00", "17:00", "20:00", "23:00", "+02:00"].map((time) =>
      time.startsWith("+") ? `2026-11-02T${time.slice(1)}:00Z` : `2026-11-01T${time}:00Z`,
    ),
    end: "2026-11-02T05:00:00Z",
    hours: 25,
    straddling: "01 Nov, 2026, 12:00 AM EDT – 3:00 AM EST",
    after: "01 Nov, 2026, 3:00 AM – 6:00 AM EST",
    naiveAfter: "2026-11-01T07:00:00Z",
  },
];

let testApp: TestApp;
let catalogue: Catalogue;
let carol: SignedInUser;
/** The clock the orders feature (slots and bookings) judges by; each case sets it a week before its day. */
const clock = createTestClock();

beforeAll(async () => {
  testApp = await createTestApp({ orders: { now: clock.now } });
  catalogue = await loadCatalogue(testApp);
  carol = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

async function listSlots(hubId: number, date: string): Promise<Slot[]> {
  const response = await testApp.app.inject({ method: "GET", url: `/hubs/${hubId}/slots?date=${date}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Slot[];
}

const ms = (instant: string) => Date.parse(instant);

async function book(hubId: number, timeFrom: string) {
  return bookJson(testApp, carol, {
    hubId,
    serviceId: catalogue.service("cross-dock"),
    timeFrom,
    quantity: 5,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  });
}

describe.each(days)("slots on $date at $hub (a $hours-hour day)", (day) => {
  it("lists 8 slots at the right UTC instants, each ending where the next starts and the last at the next midnight", async () => {
    clock.set(day.now);
    const hub = catalogue.hub(day.hub);
    const slots = await listSlots(hub.id, day.date);
    expect(slots).toHaveLength(8);
    expect(slots.map((slot) => slot.startHour)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(slots.map((slot) => ms(slot.startsAt))).toEqual(day.starts.map(ms));
    expect(slots.map((slot) => ms(slot.endsAt))).toEqual([...day.starts.slice(1), day.end].map(ms));
    const total = slots.reduce((sum, slot) => sum + ms(slot.endsAt) - ms(slot.startsAt), 0);
    expect(total).toBe(day.hours * 3_600_000);
    expect(slots.every((slot) => slot.isAvailable)).toBe(true);
  });

  it("books the slot that straddles the change and the one after it at their UTC instants, and the list counts them", async () => {
    clock.set(day.now);
    const hub = catalogue.hub(day.hub);
    const straddling = await book(hub.id, day.starts[0]!);
    expect(straddling.statusCode, straddling.body).toBe(201);
    const after = await book(hub.id, day.starts[1]!);
    expect(after.statusCode, after.body).toBe(201);
    const first = straddling.json() as Order;
    const second = after.json() as Order;
    expect([ms(first.timeFrom), ms(first.timeTo)]).toEqual([ms(day.starts[0]!), ms(day.starts[1]!)]);
    expect([ms(second.timeFrom), ms(second.timeTo)]).toEqual([ms(day.starts[1]!), ms(day.starts[2]!)]);

    const slots = await listSlots(hub.id, day.date);
    expect(slots.map((slot) => slot.booked)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it("refuses the start a booking would get by keeping the day's first offset: it is no slot of that day", async () => {
    clock.set(day.now);
    const hub = catalogue.hub(day.hub);
    const naive = await book(hub.id, day.naiveAfter);
    expect(naive.statusCode).toBeGreaterThanOrEqual(400);
    expect(naive.statusCode).toBeLessThan(500);
  });

  it("gives the booked slots .ics files at their UTC instants whose text reads the hub's clock", async () => {
    clock.set(day.now);
    const hub = catalogue.hub(day.hub);
    const listed = await testApp.app.inject({
      method: "GET",
      url: "/orders?limit=100",
      headers: carol.headers,
    });
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json() as { items: Order[] }).items
      .filter(
        (order) =>
          order.hub.id === hub.id &&
          [day.starts[0], day.starts[1]].some((start) => ms(start!) === ms(order.timeFrom)),
      )
      .map((order) => order.id);
    expect(ids).toHaveLength(2);
    const files = await Promise.all(
      ids.map(async (id) => {
        const response = await testApp.app.inject({
          method: "GET",
          url: `/order/${id}`,
          headers: carol.headers,
        });
        const order = response.json() as Order;
        const ics = orderCalendar(
          {
            id: order.id,
            number: order.number,
            serviceName: order.service.name,
            hubName: order.hub.name,
            hubAddress: order.hub.address,
            timeZone: order.hub.timeZone,
            timeFrom: order.timeFrom,
            timeTo: order.timeTo,
            checkInCode: order.checkInCode,
          },
          day.now,
          "portal.test",
        );
        return { order, lines: ics.replace(/\r\n /g, "").split("\r\n") };
      }),
    );
    const icsInstant = (instant: string) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, "");
    for (const [index, slotText] of [day.straddling, day.after].entries()) {
      const file = files.find(({ order }) => ms(order.timeFrom) === ms(day.starts[index]!));
      expect(file).toBeDefined();
      expect(file!.lines).toContain(`DTSTART:${icsInstant(day.starts[index]!)}`);
      expect(file!.lines).toContain(`DTEND:${icsInstant(day.starts[index + 1]!)}`);
      const description = file!.lines.find((line) => line.startsWith("DESCRIPTION:")) ?? "";
      expect(description.replace(/\\,/g, ",")).toContain(`Slot on the hub's clock: ${slotText}.`);
    }
  });
});
