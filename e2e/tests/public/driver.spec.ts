import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatZonedDateTime, formatZonedRange } from "@freight/domain/time/hub-clock";
import { createAccount } from "../../support/accounts";
import { axeViolations } from "../../support/axe";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";

/** The words a driver reads for a code no order has, whatever the API's own message says. */
const UNKNOWN_CODE_WORDS =
  "We could not find that check-in code. Check the 10 characters on your booking or call the hub at";

interface DriverCheckIn {
  status: string;
  hubPhone: string;
  hubTimeZone: string;
  checkInOpensAt: string;
  checkInClosesAt: string;
  truckNumber: string;
  trailerNumber: string;
  arrival: { timing: string | null; waitingFor: string | null } | null;
}

async function checkInOf(request: APIRequestContext, code: string): Promise<DriverCheckIn> {
  const answer = await request.get(`${urls.api}/driver-check-in?checkincode=${code}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as DriverCheckIn;
}

for (const [what, typed] of [
  ["too short to be a code", "ZX9Q4K7W"],
  ["a code's shape that no order has", "zx9q-4k7w-mn"],
] as const) {
  test(`a wrong code (${what}) is answered in plain words, under a hint of the real rule`, async ({
    page,
  }) => {
    await page.goto("/driver");
    await expect(
      page.getByText("The 10 letters and digits on your booking, e.g. ABCD-EFGH-JK."),
    ).toBeVisible();
    await page.getByLabel("Check-in code").fill(typed);
    await page.getByRole("button", { name: "Find my order" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: UNKNOWN_CODE_WORDS });
    await expect(refusal).toBeVisible();
    // Never the API's validation text, and a number to call.
    await expect(refusal).not.toContainText("must");
    await expect(refusal.getByRole("link")).toHaveAttribute("href", /^tel:\+?\d+/);
    await expect(page.getByLabel("Check-in code")).toHaveValue(typed);
  });
}

test("a driver early for the slot sees hub, slot and window on the hub's clock, checks in, and is told when check-in opens and whom to call", async ({
  page,
  request,
}) => {
  const customer = await createAccount(request);
  const order = await bookOrder(request, customer.token, {
    name: "Lee Park",
    phone: "+1 909 555 0177",
    truck: "TRK-12",
  });
  const booked = await checkInOf(request, order.checkInCode);
  const zone = booked.hubTimeZone;
  const opens = formatZonedDateTime(booked.checkInOpensAt, zone);

  await page.goto("/driver");
  // Typed as a driver reads it out: lower case, in groups.
  await page.getByLabel("Check-in code").fill(order.checkInCode.toLowerCase().replace(/(.{4})(?=.)/g, "$1-"));
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(
    page.getByRole("heading", { name: `Order ${order.number} at ${order.hub.name}` }),
  ).toBeVisible();
  const summary = page.getByTestId("check-in-summary");
  // The slot and the window in the hub's time with the zone's abbreviation (PST, EDT…), never UTC.
  await expect(summary).toContainText(formatZonedRange(order.timeFrom, order.timeTo, zone));
  await expect(summary).toContainText(formatZonedRange(booked.checkInOpensAt, booked.checkInClosesAt, zone));
  await expect(summary).toContainText(/ (P|M|C|E)[SD]T/);
  // The order's status in the words the portal and the console use.
  const status = summary.locator("dt", { hasText: "Status" }).locator("xpath=following-sibling::dd[1]");
  await expect(status).toHaveText("New");
  await expect(page.getByTestId("check-in-standing")).toContainText(
    `Check-in for this slot opens at ${opens}.`,
  );

  await expect(page.getByLabel("Driver name")).toHaveValue("Lee Park");
  // The booked phone is shown masked, as a hint; the driver types today's number.
  await expect(page.getByText("Booked as +* *** *** 0177")).toBeVisible();
  await expect(page.getByLabel("Driver phone")).toHaveValue("");
  await page.getByLabel("Driver phone").fill("+1 909 555 0178");
  await page.getByLabel("Truck number").fill("TRK-99");
  await page.getByLabel("Trailer number (optional)").fill("TRL-9");
  await page.getByRole("button", { name: "Check me in" }).click();

  const standing = page.getByTestId("check-in-standing");
  await expect(standing).toContainText(`You are early: check-in for this slot opens at ${opens}.`);
  await expect(standing).toContainText("We told the gate you are here");
  await expect(standing.getByRole("link", { name: booked.hubPhone })).toBeVisible();
  // The status after the step, and the truck and trailer just entered.
  await expect(summary).toContainText("At the gate, early: waiting to be let in");
  await expect(summary).toContainText("TRK-99");
  await expect(summary).toContainText("TRL-9");
  await expect(status).not.toHaveText("New");
  expect(await axeViolations(page)).toEqual([]);

  // The arrival is recorded, and the order did not skip the hub's acceptance.
  expect(await checkInOf(request, order.checkInCode)).toMatchObject({
    status: "new",
    truckNumber: "TRK-99",
    trailerNumber: "TRL-9",
    arrival: { timing: "early", waitingFor: "accept" },
  });
});

test("a driver who ticks the texts box on the check-in page has their consent recorded on the order; unticked records none", async ({
  page,
  request,
}) => {
  const customer = await createAccount(request);
  const orderOf = async (id: number) => {
    const answer = await request.get(`${urls.api}/order/${id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { driverSmsConsentAt: string | null };
  };
  for (const ticks of [true, false]) {
    const order = await bookOrder(request, customer.token, {
      name: "Cora Sent",
      phone: "+1 909 555 0181",
      truck: "TXT-1",
    });
    await page.goto("/driver");
    await page.getByLabel("Check-in code").fill(order.checkInCode);
    await page.getByRole("button", { name: "Find my order" }).click();
    await page.getByLabel("Driver phone").fill("+1 909 555 0181");
    const consent = page.getByRole("checkbox", { name: /Text me at this number/ });
    // Unticked until the driver says yes.
    await expect(consent).not.toBeChecked();
    if (ticks) await consent.check();
    await page.getByRole("button", { name: "Check me in" }).click();
    await expect(page.getByTestId("check-in-standing")).toContainText("We told the gate you are here");
    const stored = await orderOf(order.id);
    if (ticks) {
      expect(stored.driverSmsConsentAt).not.toBeNull();
      expect(Date.now() - new Date(stored.driverSmsConsentAt ?? 0).getTime()).toBeLessThan(5 * 60_000);
    } else {
      expect(stored.driverSmsConsentAt).toBeNull();
    }
  }
});
