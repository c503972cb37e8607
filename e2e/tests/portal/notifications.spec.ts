import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";
import { apiAs, signUpCustomer, useSession, type Customer } from "./customer";

let customer: Customer;
test.beforeAll(async ({ request }) => {
  customer = await signUpCustomer(request, "notifications");
});

test("a notice that sets nothing of its own is the spec's default notification", async ({
  page,
  context,
  request,
}) => {
  await useSession(context, customer.token);
  await page.clock.install();
  const services = await apiAs<{ id: number; name: string }[]>(request, customer.token, "/services");
  await page.goto(`${urls.portal}/portal`);
  await page.getByRole("radio", { name: services[0]!.name }).check();
  // The unfinished booking is kept; on the next visit it comes back with a notice.
  await page.reload();
  const notice = page.getByRole("status").filter({ hasText: "Your unfinished booking was restored." });
  await expect(notice).toBeVisible();
  const bar = notice.locator("xpath=ancestor::div[contains(@style, 'background')][1]");
  // The coloured theme: the notice's own colour (brand blue) behind white text.
  await expect(bar).toHaveCSS("background-color", "rgb(29, 79, 136)");
  await expect(bar).toHaveCSS("color", "rgb(255, 255, 255)");
  // Top-centre.
  const box = (await bar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(box.y).toBeLessThan(80);
  // No close button and no progress bar: the notice itself is the one control, and clicking it closes it.
  await expect(bar.getByRole("button")).toHaveCount(1);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  // No auto-close: still there after longer than a general toast's 5000 ms.
  await page.clock.runFor(6_000);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(notice).toBeHidden();
});

test("an error shows 300 ms after the answer, red, for 2000 ms", async ({ page }) => {
  // The page's clock is ours: the 300 ms and the 2000 ms are counted by it, never by how busy the machine is.
  await page.clock.install();
  await page.goto("/contact-us");
  await page.getByLabel("Your name").fill("Dana Whitfield");
  // Passes the form's quick e-mail check but not the API's rule: a 400 with a message.
  await page.getByLabel("E-mail").fill("dana@exa_mple.com");
  await page.getByLabel("How can we help?").fill("Checking how errors are shown.");
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send message" }).click();
  await answered;
  // The form stops being busy once the answer is read and the toast is asked for.
  await expect(page.locator('form[aria-busy="false"]')).toHaveCount(1);
  const toast = page.getByRole("alert").filter({ hasText: /\S/ });
  await page.clock.runFor(299);
  await expect(toast).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(toast).toBeVisible();
  const bar = toast.locator("xpath=ancestor::div[contains(@style, 'background')][1]");
  await expect(bar).toHaveCSS("background-color", "rgb(214, 40, 57)");
  await expect(bar).toHaveCSS("border-top-color", "rgb(214, 40, 57)");
  // Red for 2000 ms: still there at 1999 ms, leaving at 2000 ms (it fades out, then is removed).
  await page.clock.runFor(1_999);
  await expect(toast).toBeVisible();
  await expect(bar).toHaveCSS("opacity", "1");
  await page.clock.runFor(1);
  await expect(bar).toHaveCSS("opacity", "0");
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);
});
