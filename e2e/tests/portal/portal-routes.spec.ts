import { expect, test } from "@playwright/test";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { axeViolations } from "../../support/axe";
import { signUpCustomer, useSession, type Customer } from "./customer";

/** Every account and portal route (the order pages get an order id where one exists). */
const ROUTES = [
  "/dashboard",
  "/order-history",
  "/dashboard/order-details?id=1",
  "/portal",
  "/portal/payment",
  "/settings",
  "/settings?tab=level",
  "/settings?tab=bonuses",
  "/settings/team",
  "/settings/team/join?token=abcdefghijklmnopqrstuvwx",
  "/settings/team/developers",
  "/dashboard/referral-system",
  "/dashboard/referral-system/learn-more",
  "/dashboard/support",
  "/portal/order-create-success",
  "/portal/order-pay-success",
  "/portal/invoice-pay-success",
  "/portal/topup-success",
  "/portal/shop-order-success",
  "/dashboard/shop-orders",
  "/portal/shop-checkout?cart=1x2",
  "/portal/shop-checkout?cart=not-a-cart",
  "/portal/redirect",
];

let customer: Customer;

test.beforeAll(async ({ request }) => {
  customer = await signUpCustomer(request, "routes");
});

test.beforeEach(async ({ context }) => {
  await useSession(context, customer.token);
});

for (const route of ROUTES) {
  test(`${route} renders for a signed-in customer with no axe violation`, async ({ page }) => {
    const response = await page.goto(`${urls.portal}${route}`);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Portal" }).first()).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the portal menu works at 320 px and names every area", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${urls.portal}/dashboard`);
  await page.getByRole("button", { name: "Open portal menu" }).click();
  const menu = page.locator("#portal-mobile-nav");
  for (const name of [
    "Dashboard",
    "Book a service",
    "Order history",
    "Shop orders",
    "Payments",
    "Referral programme",
    "Support",
    "Team",
    "Settings",
  ]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("the message centre shows the unread count and marks a message read", async ({ page }) => {
  await page.goto(`${urls.portal}/dashboard`);
  const bell = page.getByTestId("message-centre");
  await expect(bell).toHaveAccessibleName(/Messages, 1 unread/);
  await bell.click();
  const dialog = page.getByRole("dialog", { name: "Message centre" });
  await dialog.getByRole("button", { name: "Mark as read" }).first().click();
  await expect(dialog.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(bell).toHaveAccessibleName("Messages");
  await page.reload();
  await expect(page.getByTestId("message-centre")).toHaveAccessibleName("Messages");
});

test("a new message arrives in the open page without a reload: the bell's count goes up", async ({
  page,
  request,
}) => {
  await page.goto(`${urls.portal}/dashboard`);
  const bell = page.getByTestId("message-centre");
  await expect(bell).toHaveAccessibleName(/^Messages/);
  const before = Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1] ?? 0);
  // Booking elsewhere (another tab, the API) sends the customer an in-app message.
  await bookOrder(request, customer.token, { name: "Mia Message", phone: "+1 909 555 0177", truck: "MSG-1" });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));
  // The page asks for new messages every 30 s and at once when the customer comes back to it.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(bell).toHaveAccessibleName(`Messages, ${before + 1} unread`);
  expect(navigations).toEqual([]);
  await bell.click();
  await expect(
    page
      .getByRole("dialog", { name: "Message centre" })
      .getByText(/is booked/)
      .first(),
  ).toBeVisible();
});
