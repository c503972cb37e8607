import { expect, test } from "@playwright/test";
import { axeViolations } from "../../support/axe";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { apiAs, signUpCustomer, useSession, type Customer } from "./customer";

// Team → Developers: a company's owner makes an API key in the portal, a script books with it, the portal lists
// the key's last use and the activity log shows the write; revoked, the key is refused at once.
test.describe.serial("API keys", () => {
  let owner: Customer;

  test.beforeAll(async ({ request }) => {
    owner = await signUpCustomer(request, "api-keys");
    const mine = await apiAs<{ companies: unknown[] }>(request, owner.token, "/companies");
    if (mine.companies.length === 0) {
      const made = await request.post(`${urls.api}/companies`, {
        headers: { authorization: `Bearer ${owner.token}` },
        data: { legalName: "Keyed Freight LLC", invoiceEmail: "ap@keyed.example" },
      });
      expect(made.status(), await made.text()).toBe(201);
    }
  });

  test.beforeEach(async ({ context }) => {
    await useSession(context, owner.token);
  });

  test("an owner makes a key, a script books with it, and a revoked key is refused", async ({ page, request }) => {
    await page.goto(`${urls.portal}/settings/team`);
    await page.getByRole("link", { name: "Developers: API keys for your own systems" }).click();
    await expect(page).toHaveURL(`${urls.portal}/settings/team/developers`);

    const form = page.getByRole("form", { name: "Make an API key" });
    const name = `TMS ${Date.now()}`;
    await form.getByLabel("Name (what uses it)").fill(name);
    await form.getByLabel("What the key may do").selectOption("booker");
    await form.getByRole("button", { name: "Make the key" }).click();
    const secret = (await page.getByTestId("api-key-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^fk_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText("it is shown only this once")).toBeVisible();

    const order = await bookOrder(
      request,
      secret,
      { name: "Kim Driver", phone: "+15551234567", truck: "TRK-9" },
      // Its own day: the shared noon slot two days ahead is the other journeys'.
      { daysAhead: 11 },
    );
    expect(order.number).toBeTruthy();

    await page.reload();
    const key = page.getByTestId("api-key").filter({ hasText: name });
    await expect(key).toContainText("Booker");
    await expect(key).toContainText("Last used");
    await expect(key).not.toContainText(secret);
    await expect(page.getByRole("list", { name: "Activity" })).toContainText("createOrder (POST /order, answered 201)");
    expect(await axeViolations(page)).toEqual([]);

    await key.getByRole("button", { name: `Revoke ${name}` }).click();
    await expect(page.getByText("Revoked: every call with it is now refused.")).toBeVisible();
    const refused = await request.get(`${urls.api}/company`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status()).toBe(401);
    await page.reload();
    await expect(page.getByTestId("api-key").filter({ hasText: name })).toContainText("Revoked");
  });
});
