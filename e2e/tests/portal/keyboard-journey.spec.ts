import { expect, test, type Locator, type Page } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { urls } from "../../support/servers";
import { apiAs, billOfLading, crossDockingServiceAndHub, hubDateInDays } from "./customer";

/**
 * Whether the focused element shows where focus is: an outline or a ring (box-shadow) on it, or on the label or
 * wrapper that draws it for a visually hidden control (a file input, a radio card). Focus on <body> is focus lost.
 */
async function focusedElementShowsFocus(
  page: Page,
): Promise<{ isShown: boolean; isSameAsBefore: boolean; what: string }> {
  return page.evaluate(() => {
    const remembered = window as unknown as { previousFocus?: Element | null };
    const active = document.activeElement;
    const isSameAsBefore = active !== null && active === remembered.previousFocus;
    remembered.previousFocus = active;
    if (!active || active === document.body) {
      return { isShown: false, isSameAsBefore, what: "nothing (focus was lost)" };
    }
    const shows = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const hasOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return hasOutline || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    const label = active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`) : null;
    const candidates = [active, active.parentElement, active.parentElement?.parentElement ?? null, label];
    const name =
      active.getAttribute("aria-label") ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent ??
      "";
    const style = getComputedStyle(active);
    return {
      isShown: candidates.some(shows),
      isSameAsBefore,
      what: `<${active.tagName.toLowerCase()}> ${name.trim().slice(0, 60)} (outline ${style.outlineStyle} ${style.outlineWidth}, shadow ${style.boxShadow}, focus-visible ${active.matches(":focus-visible")})`,
    };
  });
}

/**
 * Presses Tab until `target` (or, with `within`, something inside it) has focus, checking at every stop that
 * focus is visible and that it moved (a control that keeps focus on Tab is a trap). Fails when `target` is not
 * reached within `maxPresses`.
 */
async function tabTo(page: Page, target: Locator, { within = false, maxPresses = 90 } = {}): Promise<void> {
  const path: string[] = [];
  let pressesOnOneElement = 0;
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press("Tab");
    const focus = await focusedElementShowsFocus(page);
    expect(focus.isShown, `focus is not visible on ${focus.what} (after ${path.join(" → ")})`).toBe(true);
    // A date input takes a Tab for each of its parts (month, day, year, the calendar button); more is a trap.
    pressesOnOneElement = focus.isSameAsBefore ? pressesOnOneElement + 1 : 0;
    expect(
      pressesOnOneElement,
      `Tab kept focus on ${focus.what}: a trap (after ${path.join(" → ")})`,
    ).toBeLessThan(4);
    path.push(focus.what);
    const isReached = await target.evaluate(
      (element, inside) =>
        element === document.activeElement || (inside && element.contains(document.activeElement)),
      within,
    );
    if (isReached) return;
  }
  throw new Error(`Tab never reached the target; it went ${path.join(" → ")}`);
}

test("a customer signs in, books an order with a pick-up stop and a file, pays it and opens it with the keyboard alone", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request);
  const { service, hub } = await crossDockingServiceAndHub(request, account.token);

  // Sign in on the public site.
  await page.goto(`${urls.web}/auth/signin?returnTo=${encodeURIComponent(`${urls.portal}/portal`)}`);
  await tabTo(page, page.getByLabel("E-mail"));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`^${urls.portal}/portal`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The booking form: the service (arrows move within the group), hub, day and slot.
  const serviceRadio = page.getByRole("radio", { name: service.name, exact: true });
  await tabTo(page, serviceRadio.locator("xpath=ancestor::fieldset[1]"), { within: true });
  for (let press = 0; press < 10 && !(await serviceRadio.isChecked()); press += 1)
    await page.keyboard.press("ArrowDown");
  await expect(serviceRadio).toBeChecked();
  await tabTo(page, page.getByLabel("Hub", { exact: true }));
  await page.keyboard.type(hub.name);
  await expect(page.getByLabel("Hub", { exact: true })).toHaveValue(String(hub.id));
  await tabTo(page, page.getByLabel("Date", { exact: true }));
  const [year, month, day] = hubDateInDays(hub.timeZone, 4).split("-");
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(`${year}-${month}-${day}`);
  const morning = page.getByRole("radio", { name: "9 AM - 12 PM", exact: true });
  await expect(morning).toBeEnabled();
  const slots = morning.locator("xpath=ancestor::fieldset[1]");
  await tabTo(page, slots, { within: true });
  for (let press = 0; press < 10 && !(await morning.isChecked()); press += 1)
    await page.keyboard.press("ArrowDown");
  await expect(morning).toBeChecked();
  await expect(page.getByTestId("price-summary")).not.toContainText("Choose a time slot");

  // The driver, a file chosen from the keyboard, and a pick-up stop.
  await tabTo(page, page.getByLabel("Driver name"));
  await page.keyboard.type("Ana Ruiz");
  await tabTo(page, page.getByLabel("Driver phone"));
  await page.keyboard.type("+15550100200");
  await tabTo(page, page.locator('input[type="file"]'));
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles(billOfLading);
  await expect(page.getByText("bill-of-lading.pdf")).toBeVisible();
  await tabTo(page, page.getByRole("checkbox", { name: "Pick-up" }));
  await page.keyboard.press("Space");
  const pickUp = page.getByTestId("stop-pick-up");
  await tabTo(page, pickUp.getByLabel("Street address"));
  await page.keyboard.type("1200 Industrial Way");
  await tabTo(page, pickUp.getByLabel("City"));
  await page.keyboard.type("Aurora");
  await tabTo(page, pickUp.getByLabel("Weight (lb)"));
  await page.keyboard.type("1800");
  await tabTo(page, page.getByRole("button", { name: "Book now" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/order-create-success\?id=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get("id"));

  // Pay it by card on the sandbox gateway.
  await tabTo(page, page.getByRole("link", { name: "Pay now" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/payment/);
  const payButton = page.getByRole("button", { name: /^Pay \$/ });
  await expect(payButton).toBeVisible();
  await tabTo(page, payButton);
  await page.keyboard.press("Enter");
  // The gateway's own page (the portal's "Pay $…" button would match too while it is still showing).
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  const sandboxPay = page.getByRole("button", { name: /^Pay / });
  await expect(sandboxPay).toBeVisible();
  await tabTo(page, sandboxPay);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-status", "paid");

  // Open the order from the order history.
  const order = await apiAs<{
    number: string;
    total: number;
    totalPaid: number;
    puService?: { city: string };
  }>(request, account.token, `/order/${orderId}`);
  expect(order.totalPaid).toBe(order.total);
  expect(order.puService?.city).toBe("Aurora");
  await tabTo(page, page.getByRole("link", { name: "Order history" }).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order-history/);
  await tabTo(page, page.getByRole("link", { name: order.number }).first());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(order.number);
  await expect(page.getByText("bill-of-lading.pdf")).toBeVisible();
});
