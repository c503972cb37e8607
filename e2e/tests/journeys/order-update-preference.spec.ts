import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { apiAs, signUpCustomer, useSession, type Customer } from "../portal/customer";

/** The local outbox (the SMTP stand-in of `pnpm start` and the e2e servers): what was "sent" to an address. */
async function outboxOf(request: APIRequestContext, to: string) {
  const response = await request.get(`${urls.api}/dev/outbox?to=${encodeURIComponent(to)}&limit=50`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { channel: string; subject: string; purpose: string }[] }).items;
}

const driver = { name: "Pat Preference", phone: "+1 909 555 0142", truck: "PREF-1" };

test.describe.serial("the order-update e-mail obeys the portal switch", () => {
  let customer: Customer;

  test.beforeAll(async ({ request }) => {
    customer = await signUpCustomer(request, "order-update-preference");
  });

  test.beforeEach(async ({ context }) => {
    await useSession(context, customer.token);
  });

  async function setOrderUpdateEmail(page: Page, isOn: boolean) {
    await page.goto(`${urls.portal}/settings`);
    const form = page.getByTestId("profile-form");
    const box = form.getByLabel("Order updates: E-mail");
    await box.setChecked(isOn);
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Order updates: E-mail")).toBeChecked({ checked: isOn });
  }

  test("switched off, a booking sends no e-mail; switched on again, the next booking's e-mail arrives", async ({
    page,
    request,
  }) => {
    await setOrderUpdateEmail(page, false);
    const quiet = await bookOrder(request, customer.token, driver, { daysAhead: 13, hubIndex: 1 });
    // The in-app message is governed by its own switch (still on): it is in the message centre, so the event happened.
    const centre = await apiAs<{ items: { text: string }[] }>(request, customer.token, "/users/me/messages");
    expect(centre.items.some((message) => message.text.includes(quiet.number))).toBe(true);
    const mailedAboutQuiet = (await outboxOf(request, customer.email)).filter(
      (item) => item.channel === "email" && item.subject.includes(quiet.number),
    );
    expect(mailedAboutQuiet).toEqual([]);

    await setOrderUpdateEmail(page, true);
    const heard = await bookOrder(request, customer.token, driver, { daysAhead: 14, hubIndex: 1 });
    await expect
      .poll(async () =>
        (await outboxOf(request, customer.email)).filter(
          (item) => item.channel === "email" && item.purpose === "order-update",
        ),
      )
      .toEqual([expect.objectContaining({ subject: `Booking confirmed: order ${heard.number}` })]);
  });
});
