import { expect, test, type APIRequestContext } from "@playwright/test";
import { ORDER_STATUSES } from "@freight/domain/orders/order-status";
import { localDateOf } from "@freight/domain/time/time-slots";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { createAccount } from "../../support/accounts";
import { asOpsAdmin, staffHeadersOf } from "../../support/ops";
import { urls } from "../../support/servers";
import { useSession } from "../portal/customer";

interface Hub {
  id: number;
  name: string;
  timeZone: string;
}

interface Slot {
  startsAt: string;
  state: "past" | "closed" | "outside-hours" | "too-soon" | "full" | "open";
}

test.describe.configure({ mode: "serial" });

async function daySlots(request: APIRequestContext, hub: Hub, date: string): Promise<Slot[]> {
  return (await (await request.get(`${urls.api}/hubs/${hub.id}/slots?date=${date}`)).json()) as Slot[];
}

/**
 * A hub with a slot still to start today on its own clock (staff may move an order into it: the customer's 3-hour
 * lead time does not bind them), and that slot. Late in the evening in the west it is already tomorrow in the east,
 * so one of the hubs always has one.
 */
async function hubWithSlotLeftToday(request: APIRequestContext): Promise<{ hub: Hub; slot: Slot }> {
  const hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as Hub[];
  for (const hub of hubs) {
    const today = localDateOf(new Date(), hub.timeZone);
    const slot = (await daySlots(request, hub, today)).find(
      (one) =>
        (one.state === "open" || one.state === "too-soon") && Date.parse(one.startsAt) > Date.now() + 60_000,
    );
    if (slot) return { hub, slot };
  }
  throw new Error("No hub has a slot left today");
}

/** A customer's order at the hub in the first bookable slot a few days ahead. */
async function bookAt(request: APIRequestContext, token: string, hub: Hub, driverName: string) {
  const services = (await (await request.get(`${urls.api}/services-for-index`)).json()) as { id: number }[];
  for (let days = 3; days < 10; days += 1) {
    const day = addLocalDays(localDateOf(new Date(), hub.timeZone), days);
    const slot = (await daySlots(request, hub, day)).find((one) => one.state === "open");
    if (!slot) continue;
    const answer = await request.post(`${urls.api}/order`, {
      headers: { authorization: `Bearer ${token}` },
      data: { hubId: hub.id, serviceId: services[0]?.id, timeFrom: slot.startsAt, quantity: 1, driverName },
    });
    if (answer.status() !== 201)
      throw new Error(`POST /order answered ${answer.status()}: ${await answer.text()}`);
    return (await answer.json()) as { id: number; number: string; status: string };
  }
  throw new Error(`No open slot at ${hub.name} in the coming week`);
}

/**
 * The values as code writes them that a text shows: any camelCase word (cancelledByUser, payCancelled, toPay,
 * arrivedToHub…). The statuses that are plain English words ("new", "closed") are checked where they stand alone.
 */
function rawValuesIn(text: string): string[] {
  return [...new Set(text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? [])];
}

