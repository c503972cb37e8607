import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestCode, newIdentity } from "../../support/accounts";
import { urls } from "../../support/servers";
import { staffHeaders } from "../../support/staff";
import { apiAs, signUpCustomer, useSession } from "../portal/customer";

interface NamedId {
  id: number;
  name: string;
  slug: string;
  timeZone: string;
}

interface Range {
  hubId: number;
  serviceId: number;
  minPrice: number;
  maxPrice: number;
}

interface Quote {
  price: number;
  feeType: number;
  rateSource: string;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function rangeText(range: Range): string {
  return range.minPrice === range.maxPrice
    ? dollars(range.minPrice)
    : `${dollars(range.minPrice)} – ${dollars(range.maxPrice)}`;
}

/** The first Tuesday to Thursday at least `days` ahead on the hub's calendar, YYYY-MM-DD. */
function weekdayAhead(timeZone: string, days: number): string {
  for (let offset = days; offset < days + 7; offset += 1) {
    const instant = new Date(Date.now() + offset * 86_400_000);
    const weekday = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(instant);
    if (["Tue", "Wed", "Thu"].includes(weekday)) {
      return new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(instant);
    }
  }
  throw new Error("no weekday ahead");
}

async function renoAndTransload(request: APIRequestContext) {
  const hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as NamedId[];
  const services = (await (await request.get(`${urls.api}/services-for-index`)).json()) as NamedId[];
  const reno = hubs.find((hub) => hub.slug === "reno");
  const transload = services.find((service) => service.slug === "transload");
  if (!reno || !transload) throw new Error("Reno or Transload is not public");
  const answer = await request.post(`${urls.api}/minmaxprice-for-index`, {
    data: { dateFrom: weekdayAhead("UTC", 1), hubIds: [reno.id], serviceId: transload.id },
  });
  const { items } = (await answer.json()) as { items: Range[] };
  const range = items[0];
  if (!range) throw new Error("no public transload range at Reno");
  return { reno, transload, range };
}

/** Picks the service and day in the price check and its first open business-hours slot; answers the slot's start. */
async function checkPrice(page: Page, serviceName: string, date: string): Promise<string> {
  const check = page.getByTestId("price-check");
  await check.getByLabel("Service").selectOption({ label: serviceName });
  await check.getByLabel("Day").fill(date);
  const slot = check.getByRole("radio", { name: /Business Hours Fee/, disabled: false }).first();
  await expect(slot).toBeVisible();
  const startsAt = (await slot.getAttribute("value")) ?? "";
  await slot.check();
  return startsAt;
}

test("a visitor finds the transload price and hours at Reno and books it after signing up, without choosing Reno again", async ({
  page,
  request,
}) => {
  // A whole journey: the hub page, sign-in, sign-up with a texted code, the portal and a booking.
  test.setTimeout(120_000);
  const { reno, transload, range } = await renoAndTransload(request);
  await page.goto("/locations/reno");

  // Opening hours on the hub's clock, with the zone's abbreviations, never the raw zone name.
  const hours = page.getByTestId("opening-hours");
  await expect(hours).toContainText("Mon–Fri");
  await expect(hours).toContainText("6:00 AM – 8:00 PM");
  await expect(hours).toContainText("Sun");
  await expect(hours).toContainText(/Pacific Time \(PST\/PDT\)/);
  await expect(page.locator("main")).not.toContainText("America/");
  await expect(page.getByRole("heading", { name: "Closures ahead" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Driver amenities" })).toBeVisible();

  // The public price range of transload, as the API prices it.
  const prices = page.getByTestId("price-ranges");
  await expect(prices).toHaveAttribute("data-prices", "public");
  await expect(prices.getByRole("row", { name: /Transload/ })).toContainText(rangeText(range));

  // The price check gives the price and fee kind the portal will charge.
  const date = weekdayAhead(reno.timeZone, 3);
  const slot = await checkPrice(page, transload.name, date);
  const quoteAnswer = await request.get(`${urls.api}/price-for-index`, {
    params: { hub: reno.id, service: transload.id, dateTime: slot },
  });
  const quote = (await quoteAnswer.json()) as Quote;
  await expect(page.getByTestId("price-check-price")).toHaveText(dollars(quote.price));
  await expect(page.getByTestId("price-check-fee")).toHaveText("Business hours: no extra fee");

  // Booking it: the portal sends a guest to sign in, and on to sign up, keeping the choice.
  await page.getByTestId("price-check").getByRole("link", { name: "Book this slot" }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?returnTo=/);
  await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/auth\/signup\?returnTo=/);
  const person = newIdentity();
  // Role queries skip the sign-in page, which the client router keeps hidden in the document.
  const form = page.getByRole("region", { name: "Create an account" });
  await form.getByRole("textbox", { name: "First name" }).fill(person.firstName);
  await form.getByRole("textbox", { name: "Last name" }).fill(person.lastName);
  await form.getByRole("textbox", { name: "E-mail" }).fill(person.email);
  await form.getByRole("textbox", { name: "Mobile phone" }).fill(person.phoneTyped);
  await form.getByRole("textbox", { name: "Password" }).fill(person.password);
  const askedAt = Date.now() - 1000;
  await page.getByRole("button", { name: "Continue" }).click();
  const code = await latestCode(request, person.phoneE164, askedAt);
  await page.getByRole("textbox", { name: "Code from the text message" }).fill(code);
  await page.getByRole("button", { name: "Create account" }).click();

  // The booking form opens on Reno, transload, the day and the slot: nothing is chosen again.
  await expect(page).toHaveURL(new RegExp(`^${urls.portal}/portal\\?hub=${reno.id}&service=${transload.id}`));
  await expect(page.getByLabel("Hub", { exact: true })).toHaveValue(String(reno.id));
  await expect(page.getByRole("radio", { name: transload.name })).toBeChecked();
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(date);
  await expect(page.locator(`input[type="radio"][value="${slot}"]`)).toBeChecked();
  await expect(page.getByTestId("booking-total")).toHaveText(dollars(quote.price));
  await page.getByRole("button", { name: "Book now" }).click();

  await expect(page).toHaveURL(/\/portal\/order-create-success\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get("id"));
  const token =
    (await page.context().cookies(urls.web)).find((cookie) => cookie.name === "token")?.value ?? "";
  const order = await apiAs<{
    hub: { id: number };
    service: { id: number };
    price: number;
    timeFrom: string;
    hubFeeType: number;
  }>(request, token, `/order/${id}`);
  expect(order).toMatchObject({ hub: { id: reno.id }, service: { id: transload.id }, price: quote.price });
  expect(new Date(order.timeFrom).toISOString()).toBe(slot);
  expect(order.hubFeeType).toBe(quote.feeType);
});

test("a signed-in customer sees their own prices on the site and in the portal; a visitor the public ones", async ({
  page,
  browser,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { reno, transload, range } = await renoAndTransload(request);
  const customer = await signUpCustomer(request, "own-prices");
  const me = await apiAs<{ id: number }>(request, customer.token, "/users/me");
  const ownRegular = range.minPrice - 5_000;
  const saved = await request.put(`${urls.api}/staff/customers/${me.id}/prices`, {
    headers: await staffHeaders(request),
    data: { prices: [{ hubId: reno.id, serviceId: transload.id, pricingTier: 0, price: ownRegular }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await useSession(context, customer.token);

  await page.goto("/locations/reno");
  const prices = page.getByTestId("price-ranges");
  await expect(prices).toHaveAttribute("data-prices", "own");
  await expect(prices.getByRole("row", { name: /Transload/ })).toContainText(
    rangeText({ ...range, minPrice: ownRegular }),
  );
  const date = weekdayAhead(reno.timeZone, 4);
  const slot = await checkPrice(page, transload.name, date);
  await expect(page.getByTestId("price-check-price")).toHaveText(dollars(ownRegular));
  await expect(page.getByTestId("price-check-answer")).toContainText("Your own rate");

  // The portal charges the same: its form opens on the choice and totals the customer's own rate.
  await page.getByTestId("price-check").getByRole("link", { name: "Book this slot" }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.portal}/portal\\?`));
  await expect(page.locator(`input[type="radio"][value="${slot}"]`)).toBeChecked();
  await expect(page.getByTestId("booking-total")).toHaveText(dollars(ownRegular));

  // The service catalogue's price list is theirs too; a visitor's stays public.
  await page.goto("/service-catalog");
  await expect(page.getByTestId("price-matrix")).toHaveAttribute("data-prices", "own");
  const visitor = await browser.newContext({ baseURL: urls.web });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/locations/reno");
  const publicPrices = visitorPage.getByTestId("price-ranges");
  await expect(publicPrices).toHaveAttribute("data-prices", "public");
  await expect(publicPrices.getByRole("row", { name: /Transload/ })).toContainText(rangeText(range));
  await visitor.close();
});
