import { expect, test } from "@playwright/test";
import { formatCents } from "@freight/domain/money/cents";
import { createAccount } from "../../support/accounts";
import { opsAdmin, signInToOps } from "../../support/ops";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { useSession } from "../portal/customer";

test("a paid order is never invoiced again: the console adds a supplementary charge, the customer owes and pays just that", async ({
  page,
  browser,
  request,
}) => {
  const customer = await createAccount(request);
  const order = await bookOrder(
    request,
    customer.token,
    { name: "Sue Plement", phone: "+1 909 555 0136", truck: "SUP-1" },
    { daysAhead: 9 },
  );
  const total = formatCents(order.total);

  // The customer pays the order by card in the portal (the sandbox gateway).
  const portal = await browser.newContext();
  await useSession(portal, customer.token);
  const customerPage = await portal.newPage();
  const orderPage = `${urls.portal}/dashboard/order-details?id=${order.id}`;
  await customerPage.goto(orderPage);
  await expect(customerPage.getByText(`Due ${total}`).first()).toBeVisible();
  await customerPage.getByRole("link", { name: `Pay ${total}` }).click();
  await expect(customerPage.getByTestId("amount-due")).toHaveText(total);
  await customerPage.getByRole("button", { name: `Pay ${total}` }).click();
  await customerPage.getByRole("button", { name: /^Pay / }).click();
  await expect(customerPage).toHaveURL(/\/portal\/order-pay-success/);

  // The console offers no invoice on the paid order, only a supplementary charge with its reason.
  await signInToOps(page, request, opsAdmin);
  await page.goto(`${urls.ops}/orders/${order.id}`);
  await expect(page.getByRole("form", { name: "Issue an invoice" })).toHaveCount(0);
  await expect(page.getByText(/^Nothing more to invoice/)).toBeVisible();
  const charge = page.getByRole("form", { name: "Add a supplementary charge" });
  await charge.getByLabel("Charge (USD)").fill("50.40");
  await charge.getByLabel("Reason the customer reads").fill("1 extra pallet found at the hub");
  await charge.getByRole("button", { name: "Add charge" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Supplementary charge of $50.40 added" }),
  ).toBeVisible();
  await expect(page.getByText("Part paid — $50.40 due").first()).toBeVisible();

  // The customer owes exactly the difference, pays it, and the order is paid.
  await customerPage.goto(orderPage);
  await expect(customerPage.getByText("Part paid — $50.40 due").first()).toBeVisible();
  await expect(customerPage.getByText("Extra charge: 1 extra pallet found at the hub").first()).toBeVisible();
  await customerPage.getByRole("link", { name: "Pay $50.40" }).first().click();
  await expect(customerPage.getByTestId("amount-due")).toHaveText("$50.40");
  await customerPage.getByRole("button", { name: "Pay $50.40" }).click();
  await customerPage.getByRole("button", { name: /^Pay / }).click();
  await expect(customerPage).toHaveURL(/\/portal\/invoice-pay-success/);
  await customerPage.goto(orderPage);
  await expect(customerPage.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(customerPage.getByText(/^Part paid/)).toHaveCount(0);
  await expect(customerPage.getByRole("link", { name: /^Pay / })).toHaveCount(0);
  await portal.close();
});
