import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookOrderWithInvoice } from "./invoice-fixtures.js";
import { loadCatalogue, type Catalogue } from "./order-fixtures.js";
import { createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let finance: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
});
afterAll(() => testApp.close());

let week = 0;
function orderWithInvoice(draft = false) {
  week += 1;
  return bookOrderWithInvoice(testApp, catalogue, finance, {
    day: addLocalDays("2034-05-01", 7 * week),
    draft,
  });
}

function send(invoiceId: number | string, as = finance) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/invoices/${invoiceId}/send`,
    headers: as.headers,
  });
}

async function messageTitles(customer: SignedInUser): Promise<string[]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/users/me/messages",
    headers: customer.headers,
  });
  return JSON.stringify(response.json()).match(/Reminder: invoice INV-\d+/g) ?? [];
}

describe("reminding a customer of an open invoice", () => {
  it("sends an in-app reminder with a way to pay it and records when it went", async () => {
    const { customer, invoice } = await orderWithInvoice();
    expect(invoice.lastSentAt).toBeNull();
    const response = await send(invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: invoice.id, status: 1 });
    expect(Date.parse(response.json().lastSentAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await messageTitles(customer)).toEqual([`Reminder: invoice ${invoice.number}`]);
  });

  it("sends one reminder when twenty are asked for at once, and refuses another within ten minutes", async () => {
    const { customer, invoice } = await orderWithInvoice();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(invoice.id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(responses.find((response) => response.statusCode === 409)?.json().message).toMatch(/minute/);
    expect(await messageTitles(customer)).toHaveLength(1);
  });

  it("refuses a draft, a cancelled invoice, an unknown one, a bad id and anyone but finance or an admin", async () => {
    const { customer, invoice: draft } = await orderWithInvoice(true);
    const asDraft = await send(draft.id);
    expect(asDraft.statusCode).toBe(409);
    expect(asDraft.json().message).toMatch(/issue it first/);
    const cancelled = await testApp.app.inject({
      method: "PATCH",
      url: `/staff/invoices/${draft.id}`,
      headers: finance.headers,
      payload: { status: 4 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await send(draft.id)).statusCode).toBe(409);
    expect((await send(987_654)).statusCode).toBe(404);
    for (const id of ["abc", "0", "-3", "1.5", "99999999999999999999"])
      expect((await send(id)).statusCode, id).toBe(400);
    expect((await send(draft.id, customer)).statusCode).toBe(403);
    const dispatcher = await createStaffUser(testApp, {
      staffRole: "dispatcher",
      hubIds: [catalogue.hub("reno").id],
    });
    expect((await send(draft.id, dispatcher)).statusCode).toBe(403);
    expect(await messageTitles(customer)).toEqual([]);
  });
});