test("the orders list has a Today view per hub on the hub's clock, names every status in words and offers the bulk accept above the list", async ({
  page,
  request,
}) => {
  const { hub, slot } = await hubWithSlotLeftToday(request);
  const customer = await createAccount(request);
  const today = await bookAt(request, customer.token, hub, "Tia Today");
  const later = await bookAt(request, customer.token, hub, "Lou Later");
  await asOpsAdmin(page, request);
  await page.goto(`${urls.ops}/orders`);

  // Staff bring one order forward into today's slot; the customer cancels the other.
  const moved = await request.post(`${urls.api}/staff/orders/${today.id}/slot`, {
    headers: await staffHeadersOf(page),
    data: { timeFrom: slot.startsAt, reason: "An earlier dock came free" },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const cancelled = await request.patch(`${urls.api}/order-cancel`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { id: later.id },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  await page
    .getByRole("navigation", { name: "Today at each hub" })
    .getByRole("link", { name: `Today at ${hub.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`view=today&hubId=${hub.id}`));
  const hubToday = localDateOf(new Date(), hub.timeZone);
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(`^Today at ${hub.name}: `) }),
  ).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(hubToday);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(hubToday);
  const orders = page.getByRole("region", { name: "Orders" });
  await expect(orders.getByRole("link", { name: today.number })).toBeVisible();
  await expect(orders.getByRole("link", { name: later.number })).toHaveCount(0);

  // The accept button is above the list, where the operator starts.
  const accept = page.getByRole("button", { name: "Accept ticked orders" });
  const acceptBox = await accept.boundingBox();
  const tableBox = await orders.getByRole("table").boundingBox();
  expect(acceptBox && tableBox && acceptBox.y < tableBox.y).toBe(true);

  // A cancelled order says who cancelled it, in words; no status or filter shows a value as code writes it.
  await page.goto(`${urls.ops}/orders?search=${later.number}`);
  const row = orders.getByRole("row").filter({ has: page.getByRole("link", { name: later.number }) });
  await expect(row).toContainText("Cancelled by the customer");
  const statusOptions = await page
    .getByRole("combobox", { name: "Status", exact: true })
    .locator("option")
    .allTextContents();
  expect(statusOptions).toContain("Cancelled: payment not completed");
  expect(rawValuesIn(statusOptions.join(" | "))).toEqual([]);
  // innerText, as the operator reads it: words in cells and options apart.
  expect(rawValuesIn(await page.getByRole("main").innerText())).toEqual([]);
  for (const status of ORDER_STATUSES) expect(statusOptions).not.toContain(status);
});

test("a staff note's readers are chosen on each note, and the customer reads the ones meant for them in the order's timeline", async ({
  page,
  browser,
  request,
}) => {
  const { hub } = await hubWithSlotLeftToday(request);
  const customer = await createAccount(request);
  const order = await bookAt(request, customer.token, hub, "Nia Notes");
  await asOpsAdmin(page, request);
  await page.goto(`${urls.ops}/orders/${order.id}`);

  const form = page.getByRole("form", { name: "Add a note" });
  const onlyStaff = form.getByRole("radio", { name: "Only staff" });
  const alsoCustomer = form.getByRole("radio", { name: /^Also the customer/ });
  await expect(onlyStaff).not.toBeChecked();
  await expect(alsoCustomer).not.toBeChecked();
  // Without a choice the note is not sent: the browser asks for one.
  await form.getByLabel("New note").fill("Your dock is 4, back in at gate B");
  await form.getByRole("button", { name: "Add note" }).click();
  expect(await onlyStaff.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
  await expect(page.getByText("No notes yet.")).toBeVisible();

  await alsoCustomer.check();
  await form.getByRole("button", { name: "Add note" }).click();
  await expect(form.getByRole("status")).toHaveText("Note added; the customer sees it.");
  // The form starts over with no choice made.
  await expect(alsoCustomer).not.toBeChecked();
  await form.getByLabel("New note").fill("Slow payer, keep the pallets until paid");
  await onlyStaff.check();
  await form.getByRole("button", { name: "Add note" }).click();
  await expect(form.getByRole("status")).toHaveText("Internal note added.");
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("listitem").filter({ hasText: "Your dock is 4" })).toContainText(
    "the customer sees it too",
  );
  await expect(notes.getByRole("listitem").filter({ hasText: "Slow payer" })).toContainText("only staff");

  const portal = await browser.newContext();
  await useSession(portal, customer.token);
  const details = await portal.newPage();
  await details.goto(`${urls.portal}/dashboard/order-details?id=${order.id}`);
  const timeline = details.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Note from the hub team");
  await expect(timeline).toContainText("Your dock is 4, back in at gate B");
  await expect(details.getByRole("main")).not.toContainText("Slow payer");
  await portal.close();
});
