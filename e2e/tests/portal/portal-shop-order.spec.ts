import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInToOps, opsAdmin, staffHeadersOf } from "../../support/ops";
import { urls } from "../../support/servers";
import { apiAs, hubDateInDays, hubOffering, signUpCustomer, useSession } from "./customer";

interface StaffProduct {
  id: number;
  name: string;
  price: number;
  stock: number | null;
  version: number;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function setStock(request: APIRequestContext, headers: Record<string, string>, id: number, stock: number | null) {
  const current = (await (await request.get(`${urls.api}/staff/products/${id}`, { headers })).json()) as StaffProduct;
  const changed = await request.patch(`${urls.api}/staff/products/${id}`, {
    headers,
    data: { version: current.version, stock },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return (await changed.json()) as StaffProduct;
}

test("a visitor fills a cart in the shop, checks out in the portal, pays by card, and the hub hands it over against the pick-up code", async ({
  page,
  context,
  request,
}) => {
  // The whole journey (shop, portal, gateway, console steps and the hand-over) takes longer than one page test.
  test.slow();
  // One console sign-in serves both the staff API calls and the console pages.
  const staffPage = await context.browser()!.newPage();
  await signInToOps(staffPage, request, opsAdmin);
  const headers = await staffHeadersOf(staffPage);
  const list = (await (await request.get(`${urls.api}/supplies?limit=1&sort=name-asc`)).json()) as {
    items: { id: number; name: string }[];
  };
  const productId = list.items[0]!.id;
  // The last piece: after this purchase the shop shows the product out of stock.
  const product = await setStock(request, headers, productId, 1);
  const customer = await signUpCustomer(request, "shop-order");
  try {
    // Signed out, the cart is kept in the browser.
    await page.goto(`${urls.web}/shop/${productId}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText(`Added ${product.name} to your cart`)).toBeVisible();
    await expect(page.getByTestId("cart-link").filter({ visible: true })).toHaveAccessibleName("Cart, 1 items");
    await page.goto(`${urls.web}/cart`);
    await expect(page.getByTestId("cart-lines")).toContainText(product.name);
    await expect(page.getByTestId("cart-total")).toHaveText(dollars(product.price));

    // Signed in, the checkout in the portal reads the cart from the link.
    await useSession(context, customer.token);
    await page.getByRole("link", { name: "Check out in the customer portal" }).click();
    await expect(page.getByRole("heading", { name: "Check out", level: 1 })).toBeVisible();
    await expect(page.getByTestId("shop-order-total")).toHaveText(dollars(product.price));
    const hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as { id: number; name: string }[];
    await page.getByLabel("Pick-up hub").selectOption({ label: hubs[0]!.name });
    await page.getByRole("button", { name: "Place the order and pay" }).click();
    await expect(page).toHaveURL(/\/dashboard\/shop-orders\/\d+$/);
    await expect(page.getByTestId("shop-order-status")).toHaveAttribute("data-status", "awaiting-payment");
    const shopOrderId = Number(new URL(page.url()).pathname.split("/").pop());

    // Paid by card on the sandbox gateway.
    await page.getByRole("button", { name: `Pay ${dollars(product.price)}` }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/portal\/shop-order-success/);
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-status", "paid");
    await page.getByRole("link", { name: "View the shop order" }).click();
    await expect(page.getByTestId("shop-order-status")).toHaveAttribute("data-status", "paid");

    // The last piece is gone: the shop's cached product page says so without a rebuild.
    await expect(async () => {
      await page.goto(`${urls.web}/shop/${productId}`);
      await expect(page.getByTestId("out-of-stock")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Out of stock" })).toBeDisabled();

    // The hub picks it and makes it ready in the console, one step at a time; each row says who did what, when.
    await staffPage.goto(`${urls.ops}/shop-orders?status=`);
    const row = staffPage.getByTestId(`shop-order-${shopOrderId}`);
    await row.getByRole("button", { name: "Mark picked" }).click();
    await expect(row.getByRole("button", { name: "Mark ready for pick-up" })).toBeVisible();
    await row.getByRole("button", { name: "Mark ready for pick-up" }).click();
    await expect(row.getByRole("button", { name: "Hand over against the code" })).toBeVisible();
    await expect(row.getByTestId("shop-order-steps")).toContainText(/Picked by .+, \d{2} \w{3}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3}/);
    await expect(row.getByTestId("shop-order-steps")).toContainText("Made ready for pick-up by");

    // The customer's receipt shows the pick-up code, its QR code and the hub's pick-up hours.
    await page.goto(`${urls.portal}/dashboard/shop-orders/${shopOrderId}`);
    await expect(page.getByTestId("shop-order-status")).toHaveAttribute("data-status", "ready");
    await expect(page.getByText(`Ready for pick-up at ${hubs[0]!.name}.`)).toBeVisible();
    const code = (await page.getByTestId("pick-up-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    await expect(page.getByRole("img", { name: `QR code of pick-up code ${code}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Pick-up hours \(.+\)$/ })).toBeVisible();
    await expect(page.getByTestId("pick-up-hours")).toContainText(/(Mon|Every day)/);
    const mine = await apiAs<{ items: { id: number; status: string }[] }>(request, customer.token, "/shop-orders");
    expect(mine.items.find((item) => item.id === shopOrderId)?.status).toBe("ready");

    // The counter hands it over only against that code: another one is refused in words.
    const wrong = code.startsWith("A") ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    await row.getByLabel("Pick-up code").fill(wrong);
    await row.getByRole("button", { name: "Hand over against the code" }).click();
    await expect(row.getByRole("alert")).toContainText("The pick-up code does not match this shop order");
    await row.getByLabel("Pick-up code").fill(code.toLowerCase());
    await row.getByRole("button", { name: "Hand over against the code" }).click();
    await expect(row.getByTestId("shop-order-steps")).toContainText(/Handed over by .+, against the pick-up code/);
    await page.reload();
    await expect(page.getByTestId("shop-order-status")).toHaveAttribute("data-status", "collected");
    await expect(page.getByTestId("pick-up-code")).toHaveCount(0);
  } finally {
    await setStock(request, headers, productId, null);
    await staffPage.close();
  }
});

test("a customer adds shop products to an upcoming booking, and the booking and the history show them", async ({
  page,
  context,
  request,
}) => {
  const customer = await signUpCustomer(request, "shop-with-booking");
  const services = (await (await request.get(`${urls.api}/services-for-index`)).json()) as { id: number }[];
  const serviceId = services[0]!.id;
  const hub = await hubOffering(request, serviceId);
  const day = hubDateInDays(hub.timeZone, 9);
  const slots = (await (await request.get(`${urls.api}/hubs/${hub.id}/slots?date=${day}`)).json()) as {
    startsAt: string;
    isAvailable: boolean;
  }[];
  const slot = slots.find((one) => one.isAvailable);
  expect(slot, `a free slot at ${hub.name} on ${day}`).toBeDefined();
  const booked = await request.post(`${urls.api}/order`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      hubId: hub.id,
      serviceId,
      timeFrom: slot!.startsAt,
      quantity: 1,
      driverName: "Kim Driver",
      driverPhone: "+19095550111",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()) as { id: number; number: string };
  // A product the shop does not count: any quantity can be ordered.
  const list = (await (await request.get(`${urls.api}/supplies?limit=9&sort=name-desc`)).json()) as {
    items: { id: number; name: string; price: number; stock: number | null }[];
  };
  const product = list.items.find((item) => item.stock === null && item.price > 0);
  expect(product, "an uncounted product").toBeDefined();

  await useSession(context, customer.token);
  await page.goto(`${urls.portal}/portal/shop-checkout?cart=${product!.id}x2`);
  await expect(page.getByTestId("shop-order-total")).toHaveText(dollars(product!.price * 2));
  // A choice made before the form has hydrated is lost on a busy machine: choose again until the choices show.
  await expect(async () => {
    await page.getByLabel("Pick-up hub").selectOption({ label: hub.name });
    await expect(page.getByRole("radio", { name: new RegExp(booking.number) })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("radio", { name: "I pick them up at the hub's counter" })).toBeChecked();
  await page.getByRole("radio", { name: new RegExp(booking.number) }).check();
  await page.getByRole("button", { name: "Place the order and pay" }).click();
  await expect(page).toHaveURL(/\/dashboard\/shop-orders\/\d+$/);
  await expect(page.getByTestId("shop-order-booking")).toContainText(`Handed to the driver of booking ${booking.number}.`);
  const shopOrderNumber = (await page.getByRole("heading", { level: 1 }).textContent())?.match(/SO-\d+/)?.[0] ?? "";
  expect(shopOrderNumber).toMatch(/^SO-\d{7}$/);

  // The booking's page lists what its driver takes along; the order history lists the shop order too.
  await page.getByTestId("shop-order-booking").getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/order-details\\?id=${booking.id}$`));
  const withBooking = page.getByRole("region", { name: "Shop products with this booking" });
  await expect(withBooking.getByRole("link", { name: shopOrderNumber })).toBeVisible();
  await page.goto(`${urls.portal}/order-history`);
  await expect(
    page.getByRole("region", { name: "Recent shop orders" }).getByRole("link", { name: shopOrderNumber }),
  ).toBeVisible();
});
