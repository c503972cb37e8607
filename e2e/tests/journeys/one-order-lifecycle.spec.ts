import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { formatCents } from "@freight/domain/money/cents";
import { formatZonedDateTime, formatZonedRange } from "@freight/domain/time/hub-clock";
import { latestCode, newIdentity } from "../../support/accounts";
import { asOpsAdmin, staffHeadersOf } from "../../support/ops";
import { urls } from "../../support/servers";
import { hubDateInDays } from "../portal/customer";

/*
 * Issue 36, the whole story: one order followed through the three apps and the driver's phone. A visitor signs up
 * on the site, books in the portal and pays by card; the driver checks in too early (told when to come, on the
 * hub's clock) and again inside the window; the dispatcher sees them at the gate, accepts and works the order and
 * adds a supplementary charge; the customer pays just that. Every page it passes shows the order's status in the
 * same words, the same money and the same hub-local times with the zone's abbreviation.
 *
 * Time: the slot is two days ahead on the hub's clock (6 AM), so with the hub's default window (from 2 hours before
 * the slot) the driver is early whenever the run starts; the dispatcher then opens check-in three days ahead on the
 * hub's page, which puts now inside the window whenever the run starts (30 to 55 hours before the slot). Stockton
 * is open round the clock, so every slot is a business-hours slot of an open hub. The window is set back after.
 */

const HUB = "Stockton";
const SERVICE = "Cross-Dock";
const SLOT = "6 AM - 9 AM";
const EXTRA = { cents: 5040, reason: "1 extra pallet found at the hub" };
const DRIVER = { name: "Rosa Ramp", phone: "+1 209 555 0136", truck: "STK-36", trailer: "TR-36" };

interface Hub {
  id: number;
  name: string;
  timeZone: string;
}

interface OrderRead {
  id: number;
  number: string;
  status: string;
  total: number;
  timeFrom: string;
  timeTo: string;
  checkInCode: string;
  checkedInAt: string | null;
}

