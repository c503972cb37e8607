import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";
import { apiAs, hubDateInDays, signUpCustomer, useSession } from "./customer";

interface Slot {
  startHour: number;
  feeType: number | null;
  fee: number | null;
  reason: string | null;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test("a slot outside a hub's hours shows its call fee before booking, and a hub with no call-outs shows it closed", async ({
  page,
  context,
  request,
}) => {
  const customer = await signUpCustomer(request, "call-fee");
  await useSession(context, customer.token);
  const services = await apiAs<{ id: number; name: string; type: number }[]>(
    request,
    customer.token,
    "/services",
  );
  const crossDock = services.find((service) => service.type === 2) ?? services[0]!;
  const hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as {
    id: number;
    slug: string;
    name: string;
    timeZone: string;
  }[];
  // Reno calls staff out after hours and has nobody there; Greenville does neither (the seeded hubs).
  const reno = hubs.find((hub) => hub.slug === "reno")!;
  const greenville = hubs.find((hub) => hub.slug === "greenville")!;
  const date = hubDateInDays(reno.timeZone, 4);
  const slots = (await (
    await request.get(`${urls.api}/hubs/${reno.id}/slots?date=${date}&serviceId=${crossDock.id}`)
  ).json()) as Slot[];
  const night = slots.find((slot) => slot.startHour === 3)!;
  expect(night).toMatchObject({ feeType: 30, fee: expect.any(Number) });

  await page.goto(`${urls.portal}/portal`);
  await page.getByRole("radio", { name: crossDock.name }).check();
  await page.getByLabel("Hub", { exact: true }).selectOption({ label: reno.name });
  await page.getByLabel("Date", { exact: true }).fill(date);
  const callFee = `Call Fee +${dollars(night.fee ?? 0)}`;
  await expect(page.locator("#slot-fee-3")).toHaveText(callFee);
  await page.getByRole("radio", { name: "3 AM - 6 AM", exact: true }).check();
  await expect(page.getByTestId("price-summary")).toContainText("Call Fee");
  await expect(page.getByTestId("price-summary")).toContainText(dollars(night.fee ?? 0));

  await page.getByLabel("Hub", { exact: true }).selectOption({ label: greenville.name });
  await page.getByLabel("Date", { exact: true }).fill(hubDateInDays(greenville.timeZone, 4));
  await expect(
    page.getByRole("radio", {
      name: "3 AM - 6 AM, unavailable: The hub is closed at this time and offers no after-hours or call-out service",
    }),
  ).toBeDisabled();
});
