import { expect, test } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";

const UNKNOWN_CODE = "ZX9Q4K7W";

test("the driver page shows the API's own message for a code it cannot check in", async ({ page, request }) => {
  const answer = await request.get(`${urls.api}/driver-check-in?checkincode=${UNKNOWN_CODE}`);
  expect(answer.ok()).toBe(false);
  const { message } = (await answer.json()) as { message: string };
  expect(message).not.toBe("");

  await page.goto("/driver");
  await page.getByLabel("Check-in code").fill(UNKNOWN_CODE);
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel("Check-in code")).toHaveValue(UNKNOWN_CODE);
});

test("a driver finds the order by its check-in code and checks in at the hub without signing in", async ({
  page,
  request,
}) => {
  const customer = await createAccount(request);
  const order = await bookOrder(request, customer.token, { name: "Lee Park", phone: "+1 909 555 0177", truck: "TRK-12" });

  await page.goto("/driver");
  await page.getByLabel("Check-in code").fill(order.checkInCode.toLowerCase());
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("heading", { name: `Order ${order.number} at ${order.hub.name}` })).toBeVisible();
  await expect(page.getByLabel("Driver name")).toHaveValue("Lee Park");
  // The booked phone is shown masked, as a hint; the driver types today's number.
  await expect(page.getByText("Booked as +* *** *** 0177")).toBeVisible();
  await expect(page.getByLabel("Driver phone")).toHaveValue("");
  await page.getByLabel("Driver phone").fill("+1 909 555 0178");

  await page.getByLabel("Trailer number (optional)").fill("TRL-9");
  await page.getByRole("button", { name: "Check me in" }).click();
  await expect(page.getByText(`You are checked in for order ${order.number}`)).toBeVisible();

  const checkIn = await request.get(`${urls.api}/driver-check-in?checkincode=${order.checkInCode}`);
  expect(await checkIn.json()).toMatchObject({ status: "arrivedToHub", trailerNumber: "TRL-9", driverPhone: "+* *** *** 0178" });
});
