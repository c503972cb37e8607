import { expect, test } from "@playwright/test";

/**
 * The account forms check what they can before calling the API, and show the API's own sentence
 * in the red toast otherwise. The journeys that sign in for real are in accounts.spec.ts.
 */

test("sign-in asks for the e-mail and password before calling the API", async ({ page }) => {
  await page.goto("/auth/signin");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("E-mail is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
});

test("sign-up checks the details and names each problem next to its field", async ({ page }) => {
  await page.goto("/auth/signup");
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("E-mail").fill("dana@carrier");
  await page.getByLabel("Mobile phone").fill("555 0100");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Last name is required.")).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByText(/with its country code/)).toBeVisible();
  await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
  await expect(page.getByLabel("Last name")).toBeFocused();
});

test("the restore form either moves to the code step or shows the API's refusal in the toast", async ({
  page,
}) => {
  await page.goto("/auth/restore-password");
  await page.getByLabel("E-mail").fill("nobody@carrier.example");
  await page.getByRole("button", { name: "Send a code" }).click();
  // Either a code step (accounts open) or the API's refusal in the toast; never silence.
  const codeStep = page.getByRole("heading", { name: "Set a new password" });
  const toast = page.getByRole("alert").filter({ hasText: /\S/ });
  await expect(codeStep.or(toast)).toBeVisible();
});

test("the sign-in page keeps the portal's return address on its links", async ({ page }) => {
  const returnTo = "http://127.0.0.1:3101/dashboard";
  await page.goto(`/auth/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByText("Sign in to continue where you left off")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    `/auth/signup?returnTo=${encodeURIComponent(returnTo)}`,
  );
});
