import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { localDateOf } from "@freight/domain/time/time-slots";
import { createAccount } from "../../support/accounts";
import { axeViolations } from "../../support/axe";
import { asOpsAdmin, staffHeadersOf } from "../../support/ops";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";

/*
 * Issue 36: the gate board, the order's timeline and the driver's page read one arrival record. A driver who checks
 * in before the hub accepted the order, or outside the hub's check-in window, waits at the gate with one action:
 * Accept, or Let in. Issue 41: once in, the dispatcher gives the truck its dock door on the board.
 */

test.describe.configure({ mode: "serial" });

function checkIn(request: APIRequestContext, code: string, truckNumber: string) {
  return request.patch(`${urls.api}/driver-check-in`, {
    data: { checkInCode: code, driverName: "Gus Gate", driverPhone: "+19095550102", truckNumber, trailerNumber: "TR-3" },
  });
}

/** The status the driver's page shows, in the check-in summary. */
function driverStatus(page: Page) {
  return page.getByTestId("check-in-summary").locator("dt", { hasText: "Status" }).locator("xpath=following-sibling::dd[1]");
}

/** The driver's page after looking the code up. */
async function driverPage(page: Page, code: string): Promise<void> {
  await page.goto(`${urls.web}/driver`);
  await page.getByLabel("Check-in code").fill(code);
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByTestId("check-in-summary")).toBeVisible();
}

test("a driver early for a new order waits at the gate; the dispatcher accepts, lets them in and gives a door; timeline and driver's page follow", async ({
  page,
  request,
  browser,
}) => {
  // Four readers and two gate actions, each waiting for the board's refresh on a busy machine.
  test.setTimeout(90_000);
  const customer = await createAccount(request);
  const order = await bookOrder(request, customer.token, { name: "Gus Gate", phone: "+1 909 555 0102", truck: "GATE-7" });
  const day = localDateOf(new Date(order.timeFrom), order.hub.timeZone);
  await asOpsAdmin(page, request);
  // The slot's day on the board: the order is expected; nobody is at the gate for it yet.
  await page.goto(`${urls.ops}/gate?hubId=${order.hub.id}&date=${day}`);
  const atGate = page.getByRole("list", { name: "At the gate" });
  const checkedIn = page.getByRole("list", { name: "Checked in" });
  await expect(page.getByRole("list", { name: "Expected" }).getByText(order.number)).toBeVisible();
  await expect(atGate.getByText(order.number)).toHaveCount(0);

  const answer = await checkIn(request, order.checkInCode, "GATE-7");
  expect(answer.ok(), await answer.text()).toBe(true);

  // The board follows without a reload: an early arrival, not accepted yet, with its truck.
  const row = atGate.getByRole("listitem").filter({ hasText: order.number });
  await expect(row).toContainText("Early arrival — to accept", { timeout: 15_000 });
  await expect(row).toContainText("truck GATE-7, trailer TR-3");
  await expect(row).toContainText(/ (P|M|C|E)[SD]T/);
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(row).toContainText("Early arrival", { timeout: 15_000 });
  await expect(row).not.toContainText("to accept");
  await row.getByRole("button", { name: "Let in" }).click();
  await expect(checkedIn.getByText(order.number)).toBeVisible({ timeout: 15_000 });
  await expect(atGate.getByText(order.number)).toHaveCount(0);

  // Issue 41: the truck is at the hub; the dispatcher gives it a door with one click and the board shows it.
  const inRow = checkedIn.getByRole("listitem").filter({ hasText: order.number });
  await inRow.getByLabel(`Door for ${order.number}`).fill("7");
  await inRow.getByRole("button", { name: "Assign door" }).click();
  await expect(inRow.getByRole("status")).toHaveText(`${order.number} goes to door 7.`, { timeout: 15_000 });
  await expect(inRow).toContainText("Door 7", { timeout: 15_000 });
  await expect(inRow.getByRole("button", { name: "Move to door" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A naughty door is refused in words, and the door stays.
  await inRow.getByLabel(`Door for ${order.number}`).fill("7<b>");
  await inRow.getByRole("button", { name: "Move to door" }).click();
  await expect(inRow.getByRole("alert")).toContainText("only letters, digits, spaces and dashes");
  await expect(inRow).toContainText("Door 7");
  // The dock day and the order's page show the same door.
  await page.goto(`${urls.ops}/docks?hubId=${order.hub.id}&date=${day}`);
  const dockRow = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: order.number }) }).last();
  await expect(dockRow).toContainText("Door 7");
  await page.goto(`${urls.ops}/orders/${order.id}`);
  await expect(page.getByText("Door 7", { exact: true })).toBeVisible();

  const timeline = (await (
    await request.get(`${urls.api}/order/${order.id}/timeline`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).json()) as { fromStatus: string | null; toStatus: string; actor: string }[];
  expect(timeline.map((step) => [step.toStatus, step.actor])).toEqual([
    ["new", "customer"],
    ["new", "driver"],
    ["accepted", "staff"],
    ["arrivedToHub", "staff"],
  ]);

  const driver = await browser.newPage();
  await driverPage(driver, order.checkInCode);
  // The order's status in the words the portal and the console use.
  await expect(driverStatus(driver)).toHaveText("Arrived at hub");
  await expect(driver.getByTestId("check-in-standing")).toContainText("Checked in at ");
  // The door the dispatcher gave, on the driver's own page.
  await expect(driver.getByTestId("check-in-door")).toHaveText("7");
  await driver.close();
});

test("the admin opens check-in three days ahead on the hub page; an accepted order's driver then checks in at once", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await createAccount(request);
  // The second hub: other journeys book the first and expect its default window.
  const order = await bookOrder(
    request,
    customer.token,
    { name: "Ona Time", phone: "+1 909 555 0103", truck: "ONT-1" },
    { hubIndex: 1 },
  );
  await asOpsAdmin(page, request);
  const staff = await staffHeadersOf(page);
  const accepted = await request.post(`${urls.api}/staff/orders/${order.id}/status`, {
    headers: staff,
    data: { status: "accepted" },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await page.goto(`${urls.ops}/hubs?hubId=${order.hub.id}`);
  const opensField = page.getByLabel("Check-in opens (minutes before the slot starts)");
  await expect(opensField).toHaveValue("120");
  expect(await axeViolations(page)).toEqual([]);
  await opensField.fill("4320");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  try {
    await driverPage(page, order.checkInCode);
    await page.getByLabel("Driver phone").fill("+1 909 555 0103");
    await page.getByRole("button", { name: "Check me in" }).click();
    await expect(page.getByTestId("check-in-standing")).toContainText(
      `You are checked in for order ${order.number} at ${order.hub.name}.`,
    );
    await expect(driverStatus(page)).toHaveText("Arrived at hub");

    const day = localDateOf(new Date(order.timeFrom), order.hub.timeZone);
    await page.goto(`${urls.ops}/gate?hubId=${order.hub.id}&date=${day}`);
    await expect(page.getByRole("list", { name: "Checked in" }).getByText(order.number)).toBeVisible();
  } finally {
    // Back to the default window, for the journeys after this one.
    const hub = await request.get(`${urls.api}/staff/hubs/${order.hub.id}`, { headers: staff });
    const { version } = (await hub.json()) as { version: number };
    await request.patch(`${urls.api}/staff/hubs/${order.hub.id}`, {
      headers: staff,
      data: { version, checkInOpensMinutesBefore: 120 },
    });
  }
});
