import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";
import { apiAs, hubDateInDays, hubOffering, signUpCustomer, useSession } from "./customer";

test("a referred friend's paid order counts towards the referrer's level on the referral page, with the bonuses as the API holds them", async ({ browser, request }) => {
  const referrer = await signUpCustomer(request, "referrer");
  const { referralCode } = await apiAs<{ referralCode: string }>(request, referrer.token, "/users/me");
  const friend = await signUpCustomer(request, "friend", referralCode);
  const services = await apiAs<{ id: number; name: string; type: number }[]>(request, friend.token, "/services");
  const service = services.find((candidate) => candidate.type === 2) ?? services[0]!;
  const hub = await hubOffering(request, service.id);

  // The friend books and pays an order in the portal.
  const friendContext = await browser.newContext();
  await useSession(friendContext, friend.token);
  const friendPage = await friendContext.newPage();
  await friendPage.goto(`${urls.portal}/portal`);
  await friendPage.getByRole("radio", { name: service.name }).check();
  await friendPage.getByLabel("Hub", { exact: true }).selectOption({ label: hub.name });
  await friendPage.getByLabel("Date", { exact: true }).fill(hubDateInDays(hub.timeZone, 5));
  await friendPage.getByRole("radio", { name: "9 AM - 12 PM", exact: true }).check();
  await expect(friendPage.getByTestId("price-summary")).not.toContainText("Choose a time slot");
  await friendPage.getByRole("button", { name: "Book now" }).click();
  await expect(friendPage).toHaveURL(/order-create-success/);
  await friendPage.getByRole("link", { name: "Pay now" }).click();
  await friendPage.getByRole("button", { name: /^Pay \$/ }).click();
  await friendPage.getByRole("button", { name: /^Pay / }).click();
  await expect(friendPage.getByTestId("payment-outcome")).toHaveAttribute("data-status", "paid");
  await friendContext.close();

  // The referrer sees the friend and the bonuses.
  // Bonuses are credited by the API's sweep 14 days after the friend's first order is closed; the paid money
  // counts towards the referrer's level at once.
  const me = await apiAs<{ referralBonuses: number }>(request, referrer.token, "/users/me");
  const program = await apiAs<{ referredVolume: number; pendingBonuses: number }>(request, referrer.token, "/users/me/referral-program");
  expect(program.referredVolume).toBeGreaterThan(0);
  const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const referrerContext = await browser.newContext();
  await useSession(referrerContext, referrer.token);
  const page = await referrerContext.newPage();
  await page.goto(`${urls.portal}/dashboard/referral-system`);
  // Referrals are listed by the name their account shows (the company when one is given).
  await expect(page.getByTestId("referrals-table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("referrals-table")).toContainText("Acme Freight");
  await expect(page.getByTestId("referred-volume")).toHaveText(money(program.referredVolume));
  await expect(page.getByTestId("referral-bonuses")).toHaveText(money(me.referralBonuses));
  await expect(page.getByTestId("pending-bonuses")).toHaveText(money(program.pendingBonuses));
  await expect(page.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByTestId("referral-link")).toHaveValue(new RegExp(`ref=${referralCode}`));
  await referrerContext.close();
});
