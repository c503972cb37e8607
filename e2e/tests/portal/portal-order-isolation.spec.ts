import { expect, test } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { useSession } from "./customer";

test("a customer cannot see another customer's order: the details page shows the not-found state and the API answers 404", async ({
  context,
  page,
  request,
}) => {
  const owner = await createAccount(request);
  const order = await bookOrder(request, owner.token, {
    name: "Owen Owner",
    phone: "+15555550101",
    truck: "TRK-0101",
  });
  const stranger = await createAccount(request);

  const asStranger = await request.get(`${urls.api}/order/${order.id}`, {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(asStranger.status()).toBe(404);
  // The same call as the owner finds it, so the 404 is about whose order it is.
  const asOwner = await request.get(`${urls.api}/order/${order.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(asOwner.status()).toBe(200);

  await useSession(context, stranger.token);
  await page.goto(`${urls.portal}/dashboard/order-details?id=${order.id}`);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await expect(page.getByText("This order does not exist or is not yours.")).toBeVisible();
  await expect(page.getByText("Your account cannot be shown right now")).toHaveCount(0);
  await expect(page.getByText(order.number)).toHaveCount(0);
  await expect(page.getByText(order.checkInCode)).toHaveCount(0);
});
