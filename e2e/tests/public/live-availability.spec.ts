import { expect, test, type APIRequestContext } from "@playwright/test";
import { localDateOf, slotStartForLocal } from "@freight/domain/time/time-slots";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { urls } from "../../support/servers";
import { staffHeaders } from "../../support/staff";
import { signUpCustomer, type Customer } from "../portal/customer";

interface Hub {
  id: number;
  name: string;
  timeZone: string;
}
interface DaySlot {
  startHour: number;
  state: string;
  booked: number;
  held: number;
}

/** The booking form's view of a hub's day (GET /hubs/{id}/slots, never cached). */
async function bookingFormSlots(request: APIRequestContext, hub: Hub, date: string): Promise<DaySlot[]> {
  const answer = await request.get(`${urls.api}/hubs/${hub.id}/slots?date=${date}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as DaySlot[];
}

/** Leaves one place in a slot, then books it: the slot is full. */
async function fillSlot(
  request: APIRequestContext,
  customer: Customer,
  hub: Hub,
  date: string,
  startHour: number,
) {
  const slot = (await bookingFormSlots(request, hub, date)).find((entry) => entry.startHour === startHour)!;
  const set = await request.put(`${urls.api}/staff/hubs/${hub.id}/slots`, {
    headers: await staffHeaders(request),
    data: { date, startHours: [startHour], capacity: slot.booked + slot.held + 1 },
  });
  expect(set.status(), await set.text()).toBe(200);
  const services = (await (await request.get(`${urls.api}/services-for-index`)).json()) as { id: number }[];
  const booked = await request.post(`${urls.api}/order`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      hubId: hub.id,
      serviceId: services[0]?.id,
      timeFrom: slotStartForLocal(date, startHour, hub.timeZone),
      quantity: 1,
      driverName: "Lee Places",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  expect(
    (await bookingFormSlots(request, hub, date)).find((entry) => entry.startHour === startHour)?.state,
  ).toBe("full");
}

let customer: Customer;
let hubs: Hub[];
test.beforeAll(async ({ request }) => {
  customer = await signUpCustomer(request, "live-places");
  hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as Hub[];
});

test("the map shows a slot full within seconds of its last place being booked", async ({ page, request }) => {
  const hub = hubs.find((entry) => entry.name === "Denver") ?? hubs[0]!;
  // A weekday two weeks ahead at noon: inside every hub's hours, far from other journeys' days.
  let date = addLocalDays(localDateOf(new Date(), hub.timeZone), 15);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addLocalDays(date, 1);
  const card = page.getByTestId("map-location").filter({ hasText: hub.name });
  await page.goto(`/map?date=${date}`);
  await expect(card.getByRole("list", { name: /slot/i })).toContainText("12 PM - 3 PM");
  await fillSlot(request, customer, hub, date, 12);
  // Within a few seconds (the API's notice expires the site's map at once), the noon slot is no longer offered.
  await expect(async () => {
    await page.goto(`/map?date=${date}`);
    await expect(card.getByRole("list", { name: /slot/i })).not.toContainText("12 PM - 3 PM", {
      timeout: 500,
    });
  }).toPass({ timeout: 5_000, intervals: [250, 500, 1_000] });
});

test("the warehouse listing shows today's slots as the booking form does, and a filled slot unavailable", async ({
  page,
  request,
}) => {
  // A slot still open today at some hub (late at night in every zone there is none: then only the agreement is checked).
  let open: { hub: Hub; date: string; startHour: number } | undefined;
  for (const hub of hubs) {
    const date = localDateOf(new Date(), hub.timeZone);
    const slot = (await bookingFormSlots(request, hub, date)).find((entry) => entry.state === "open");
    if (slot) {
      open = { hub, date, startHour: slot.startHour };
      break;
    }
  }
  if (open) await fillSlot(request, customer, open.hub, open.date, open.startHour);

  await expect(async () => {
    await page.goto("/service-catalog");
    for (const hub of hubs) {
      const states = (await bookingFormSlots(request, hub, localDateOf(new Date(), hub.timeZone))).map(
        (slot) => (slot.state === "open" ? "open" : "closed"),
      );
      const shown = page
        .getByTestId("listing-card")
        .filter({ has: page.getByRole("heading", { name: hub.name, exact: true }) })
        .getByRole("region", { name: /slots/i })
        .getByRole("listitem");
      await expect(shown).toHaveCount(8, { timeout: 500 });
      for (const [index, state] of states.entries()) {
        await expect(shown.nth(index)).toContainText(`(${state})`, { timeout: 500 });
      }
    }
  }).toPass({ timeout: 8_000, intervals: [500, 1_000] });
  if (open) {
    const card = page
      .getByTestId("listing-card")
      .filter({ has: page.getByRole("heading", { name: open.hub.name, exact: true }) });
    await expect(
      card
        .getByRole("region", { name: /slots/i })
        .getByRole("listitem")
        .nth(open.startHour / 3),
    ).toContainText("(closed)");
  }
});