/** The value a definition list shows for a label (the console's and the portal's order summary, the driver's). */
function valueOf(scope: Locator, label: string): Locator {
  return scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

async function setCheckInWindow(request: APIRequestContext, staff: Record<string, string>, hubId: number, opens: number) {
  const hub = await request.get(`${urls.api}/staff/hubs/${hubId}`, { headers: staff });
  const { version, checkInOpensMinutesBefore, checkInClosesMinutesAfter } = (await hub.json()) as {
    version: number;
    checkInOpensMinutesBefore: number;
    checkInClosesMinutesAfter: number;
  };
  if (checkInOpensMinutesBefore === opens && checkInClosesMinutesAfter === 0) return;
  const changed = await request.patch(`${urls.api}/staff/hubs/${hubId}`, {
    headers: staff,
    data: { version, checkInOpensMinutesBefore: opens, checkInClosesMinutesAfter: 0 },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

/** The driver's page: the code looked up, as a driver types it. */
async function lookUp(driver: Page, code: string): Promise<Locator> {
  await driver.goto(`${urls.web}/driver`);
  await driver.getByLabel("Check-in code").fill(code.toLowerCase());
  await driver.getByRole("button", { name: "Find my order" }).click();
  const summary = driver.getByTestId("check-in-summary");
  await expect(summary).toBeVisible();
  return summary;
}

async function checkInOnPhone(driver: Page): Promise<void> {
  await driver.getByLabel("Driver phone").fill(DRIVER.phone);
  await driver.getByLabel("Truck number").fill(DRIVER.truck);
  await driver.getByLabel("Trailer number (optional)").fill(DRIVER.trailer);
  await driver.getByRole("button", { name: "Check me in" }).click();
}

test("one order, many actors: sign-up, booking, payment, the driver early and on time, the gate, a supplementary charge paid alone", async ({
  browser,
  page,
  request,
}) => {
  // About 40 s on an idle machine; a loaded one (two cores shared by several builds) takes twice as long or more.
  test.setTimeout(180_000);
  const hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as Hub[];
  const hub = hubs.find((candidate) => candidate.name === HUB);
  if (!hub) throw new Error(`No hub ${HUB}`);
  const zone = hub.timeZone;
  const date = hubDateInDays(zone, 2);

  // The dispatcher's console, signed in once for the run; the hub starts from its default window.
  const ops = await (await browser.newContext()).newPage();
  await asOpsAdmin(ops, request);
  const staff = await staffHeadersOf(ops);
  await setCheckInWindow(request, staff, hub.id, 120);

  try {
    // 1. A visitor signs up on the public site and lands in the portal, signed in.
    const person = newIdentity();
    await page.goto(`${urls.web}/auth/signup`);
    await page.getByLabel("First name").fill(person.firstName);
    await page.getByLabel("Last name").fill(person.lastName);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Mobile phone").fill(person.phoneTyped);
    await page.getByLabel("Password").fill(person.password);
    const askedAt = Date.now() - 1000;
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your phone" })).toBeVisible();
    await page.getByLabel("Code from the text message").fill(await latestCode(request, person.phoneE164, askedAt));
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(new RegExp(`^${urls.portal}/`));

    // 2. They book in the portal: service, hub, date and slot; the form's total is what the order costs.
    await page.goto(`${urls.portal}/portal`);
    await page.getByRole("radio", { name: SERVICE }).check();
    await page.getByLabel("Hub", { exact: true }).selectOption({ label: HUB });
    await page.getByLabel("Date", { exact: true }).fill(date);
    await page.getByRole("radio", { name: SLOT, exact: true }).check();
    await expect(page.getByTestId("price-summary")).not.toContainText("Choose a time slot");
    await page.getByLabel("Driver name").fill(DRIVER.name);
    await page.getByLabel("Driver phone").fill(DRIVER.phone);
    // The total once the slot's price has come in.
    await expect(page.getByTestId("booking-total")).toHaveText(/^\$[1-9][\d,]*\.\d{2}$/);
    const shownTotal = (await page.getByTestId("booking-total").textContent())?.trim() ?? "";
    await page.getByRole("button", { name: "Book now" }).click();
    await expect(page).toHaveURL(/\/portal\/order-create-success\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    const token = (await page.context().cookies(urls.portal)).find((cookie) => cookie.name === "token")?.value;
    const asCustomer = { authorization: `Bearer ${token}` };
    const readOrder = async () =>
      (await (await request.get(`${urls.api}/order/${id}`, { headers: asCustomer })).json()) as OrderRead;
    const order = await readOrder();
    const total = formatCents(order.total);
    expect(total).toBe(shownTotal);
    // The slot on the hub's clock with its zone's abbreviation: the same string on every page below.
    const slot = formatZonedRange(order.timeFrom, order.timeTo, zone);
    expect(slot).toMatch(/, 6:00 AM – 9:00 AM P[SD]T$/);
    await expect(page.getByRole("main")).toContainText(slot);

    // The order as the customer reads it: new, due in full, in its slot.
    const details = `${urls.portal}/dashboard/order-details?id=${id}`;
    const expectPortal = async (status: string, payment: string) => {
      await page.goto(details);
      await expect(page.getByTestId("order-status")).toHaveText(status);
      await expect(page.getByTestId("payment-status")).toHaveText(payment);
      await expect(valueOf(page.getByTestId("order-summary"), "Slot")).toHaveText(slot);
    };
    await expectPortal("New", `Due ${total}`);
    await expect(page.getByTestId("order-price")).toContainText(total);

    // 3. They pay the whole order by card (the sandbox gateway).
    await page.getByRole("link", { name: `Pay ${total}` }).click();
    await expect(page.getByTestId("amount-due")).toHaveText(total);
    await page.getByRole("button", { name: `Pay ${total}` }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/portal\/order-pay-success/);
    await expectPortal("New", "Paid");

    // The console reads the same order: the same words, money and slot.
    const opsOrder = `${urls.ops}/orders/${id}`;
    const expectConsole = async (status: string, payment: string) => {
      await ops.goto(opsOrder);
      const summary = ops.getByRole("region", { name: "Order details" });
      await expect(valueOf(summary, "Status")).toHaveText(status);
      await expect(valueOf(summary, "Payment")).toHaveText(payment);
      await expect(valueOf(summary, "Total")).toHaveText(total);
      await expect(valueOf(summary, "Slot \\(hub time\\)")).toHaveText(slot);
      return summary;
    };
    await expectConsole("New", "Paid");

    // 4. The driver comes far too early: told, on the hub's clock, when check-in opens and whom to call.
    const driver = await (await browser.newContext()).newPage();
    let summary = await lookUp(driver, order.checkInCode);
    await expect(valueOf(summary, "Slot")).toHaveText(slot);
    await expect(valueOf(summary, "Status")).toHaveText("New");
    const opensByDefault = formatZonedDateTime(new Date(Date.parse(order.timeFrom) - 2 * 3_600_000), zone);
    await expect(driver.getByTestId("check-in-standing")).toContainText(
      `Check-in for this slot opens at ${opensByDefault}.`,
    );
    await checkInOnPhone(driver);
    const standing = driver.getByTestId("check-in-standing");
    await expect(standing).toContainText(`You are early: check-in for this slot opens at ${opensByDefault}.`);
    await expect(standing.getByRole("link", { name: /\+1 \(209\) 555-0178/ })).toBeVisible();
    await expect(valueOf(summary, "Status")).toHaveText("At the gate, early: waiting to be let in");
    const early = await readOrder();
    expect(early.status).toBe("new");
    const earlyAt = formatZonedDateTime(early.checkedInAt ?? "", zone);

    // 5. The dispatcher sees the driver at the gate, on the hub's clock, and accepts the order there.
    const gate = `${urls.ops}/gate?hubId=${hub.id}&date=${date}`;
    await ops.goto(gate);
    const waiting = ops
      .getByRole("list", { name: "At the gate" })
      .getByRole("listitem")
      .filter({ hasText: order.number });
    await expect(waiting).toContainText("Early arrival — to accept");
    await expect(waiting).toContainText(`checked in ${earlyAt}`);
    await expect(waiting).toContainText(`slot ${slot}`);
    await waiting.getByRole("button", { name: "Accept" }).click();
    await expect(waiting).not.toContainText("to accept", { timeout: 15_000 });
    await expect(waiting).toContainText("Early arrival");
    // The dock day says where the driver is: at the gate, not checked in.
    await ops.goto(`${urls.ops}/docks?hubId=${hub.id}&date=${date}`);
    // The order's own row, inside its slot's card (a list item too).
    const onDock = ops
      .getByRole("listitem")
      .filter({ has: ops.getByRole("link", { name: order.number }) })
      .last();
    await expect(onDock).toContainText("Accepted");
    await expect(onDock).toContainText("driver at the gate: Early arrival");
    await expect(onDock).not.toContainText("checked in");

    // 6. The hub opens check-in three days ahead on its page; the driver checks in again, now inside the window.
    await ops.goto(`${urls.ops}/hubs?hubId=${hub.id}`);
    await ops.getByLabel("Check-in opens (minutes before the slot starts)").fill("4320");
    await ops.getByRole("button", { name: "Save" }).click();
    await expect(ops.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    summary = await lookUp(driver, order.checkInCode);
    await checkInOnPhone(driver);
    await expect(driver.getByTestId("check-in-standing")).toContainText(
      `You are checked in for order ${order.number} at ${HUB}.`,
    );
    await expect(valueOf(summary, "Status")).toHaveText("Arrived at hub");
    await expect(valueOf(summary, "Truck")).toHaveText(DRIVER.truck);
    const arrived = await readOrder();
    expect(arrived.status).toBe("arrivedToHub");
    const arrivedAt = formatZonedDateTime(arrived.checkedInAt ?? "", zone);
    expect(arrivedAt).toMatch(/ P[SD]T$/);
    // Looked up again later, the driver's page says when they checked in.
    await lookUp(driver, order.checkInCode);
    await expect(driver.getByTestId("check-in-standing")).toContainText(`Checked in at ${arrivedAt}.`);

    // The gate, the console and the customer's timeline show that one check-in at the same time.
    await ops.goto(gate);
    const inRow = ops.getByRole("list", { name: "Checked in" }).getByRole("listitem").filter({ hasText: order.number });
    await expect(inRow).toContainText(`in at ${arrivedAt}`);
    await expect(inRow).toContainText("Arrived at hub");
    let consoleSummary = await expectConsole("Arrived at hub", "Paid");
    await expect(valueOf(consoleSummary, "Checked in")).toHaveText(arrivedAt);
    await expectPortal("Arrived at hub", "Paid");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(arrivedAt);

    // 7. The dispatcher works the order and adds the extra pallet found at the hub as a supplementary charge.
    await ops.goto(opsOrder);
    await ops.getByRole("button", { name: "Move to In progress" }).click();
    consoleSummary = ops.getByRole("region", { name: "Order details" });
    await expect(valueOf(consoleSummary, "Status")).toHaveText("In progress");
    const charge = ops.getByRole("form", { name: "Add a supplementary charge" });
    await charge.getByLabel("Charge (USD)").fill((EXTRA.cents / 100).toFixed(2));
    await charge.getByLabel("Reason the customer reads").fill(EXTRA.reason);
    await charge.getByRole("button", { name: "Add charge" }).click();
    const extra = formatCents(EXTRA.cents);
    await expect(ops.getByRole("status").filter({ hasText: `Supplementary charge of ${extra} added` })).toBeVisible();
    await expect(valueOf(consoleSummary, "Payment")).toHaveText(`Part paid — ${extra} due`);
    await expect(valueOf(consoleSummary, "Total")).toHaveText(total);
    summary = await lookUp(driver, order.checkInCode);
    await expect(valueOf(summary, "Status")).toHaveText("In progress");

    // 8. The customer owes just the difference, pays it, and the order is paid everywhere.
    await expectPortal("In progress", `Part paid — ${extra} due`);
    await expect(page.getByText(`Extra charge: ${EXTRA.reason}`).first()).toBeVisible();
    await page.getByRole("link", { name: `Pay ${extra}` }).first().click();
    await expect(page.getByTestId("amount-due")).toHaveText(extra);
    await page.getByRole("button", { name: `Pay ${extra}` }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/portal\/invoice-pay-success/);
    await expectPortal("In progress", "Paid");
    await expect(page.getByRole("link", { name: /^Pay / })).toHaveCount(0);
    await expectConsole("In progress", "Paid");
  } finally {
    // Back to the default window, for the journeys after this one.
    await setCheckInWindow(request, staff, hub.id, 120);
  }
});
