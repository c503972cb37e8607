import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";

// Passes the form's quick e-mail check but not the API's full e-mail rule, so the API answers 400.
const EMAIL_THE_API_REJECTS = "dana@exa_mple.com";

test("the contact form shows the API's 400 message in a red toast, then reaches the thank-you page", async ({
  page,
  request,
}) => {
  const rejected = await request.post(`${urls.api}/contact-us`, {
    data: {
      name: "Dana Whitfield",
      email: EMAIL_THE_API_REJECTS,
      message: "Checking how the form reports errors.",
    },
  });
  expect(rejected.status()).toBe(400);
  const { message } = (await rejected.json()) as { message: string };

  await page.goto("/contact-us");
  await page.getByLabel("Your name").fill("Dana Whitfield");
  await page.getByLabel("E-mail").fill(EMAIL_THE_API_REJECTS);
  await page.getByLabel("How can we help?").fill("Two containers to transload in Stockton next week.");
  await page.getByRole("button", { name: "Send message" }).click();

  const toast = page.getByRole("alert").filter({ hasText: message });
  await expect(toast).toBeVisible();
  // The red border is on the toast bar around the message.
  const bar = toast.locator("xpath=ancestor::div[contains(@style, 'border')][1]");
  await expect(bar).toHaveCSS("border-top-color", "rgb(214, 40, 57)");

  await page.getByLabel("E-mail").fill("dana@carrier.example");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, we have your message");
});

test("the contact form asks for missing fields before sending anything", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("Message is required.")).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
});
