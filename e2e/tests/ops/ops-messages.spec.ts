import { expect, test } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { asOpsAdmin } from "../../support/ops";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";

test("an admin reads every customer e-mail as sent, in words, with its HTML in a sandboxed frame and its text part", async ({
  page,
  request,
}) => {
  await asOpsAdmin(page, request);
  await page.goto(`${urls.ops}/email-previews`);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail previews" })).toBeVisible();
  const booked = page.getByRole("heading", { level: 2, name: /^Order booked: / });
  await expect(booked).toBeVisible();
  // A template is named in words, never as the catalogue's identifier.
  await expect(page.getByRole("navigation", { name: "Templates" })).not.toContainText("orderBooked");
  const frame = page.getByTitle("Order booked e-mail, HTML part");
  await expect(frame).toHaveAttribute("sandbox", "");
  // The rendered e-mail is branded and shows the sample order's time on its hub's clock.
  await expect(
    page.frameLocator('iframe[title="Order booked e-mail, HTML part"]').locator("body"),
  ).toContainText(/\d{1,2}:\d{2} [AP]M [A-Z]{3,4}/);
});

test("the console's order page lists the e-mails about the order with their delivery on the hub's clock", async ({
  page,
  request,
}) => {
  const customer = await createAccount(request);
  const order = await bookOrder(
    request,
    customer.token,
    { name: "Mia Messages", phone: "+15551234567", truck: "MSG-1" },
    { daysAhead: 12, hubIndex: 2 },
  );
  await asOpsAdmin(page, request);
  await page.goto(`${urls.ops}/orders/${order.id}`);
  const sent = page.getByRole("list", { name: "Messages sent" });
  // The booking confirmation goes to the customer's e-mail (the outbox stand-in sends it at once or on a retry).
  await expect(async () => {
    await page.reload();
    await expect(sent.getByRole("listitem").filter({ hasText: `E-mail to ${customer.email}` })).toContainText(
      /\(order update\) · (sent \d{2} \w{3}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3,4}|queued|retrying)/,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
});
