import { expect, test } from "@playwright/test";
import { formatCents } from "@freight/domain/money/cents";
import { referralBonusCents } from "@freight/domain/referrals/referral-bonus";
import { latestCode, newIdentity } from "../../support/accounts";
import { urls } from "../../support/servers";
import { closeOrderAsStaff, staffHeaders, sweepReferralBonuses } from "../../support/staff";
import { apiAs, hubDateInDays, hubOffering, signUpCustomer, useSession } from "./customer";

interface Profile {
  referralCode: string;
  referralBonuses: number;
  referralLevelId: number | null;
}

test("a friend who signs up through the referral link and pays a closed order earns the referrer the level's bonus, credited by the sweep and shown on the referral page and in the settings", async ({ browser, request }) => {
  // The API runs the e2e with REFERRAL_BONUS_HOLD_DAYS=0 (playwright.config.ts): the first sweep credits.
  test.setTimeout(90_000);
  const referrer = await signUpCustomer(request, "bonus-referrer");
  const before = await apiAs<Profile>(request, referrer.token, "/users/me");

  // The friend signs up on the public site through the referral link.
  const friend = newIdentity();
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(`${urls.web}/auth/signup?ref=${before.referralCode}`);
  await friendPage.getByLabel("First name").fill(friend.firstName);
  await friendPage.getByLabel("Last name").fill(friend.lastName);
  await friendPage.getByLabel("Company (optional)").fill("Whitfield Referred Haulage");
  await friendPage.getByLabel("E-mail").fill(friend.email);
  await friendPage.getByLabel("Mobile phone").fill(friend.phoneTyped);
  await friendPage.getByLabel("Password").fill(friend.password);
  const askedAt = Date.now() - 1000;
  await friendPage.getByRole("button", { name: "Continue" }).click();
  await friendPage.getByLabel("Code from the text message").fill(await latestCode(request, friend.phoneE164, askedAt));
  await friendPage.getByRole("button", { name: "Create account" }).click();
  await expect(friendPage).toHaveURL(new RegExp(`^${urls.portal}/`));
  const friendToken = (await friendContext.cookies(urls.web)).find((cookie) => cookie.name === "token")?.value ?? "";
  expect(friendToken).not.toBe("");
  const friendBefore = await apiAs<Profile>(request, friendToken, "/users/me");

  // The friend books an order in the portal and pays it by card on the sandbox gateway (no bonuses).
  const services = await apiAs<{ id: number; name: string; type: number }[]>(request, friendToken, "/services");
  const service = services.find((candidate) => candidate.type === 2) ?? services[0]!;
  const hub = await hubOffering(request, service.id);
  await friendPage.goto(`${urls.portal}/portal`);
  await friendPage.getByRole("radio", { name: service.name }).check();
  await friendPage.getByLabel("Hub", { exact: true }).selectOption({ label: hub.name });
  await friendPage.getByLabel("Date", { exact: true }).fill(hubDateInDays(hub.timeZone, 6));
  await friendPage.getByRole("radio", { name: "9 AM - 12 PM", exact: true }).check();
  await expect(friendPage.getByTestId("price-summary")).not.toContainText("Choose a time slot");
  await friendPage.getByRole("button", { name: "Book now" }).click();
  await expect(friendPage).toHaveURL(/order-create-success\?id=\d+/);
  const orderId = Number(new URL(friendPage.url()).searchParams.get("id"));
  await friendPage.getByRole("link", { name: "Pay now" }).click();
  await friendPage.getByRole("button", { name: /^Pay \$/ }).click();
  await friendPage.getByRole("button", { name: /^Pay / }).click();
  await expect(friendPage.getByTestId("payment-outcome")).toHaveAttribute("data-status", "paid");
  await friendContext.close();
  const order = await apiAs<{ total: number; totalPaid: number }>(request, friendToken, `/order/${orderId}`);
  expect(order.totalPaid).toBe(order.total);
  // Paid in money only: the friend's sign-up bonuses are untouched.
  expect((await apiAs<Profile>(request, friendToken, "/users/me")).referralBonuses).toBe(friendBefore.referralBonuses);

  // Staff closes the order and runs the sweep.
  const staff = await staffHeaders(request);
  await closeOrderAsStaff(request, staff, orderId);
  expect((await sweepReferralBonuses(request, staff)).credited).toBeGreaterThanOrEqual(1);

  // The bonus is the referrer's level percent of what the order was paid in money (the domain's rule).
  const after = await apiAs<Profile>(request, referrer.token, "/users/me");
  const levels = await apiAs<{ id: number; discountPercent: number }[]>(request, referrer.token, "/referral-levels");
  const percent = levels.find((level) => level.id === after.referralLevelId)?.discountPercent ?? 0;
  const bonus = referralBonusCents(order.totalPaid, percent);
  expect(bonus).toBeGreaterThan(0);
  expect(after.referralBonuses).toBe(before.referralBonuses + bonus);

  const referrerContext = await browser.newContext();
  await useSession(referrerContext, referrer.token);
  const page = await referrerContext.newPage();
  await page.goto(`${urls.portal}/dashboard/referral-system`);
  const rows = page.getByTestId("referrals-table").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Whitfield Referred Haulage");
  await expect(rows.first().locator("td").nth(2)).toHaveText(formatCents(bonus));
  await expect(page.getByTestId("referral-bonuses")).toHaveText(formatCents(before.referralBonuses + bonus));
  await expect(page.getByTestId("pending-bonuses")).toHaveText(formatCents(0));

  await page.goto(`${urls.portal}/settings`);
  await page.getByRole("link", { name: "Bonuses" }).click();
  await expect(page.getByTestId("bonuses-amount")).toHaveText(formatCents(before.referralBonuses + bonus));
  await referrerContext.close();
});
