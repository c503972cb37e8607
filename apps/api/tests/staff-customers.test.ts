import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralBonuses } from "../src/db/schema/index.js";
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

  it("finds a customer by order number for a dispatcher only when the order is at the dispatcher's hub", async () => {
    const customer = await createSignedInUser(testApp, { firstName: "Ottoline", lastName: "Crate" });
    const catalogue = await loadCatalogue(testApp);
    const reno = catalogue.hub("reno");
    const stockton = catalogue.hub("stockton");
    const booked = await bookJson(testApp, customer, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, addLocalDays("2035-03-06", 0), 9),
      quantity: 2,
      driverName: "Dana Driver",
      driverPhone: "+15551230000",
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const fbNumber = (booked.json() as { number: string }).number;
    const renoDispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [reno.id] });
    const stocktonDispatcher = await createStaffUser(testApp, {
      staffRole: "dispatcher",
      hubIds: [stockton.id],
    });
    const idsFound = async (user: SignedInUser, search: string) =>
      ((await get("/staff/customers", { search }, user)).json() as Schemas["StaffCustomerPage"]).items.map(
        (item) => item.id,
      );
    expect(await idsFound(renoDispatcher, fbNumber)).toEqual([customer.userId]);
    // Another hub's order number finds nobody, as a number that does not exist would.
    expect(await idsFound(stocktonDispatcher, fbNumber)).toEqual([]);
    // Customers stay readable by name for every dispatcher (customers.read is not hub-scoped).
    expect(await idsFound(stocktonDispatcher, "ottoline")).toEqual([customer.userId]);
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

describe("a customer's referrals, for staff", () => {
  function referralsOf(user: SignedInUser, customerId: number) {
    return testApp.app.inject({
      method: "GET",
      url: `/staff/customers/${customerId}/referrals`,
      headers: user.headers,
    });
  }

  it("shows their code, who referred them and the friends they referred, newest first, each with its bonus", async () => {
    const mentor = await createSignedInUser(testApp, { firstName: "Mona", lastName: "Mentor" });
    const host = await createSignedInUser(testApp, {
      firstName: "Hal",
      lastName: "Host",
      referredByUserId: mentor.userId,
    });
    const first = await createSignedInUser(testApp, {
      firstName: "Fay",
      lastName: "First",
      referredByUserId: host.userId,
    });
    const second = await createSignedInUser(testApp, {
      firstName: "Sid",
      lastName: "Second",
      referredByUserId: host.userId,
    });
    await testApp.database.db.insert(referralBonuses).values({
      referrerUserId: host.userId,
      referredUserId: first.userId,
      amountCents: 2_500,
      status: "held",
      qualifiedAt: new Date("2026-11-01T00:00:00Z"),
      releaseAt: new Date("2026-11-15T00:00:00Z"),
    });

    const response = await referralsOf(staff, host.userId);
    expect(response.statusCode, response.body).toBe(200);
    const referrals = response.json() as Schemas["StaffCustomerReferrals"];
    expect(referrals.code).toBe(host.referralCode);
    expect(referrals.referredBy).toEqual({ id: mentor.userId, name: "Mona Mentor" });
    expect(referrals.referred.map((friend) => friend.id).sort()).toEqual(
      [first.userId, second.userId].sort(),
    );
    expect(referrals.referred.find((friend) => friend.id === first.userId)).toMatchObject({
      name: "Fay First",
      bonusStatus: "held",
      bonusAmount: 2_500,
      bonusReleaseAt: "2026-11-15T00:00:00.000Z",
    });
    expect(referrals.referred.find((friend) => friend.id === second.userId)).toMatchObject({
      bonusStatus: null,
      bonusAmount: 0,
      bonusReleaseAt: null,
    });
  });

  it("answers 404 for someone who is not a customer, 400 for a bad id, and keeps customers out", async () => {
    const customer = await createSignedInUser(testApp);
    expect((await referralsOf(staff, 987_654)).statusCode).toBe(404);
    expect((await referralsOf(staff, staff.userId)).statusCode).toBe(404);
    for (const id of ["abc", "0", "-1", "1e3", "99999999999999999999"]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/staff/customers/${id}/referrals`,
        headers: staff.headers,
      });
      expect(response.statusCode, id).toBe(400);
    }
    expect((await referralsOf(customer, customer.userId)).statusCode).toBe(403);
  });
});
