import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt } from "./order-fixtures.js";
import { fundUser } from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createStaffUser(testApp, { firstName: "Sam", lastName: "Staffer" });
});
afterAll(() => testApp.close());

function get(url: string, query: Record<string, string> = {}, user = staff) {
  return testApp.app.inject({ method: "GET", url, query, headers: user.headers });
}

describe("staff customers", () => {
  it("finds a customer by name or e-mail with what they hold and their orders", async () => {
    const customer = await createSignedInUser(testApp, { firstName: "Hortensia", lastName: "Pallet" });
    await fundUser(testApp, customer.userId, { balance: 1_500, bonuses: 200 });
    const catalogue = await loadCatalogue(testApp);
    const reno = catalogue.hub("reno");
    const booked = await bookJson(testApp, customer, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, addLocalDays("2035-03-05", 0), 9),
      quantity: 5,
      driverName: "Dana Driver",
      driverPhone: "+15551230000",
    });
    const fbNumber = (booked.json() as { number: string }).number;
    const sequence = String(Number(fbNumber.replace(/\D/g, "")));

    // By name, by e-mail, and by the FB number of one of their orders, as written or typed short.
    for (const search of ["hortensia", customer.email.slice(0, 10), fbNumber, `fb${sequence}`]) {
      const page = (await get("/staff/customers", { search })).json() as Schemas["StaffCustomerPage"];
      expect(page.items.map((item) => item.id)).toContain(customer.userId);
    }
    const found = await get(`/staff/customers/${customer.userId}`);
    expect(found.json()).toMatchObject({
      firstName: "Hortensia",
      balance: 1_500,
      bonuses: 200,
      ordersCount: 1,
      openOrdersCount: 1,
      unrecovered: 0,
    });
  });

  it("lists customers only: staff accounts are not customers", async () => {
    const page = (
      await get("/staff/customers", { search: "Staffer" })
    ).json() as Schemas["StaffCustomerPage"];
    expect(page.items).toEqual([]);
    expect((await get(`/staff/customers/${staff.userId}`)).statusCode).toBe(404);
  });

  it("treats % and _ in a search as plain characters and refuses hostile input clearly", async () => {
    expect(
      ((await get("/staff/customers", { search: "%" })).json() as Schemas["StaffCustomerPage"]).totalItems,
    ).toBe(0);
    expect((await get("/staff/customers", { search: "a\u0000" })).statusCode).toBe(400);
    expect((await get("/staff/customers/99999999999")).statusCode).toBe(400);
    const customer = await createSignedInUser(testApp);
    expect((await get("/staff/customers", {}, customer)).statusCode).toBe(403);
  });
});
