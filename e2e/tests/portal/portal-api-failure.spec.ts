import { expect, test } from "@playwright/test";
import { startApiStandIn, type ApiStandIn } from "../../support/api-stand-in";
import { startExtraWebServer, type ExtraWebServer } from "../../support/extra-web-server";
import { urls } from "../../support/servers";
import { apiAs, signUpCustomer, useSession } from "./customer";

/** The portal's pages that read the signed-in customer's data from the API. */
const PORTAL_PAGES = ["/dashboard", "/order-history", "/settings", "/dashboard/referral-system", "/portal/payment"];

test.describe("the portal while the API fails", () => {
  let standIn: ApiStandIn;
  let portal: ExtraWebServer;

  test.beforeEach(async () => {
    standIn = await startApiStandIn(urls.api);
    portal = await startExtraWebServer(standIn.url, "portal");
  });

  test.afterEach(async () => {
    await portal.stop();
    await standIn.close();
  });

  for (const mode of ["down", "rate-limited"] as const) {
    test(`with the API ${mode}, a signed-in page answers 503 with a retry notice and keeps the session`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const customer = await signUpCustomer(request, "portal-api-failure");
      await useSession(context, customer.token);
      standIn.setMode(mode);
      for (const path of PORTAL_PAGES) {
        const response = await page.goto(`${portal.url}${path}`);
        expect(response?.status(), path).toBe(503);
        expect(response?.headers()["retry-after"], path).toBe("30");
        await expect(page.getByRole("heading", { level: 2 }).first(), path).toBeVisible();
      }
      const cookies = await context.cookies(portal.url);
      expect(cookies.find((cookie) => cookie.name === "token")?.value).toBe(customer.token);
    });
  }

  test("the referral page measures the level by the API's referred volume, and answers 503 when the API cannot give it", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const customer = await signUpCustomer(request, "portal-referred-volume");
    await useSession(context, customer.token);
    const levels = await apiAs<{ minRate: number }[]>(request, customer.token, "/referral-levels");
    const [first, second] = [...levels].sort((left, right) => left.minRate - right.minRate);
    expect(second, "the seed has two levels at least").toBeDefined();
    // A volume 37% of the way from the first level's floor to the second's, as the API would count it.
    const volume = first!.minRate + Math.round(((second!.minRate - first!.minRate) * 37) / 100);
    standIn.editAnswers("/users/me/referral-program", (body) => ({ ...(body as object), referredVolume: volume }));
    const shown = await page.goto(`${portal.url}/dashboard/referral-system`);
    expect(shown?.status()).toBe(200);
    const dollars = `$${(volume / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByTestId("referred-volume")).toHaveText(dollars);
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "37");

    // Without the API's figure there is no second formula (the referrals' balances and bonuses): the page says so.
    standIn.editAnswers("/users/me/referrals", (body) => ({
      ...(body as object),
      items: [{ id: 1, name: "Acme Freight", createdAt: "2026-01-05T12:00:00Z", referralBalance: 900_000, referralBonuses: 90_000 }],
    }));
    standIn.failAnswers("/users/me/referral-program", 503);
    const failed = await page.goto(`${portal.url}/dashboard/referral-system`);
    expect(failed?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Your account cannot be shown right now" })).toBeVisible();
    await expect(page.getByTestId("referred-volume")).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    const level = await page.goto(`${portal.url}/settings?tab=level`);
    expect(level?.status()).toBe(503);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});
