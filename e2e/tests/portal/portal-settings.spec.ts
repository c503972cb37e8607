import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";
import { apiAs, latestCode, signUpCustomer, useSession, type Customer } from "./customer";

test.describe.serial("settings", () => {
  let customer: Customer;

  test.beforeAll(async ({ request }) => {
    customer = await signUpCustomer(request, "settings");
  });

  test.beforeEach(async ({ context }) => {
    await useSession(context, customer.token);
  });

  test("edits the profile, an address and a notification preference", async ({ page, request }) => {
    await page.goto(`${urls.portal}/settings`);
    const form = page.getByTestId("profile-form");
    await form.getByLabel("Company name").fill("Acme Cold Chain");
    await form.getByLabel("City").first().fill("Stockton");
    await form.getByLabel("Promotions and offers: SMS").check();
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Company name")).toHaveValue("Acme Cold Chain");
    await expect(page.getByLabel("Promotions and offers: SMS")).toBeChecked();
    const profile = await apiAs<{ name: string; address: { city: string } }>(request, customer.token, "/users/me");
    expect(profile).toMatchObject({ name: "Acme Cold Chain", address: { city: "Stockton" } });
  });

  test("shows a clear message for a contact e-mail the rules refuse", async ({ page }) => {
    await page.goto(`${urls.portal}/settings`);
    await page.getByTestId("profile-form").getByLabel("E-mail").first().fill("not-an-address");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("primaryContact.email must be a valid e-mail address")).toBeVisible();
  });

  test("verifies the e-mail with the code from the outbox", async ({ page, request }) => {
    await page.goto(`${urls.portal}/settings`);
    const verify = page.getByTestId("verify-email");
    await verify.getByRole("button", { name: "Verify e-mail" }).click();
    await expect(verify.getByRole("status")).toContainText("A code was sent");
    await verify.getByLabel("Code").fill(await latestCode(request, customer.email));
    await verify.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Your e-mail is verified.")).toBeVisible();
    await expect(page.getByText("Verified").first()).toBeVisible();
    const profile = await apiAs<{ isEmailConfirmed: boolean }>(request, customer.token, "/users/me");
    expect(profile.isEmailConfirmed).toBe(true);
  });

  test("uploads an avatar that then shows in the settings and the header", async ({ page }) => {
    await page.goto(`${urls.portal}/settings`);
    // A 1×1 PNG: the API checks the bytes, not the name.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.getByText("Change avatar").locator("input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(page.getByText("Your avatar is updated.")).toBeVisible();
    await expect(page.getByTestId("avatar-image")).toHaveAttribute("src", /\/avatars\//);
    await expect(page.getByRole("banner").locator('img[src*="/avatars/"]')).toBeVisible();
  });

  test("shows the level and the bonuses tabs", async ({ page }) => {
    await page.goto(`${urls.portal}/settings?tab=level`);
    await expect(page.getByRole("heading", { name: /Your level: / })).toBeVisible();
    await page.getByRole("link", { name: "Bonuses" }).click();
    await expect(page.getByTestId("bonuses-amount")).toHaveText(/^\$\d/);
  });
});
