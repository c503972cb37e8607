import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { PRICING_TIER_LABELS, pricingTierForSlot } from "@freight/domain/catalog/pricing-tier";
import { formatCalendarDate } from "@freight/domain/time/hub-clock";
import { slotStartForLocal } from "@freight/domain/time/time-slots";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import {
  apiAs,
  billOfLading,
  hubDateInDays,
  hubOffering,
  signUpCustomer,
  useSession,
  type Customer,
} from "./customer";

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), "screenshots");

interface ApiOrder {
  id: number;
  number: string;
  total: number;
  quantity: number;
  status: string;
  service: { id: number; name: string };
  hub: { id: number; name: string };
  puService?: {
    city: string;
    address: string;
    weight: number;
    time: { from: string; to: string; isRange: boolean };
    date: { from: string; to: string; isRange: boolean };
    temp?: number | null;
    commodityId?: number | null;
    trailerTypeId?: number | null;
    checkInAs?: string;
  };
  notes: { note: string; files: { fileName: string }[] }[];
  products: { id: number; amount: number }[];
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function chooseSlot(page: Page, hubName: string, date: string, slot: string) {
  await page.getByLabel("Hub", { exact: true }).selectOption({ label: hubName });
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByRole("radio", { name: slot, exact: true }).check();
  await expect(page.getByTestId("price-summary")).toContainText("Total");
  await expect(page.getByTestId("price-summary")).not.toContainText("Choose a time slot");
}

test.describe.serial("booking, dashboard, history, repeat and cancel", () => {
  let customer: Customer;
  let hub: { id: number; name: string; timeZone: string };
  let serviceName: string;
  let firstOrder: ApiOrder;

  test.beforeAll(async ({ request }) => {
    customer = await signUpCustomer(request, "booking");
    const services = await apiAs<{ id: number; name: string; type: number }[]>(
      request,
      customer.token,
      "/services",
    );
    const crossDock = services.find((service) => service.type === 2) ?? services[0]!;
    serviceName = crossDock.name;
    hub = await hubOffering(request, crossDock.id);
  });

  test.beforeEach(async ({ context }) => {
    await useSession(context, customer.token);
  });

  test("books an order with a file, a pick-up and an extra, charged exactly the price the form showed", async ({
    page,
    request,
  }) => {
    await page.goto(`${urls.portal}/portal`);
    await page.getByRole("radio", { name: serviceName }).check();
    await chooseSlot(page, hub.name, hubDateInDays(hub.timeZone, 3), "9 AM - 12 PM");
    // The slot's tier (a weekend day is Best, a weekday morning Regular) is named next to the price.
    const tier = pricingTierForSlot({
      startsAt: slotStartForLocal(hubDateInDays(hub.timeZone, 3), 9, hub.timeZone),
      timeZone: hub.timeZone,
    });
    await expect(page.getByTestId("price-tier")).toHaveText(
      `${PRICING_TIER_LABELS[tier]} price for this slot`,
    );

    await page.getByRole("button", { name: "One more" }).click();
    await page.getByRole("button", { name: "One more" }).click();
    await page.getByRole("button", { name: "One fewer" }).click();
    await expect(page.getByRole("group", { name: "Quantity (pallets)" }).getByRole("spinbutton")).toHaveValue(
      "2",
    );
    await page.getByLabel("Driver name").fill("Ana Ruiz");
    await page.getByLabel("Driver phone").fill("+15550100200");
    await page.getByLabel("Notes for the hub").fill("Dock 4, call on arrival.");
    await page.locator('input[type="file"]').setInputFiles(billOfLading);
    await expect(page.getByText("bill-of-lading.pdf")).toBeVisible();

    await page.getByRole("checkbox", { name: "Pick-up" }).check();
    const pickUp = page.getByTestId("stop-pick-up");
    await pickUp.getByLabel("Street address").fill("1200 Industrial Way");
    await pickUp.getByLabel("City").fill("Aurora");
    await pickUp.getByLabel("Weight (lb)").fill("1800");
    // Its time window and days: ready 8:00 until 14:30, over two days from the booking's date.
    await pickUp.getByLabel("Ready from").fill("08:00");
    await pickUp.getByLabel("Until").fill("14:30");
    await pickUp.getByLabel("Last day (for several days)").fill(hubDateInDays(hub.timeZone, 4));
    // The stop's own load and the name its driver checks in as (spec: pick-up/delivery service detail).
    const [stopTemp] = await pickUp.getByLabel("Temperature control at this stop").selectOption({ index: 1 });
    const [stopCommodity] = await pickUp.getByLabel("Commodity at this stop").selectOption({ index: 1 });
    const [stopTrailer] = await pickUp.getByLabel("Trailer type at this stop").selectOption({ index: 1 });
    await pickUp.getByLabel("Driver checks in as").fill("Aurora Cold Storage");
    await page.getByLabel("Amount of Stretch wrap").fill("2");

    const shownTotal = (await page.getByTestId("booking-total").textContent())?.trim() ?? "";
    expect(shownTotal).toMatch(/^\$[\d,]+\.\d{2}$/);
    await page.getByRole("button", { name: "Book now" }).click();

    await expect(page).toHaveURL(/\/portal\/order-create-success\?id=\d+/);
    await expect(page.getByRole("heading", { name: "Your order is booked" })).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get("id"));
    firstOrder = await apiAs<ApiOrder>(request, customer.token, `/order/${id}`);
    expect(dollars(firstOrder.total)).toBe(shownTotal);
    expect(firstOrder.quantity).toBe(2);
    expect(firstOrder.puService).toMatchObject({
      city: "Aurora",
      address: "1200 Industrial Way",
      weight: 1800,
      time: { from: "08:00 AM", to: "14:30 PM", isRange: true },
      date: { from: hubDateInDays(hub.timeZone, 3), to: hubDateInDays(hub.timeZone, 4), isRange: true },
      temp: Number(stopTemp),
      commodityId: Number(stopCommodity),
      trailerTypeId: Number(stopTrailer),
      checkInAs: "Aurora Cold Storage",
    });
    expect(firstOrder.notes.at(-1)?.files.map((file) => file.fileName)).toEqual(["bill-of-lading.pdf"]);
    await expect(page.getByText(firstOrder.number)).toBeVisible();
  });

  test("shows the order on the dashboard, in the order history and in its details", async ({ page }) => {
    await page.goto(`${urls.portal}/dashboard`);
    await expect(
      page.getByTestId("active-table").getByRole("link", { name: firstOrder.number }),
    ).toBeVisible();
    await expect(page.getByTestId("dashboard-metrics")).toContainText("Created");
    // The chart counts orders in the week they were booked (today), not the week of their slot (days ahead).
    const chart = page.getByRole("table", { name: "Orders booked per week, by their status now" });
    const thisWeek = chart.getByRole("row").last();
    await expect(thisWeek.getByRole("cell").first()).not.toHaveText("0");

    await page.goto(`${urls.portal}/order-history`);
    const row = page.getByTestId("order-row").filter({ hasText: firstOrder.number });
    await expect(row).toContainText(hub.name);
    await expect(row).toContainText(dollars(firstOrder.total));

    await row.getByRole("link", { name: "View details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(firstOrder.number);
    await expect(page.getByTestId("order-summary")).toContainText("Ana Ruiz");
    const summaryCard = page.locator("section", { has: page.getByTestId("order-summary") });
    // The window booked as 08:00 AM – 14:30 PM reads as real 12-hour times; its days the spec's way, with the year.
    await expect(summaryCard).toContainText("8:00 AM – 2:30 PM");
    await expect(summaryCard).toContainText(
      `${formatCalendarDate(hubDateInDays(hub.timeZone, 3))} – ${formatCalendarDate(hubDateInDays(hub.timeZone, 4))}`,
    );
    await expect(page.getByTestId("order-price")).toContainText(dollars(firstOrder.total));
    await expect(page.getByTestId("order-notes")).toContainText("bill-of-lading.pdf");
    await expect(page.getByRole("img", { name: /QR code of check-in code/ })).toBeVisible();
    const calendar = await page.request.get(`${urls.portal}/api/orders/${firstOrder.id}/calendar`);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    expect(await calendar.text()).toContain(firstOrder.number);
  });

  test("repeats an order into a booking form that keeps the whole job and asks only for a new date and slot", async ({
    page,
    request,
  }) => {
    await page.goto(`${urls.portal}/order-history`);
    await page
      .getByTestId("order-row")
      .filter({ hasText: firstOrder.number })
      .getByRole("link", { name: "Repeat" })
      .click();
    await expect(page).toHaveURL(/\/portal\?repeat=/);
    await expect(page.getByTestId("copy-banner")).toHaveText(
      `Repeating order ${firstOrder.number}: choose a new date and slot`,
    );
    // Everything that defines the job is already filled in.
    await expect(page.getByRole("radio", { name: serviceName })).toBeChecked();
    await expect(page.getByLabel("Hub", { exact: true })).toHaveValue(String(hub.id));
    await expect(page.getByRole("group", { name: "Quantity (pallets)" }).getByRole("spinbutton")).toHaveValue(
      "2",
    );
    await expect(page.getByLabel("Driver name")).toHaveValue("Ana Ruiz");
    await expect(page.getByLabel("Driver phone")).toHaveValue("+15550100200");
    await expect(page.getByLabel("Notes for the hub")).toHaveValue("Dock 4, call on arrival.");
    await expect(page.getByLabel("Amount of Stretch wrap")).toHaveValue("2");
    const pickUp = page.getByTestId("stop-pick-up");
    await expect(page.getByRole("checkbox", { name: "Pick-up" })).toBeChecked();
    await expect(pickUp.getByLabel("Street address")).toHaveValue("1200 Industrial Way");
    await expect(pickUp.getByLabel("City")).toHaveValue("Aurora");
    await expect(pickUp.getByLabel("Weight (lb)")).toHaveValue("1800");
    await expect(pickUp.getByLabel("Ready from")).toHaveValue("08:00");
    await expect(pickUp.getByLabel("Until")).toHaveValue("14:30");
    // Only the slot is asked again: none is chosen yet.
    await expect(page.getByTestId("price-summary")).toContainText("Choose a time slot");

    // The booking's date (the pick-up has a date field of its own).
    await page
      .getByRole("region", { name: "Service" })
      .getByLabel("Date", { exact: true })
      .fill(hubDateInDays(hub.timeZone, 5));
    // The pick-up's two days move with the new date.
    await expect(pickUp.getByLabel("Last day (for several days)")).toHaveValue(
      hubDateInDays(hub.timeZone, 6),
    );
    // Any open slot: other journeys close slots at this hub on days ahead (the console's dock schedule).
    await page.getByRole("group", { name: "Time slot" }).getByRole("radio", { disabled: false }).first().check();
    await expect(page.getByTestId("price-summary")).not.toContainText("Choose a time slot");
    await page.getByRole("button", { name: "Book now" }).click();
    await expect(page).toHaveURL(/\/portal\/order-create-success\?id=\d+/);
    const repeated = await apiAs<ApiOrder>(
      request,
      customer.token,
      `/order/${new URL(page.url()).searchParams.get("id")}`,
    );
    expect(repeated.puService).toMatchObject({
      ...firstOrder.puService,
      date: { from: hubDateInDays(hub.timeZone, 5), to: hubDateInDays(hub.timeZone, 6), isRange: true },
    });
    expect(repeated.notes.map((note) => note.note)).toEqual(["Dock 4, call on arrival."]);
    expect(repeated.products).toEqual(firstOrder.products);
  });

  test("sorts the history by number, keeps that sort in the browser, and filters", async ({ page }) => {
    await page.goto(`${urls.portal}/order-history`);
    await expect(page.getByTestId("order-row")).toHaveCount(2);
    await page.getByTestId("history-sort-fbNumber").click();
    await expect(page).toHaveURL(/sort=fbNumber&order=desc/);
    await page.getByTestId("history-sort-fbNumber").click();
    await expect(page).toHaveURL(/sort=fbNumber&order=asc/);
    await expect(page.getByTestId("order-row").first()).toContainText(firstOrder.number);
    const stored = await page.evaluate(() => window.localStorage.getItem("freight.orderHistory.sort"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ fbNumber: { direction: "asc", isActive: true } });

    // Without a sort in the address the stored one applies; the dashboard's table keeps its own.
    await page.goto(`${urls.portal}/order-history`);
    await expect(page).toHaveURL(/sort=fbNumber&order=asc/);
    expect(await page.evaluate(() => window.localStorage.getItem("freight.activeOrders.sort"))).toBeNull();

    await page.getByLabel("Search orders").fill(firstOrder.number);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await page.getByText("Filters").click();
    await page.getByLabel("Search orders").fill("");
    await page.getByLabel("Service").selectOption({ index: 1 });
    const chosen = await page
      .getByLabel("Service")
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? "");
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.getByTestId("order-row");
    if (chosen === serviceName) await expect(rows).toHaveCount(2);
    else await expect(page.getByText("No orders match.")).toBeVisible();
  });

  test("deletes a pre-order nothing was paid for, after a confirmation", async ({ page, request }) => {
    const booked = await bookOrder(request, customer.token, {
      name: "Del Ete",
      phone: "+1 909 555 0131",
      truck: "DEL-1",
    });
    await page.goto(`${urls.portal}/dashboard/order-details?id=${booked.id}`);
    await page.getByRole("button", { name: "Delete pre-order" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete order ${booked.number}?` });
    await dialog.getByRole("button", { name: "Delete pre-order" }).click();
    await expect(page).toHaveURL(/\/order-history/);
    const gone = await request.get(`${urls.api}/order/${booked.id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(gone.status()).toBe(404);
  });

  test("cancels an order where the lifecycle allows it", async ({ page, request }) => {
    await page.goto(`${urls.portal}/order-history?sort=fbNumber&order=desc`);
    const newest = page.getByTestId("order-row").first();
    const number = (await newest.getByRole("link").first().textContent())?.trim() ?? "";
    await newest.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel order ${number}?` });
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByTestId("order-row").filter({ hasText: number })).toContainText("Cancelled");
    await expect(
      page.getByTestId("order-row").filter({ hasText: number }).getByRole("button", { name: "Cancel order" }),
    ).toHaveCount(0);
    const page0 = await apiAs<{ items: ApiOrder[] }>(
      request,
      customer.token,
      "/orders-for-history?sortBy=fbNumber&order=desc",
    );
    expect(page0.items.find((order) => order.number === number)?.status).toBe("cancelledByUser");
  });

  test("tops up the balance by card, then pays the order on the sandbox gateway using part balance", async ({
    page,
    request,
  }) => {
    await page.goto(`${urls.portal}/portal/payment`);
    await page.getByLabel("Amount (USD)").fill("100.00");
    await page.getByRole("button", { name: "Top up" }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/portal\/topup-success/);
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-status", "paid");
    const me = await apiAs<{ balance: number }>(request, customer.token, "/users/me");
    expect(me.balance).toBe(10000);

    await page.goto(`${urls.portal}/portal/payment?orderId=${firstOrder.id}`);
    await expect(page.getByTestId("amount-due")).toHaveText(dollars(firstOrder.total));
    await page.getByRole("switch", { name: "I want use balance" }).check();
    await page.getByRole("button", { name: `Pay ${dollars(firstOrder.total)}` }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/portal\/order-pay-success/);
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-status", "paid");
    const paid = await apiAs<{ billingStatus: string; totalPaid: number }>(
      request,
      customer.token,
      `/order/${firstOrder.id}`,
    );
    expect(paid).toMatchObject({ billingStatus: "paid", totalPaid: firstOrder.total });
    expect((await apiAs<{ balance: number }>(request, customer.token, "/users/me")).balance).toBe(0);

    await page.goto(`${urls.portal}/portal/payment#history`);
    await expect(page.getByTestId("ledger")).toContainText(dollars(10000));
  });

  test("dashboard, booking, payment, order details and history fit 375, 1366 and 1440 px (screenshots kept)", async ({
    page,
  }) => {
    mkdirSync(screenshotDir, { recursive: true });
    for (const width of [375, 1366, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const [name, route] of [
        ["dashboard", "/dashboard"],
        ["booking", "/portal"],
        ["payment", `/portal/payment?orderId=${firstOrder.id}`],
        ["order-details", `/dashboard/order-details?id=${firstOrder.id}`],
        ["order-history", "/order-history"],
      ] as const) {
        await page.goto(`${urls.portal}${route}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Nothing may push the page wider than the screen (tables scroll inside their own box).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (width >= 1366) {
          // On a laptop screen every table fits its box whole: no row action cut off at the right edge.
          const cutOff = await page.evaluate(() =>
            Array.from(document.querySelectorAll("table"))
              // A data table kept for screen readers behind a chart is clipped on purpose.
              .filter((table) => !table.closest(".sr-only"))
              .filter(
                (table) =>
                  table.parentElement &&
                  table.parentElement.scrollWidth > table.parentElement.clientWidth + 1,
              )
              .map(
                (table) =>
                  table.getAttribute("aria-label") ?? table.querySelector("caption")?.textContent ?? "table",
              ),
          );
          expect(cutOff, `${name} at ${width}`).toEqual([]);
        }
        await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
      }
    }
  });
});
