import { expect, test } from "@playwright/test";
import { startApiStandIn, type ApiStandIn } from "../../support/api-stand-in";
import { startExtraWebServer, type ExtraWebServer } from "../../support/extra-web-server";
import { urls } from "../../support/servers";
import { signUpCustomer, useSession } from "./customer";

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
});
