import { expect, test } from "@playwright/test";

/**
 * Every public route of spec 2 with the heading it must show. Location and service pages take
 * their names from the API (a regular expression), company pages from the site's own copy.
 */
const PUBLIC_ROUTES: readonly { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: "Keep freight moving between port, rail and the final mile" },
  { path: "/locations/san-bernardino", heading: "San Bernardino" },
  { path: "/locations/stockton", heading: "Stockton" },
  { path: "/locations/reno", heading: "Reno" },
  { path: "/locations/denver", heading: "Denver" },
  { path: "/locations/markham", heading: "Markham" },
  { path: "/locations/columbus", heading: "Columbus" },
  { path: "/locations/greenville", heading: "Greenville" },
  { path: "/services/cross-dock", heading: /cross-?dock/i },
  { path: "/services/restack", heading: /restack/i },
  { path: "/services/consolidation", heading: /consolidation/i },
  { path: "/services/transport", heading: /transport/i },
  { path: "/services/overweight-help", heading: /overweight/i },
  { path: "/services/storage", heading: /storage/i },
  { path: "/services/rework", heading: /rework/i },
  { path: "/services/transload", heading: /transload/i },
  { path: "/freight-box-flex", heading: "FreightBox Flex" },
  { path: "/road-services", heading: "Road services" },
  { path: "/parking-services", heading: "Parking services" },
  { path: "/driver", heading: "Driver check-in" },
  { path: "/shop", heading: "Supplies shop" },
  { path: "/map", heading: "Hub map" },
  { path: "/contact-us", heading: "Contact us" },
  { path: "/thank-you", heading: "Thank you, we have your message" },
  { path: "/blog-posts", heading: "Freight notes" },
  { path: "/faqs", heading: "Frequently asked questions" },
  { path: "/partnership", heading: "Partner with us" },
  { path: "/service-catalog", heading: "Service catalog" },
  { path: "/terms-of-service", heading: "Terms of service" },
  { path: "/privacy-policy", heading: "Privacy policy" },
  { path: "/cookie-policy", heading: "Cookie policy" },
  { path: "/press-center", heading: "Press center" },
  { path: "/help-center", heading: "Help center" },
  { path: "/investors", heading: "Investor relations" },
  { path: "/about-us", heading: "About FreightBox" },
  { path: "/careers", heading: "Careers" },
  { path: "/auth/signin", heading: "Sign in" },
  { path: "/auth/signup", heading: "Create an account" },
  { path: "/auth/restore-password", heading: "Restore your password" },
];

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} answers 200 and shows its heading`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
  });
}

for (const path of ["/404", "/no-such-page"]) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
}

test("the footer links to every public page a visitor can choose", async ({ page }) => {
  await page.goto("/");
  const siteMap = page.getByRole("navigation", { name: "Site map" });
  for (const route of PUBLIC_ROUTES.filter(({ path }) => path !== "/" && path !== "/thank-you")) {
    await expect(siteMap.locator(`a[href="${route.path}"]`)).toHaveCount(1);
  }
});
