import { randomUUID } from "node:crypto";
import type { CompanyRole } from "@freight/domain/companies/company-roles";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  companyInvitations,
  companyMembers,
  orderNotes,
  orders,
  orderStatusChanges,
  products,
} from "../src/db/schema/index.js";
import { issueSession } from "../src/accounts/session-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import {
  addCompanyMember,
  callAs,
  companyInvitationToken,
  createCompany as createCompanyAs,
} from "./company-fixtures.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { fundUser } from "./payment-helpers.js";
import { pdfText } from "./pdf-text.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let week = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
});
afterAll(() => testApp.close());

function call(user: SignedInUser, method: string, url: string, payload?: unknown) {
  return callAs(testApp, user, method, url, payload);
}

function createCompany(owner: SignedInUser, legalName?: string): Promise<Schemas["Company"]> {
  return createCompanyAs(testApp, owner, legalName);
}

function addMember(companyId: number, role: CompanyRole): Promise<SignedInUser> {
  return addCompanyMember(testApp, companyId, role);
}

async function invite(owner: SignedInUser, email: string, role: CompanyRole) {
  const response = await call(owner, "POST", "/company/invitations", { email, role });
  expect(response.statusCode, response.body).toBe(201);
  const token = await companyInvitationToken(testApp, email);
  return { invitation: response.json() as Schemas["CompanyInvitation"], token };
}

function booking() {
  week += 1;
  const reno = catalogue.hub("reno");
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2034-03-06", 7 * week), 9),
    quantity: 5,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  };
}

describe("a company with members", () => {
  it("books as a booker, pays as finance, and keeps the order the company's with who booked it", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner);
    expect(company).toMatchObject({ legalName: "Acme Freight LLC", role: "owner" });
    expect(company.actions).toContain("ownership.transfer");

    const booker = await createSignedInUser(testApp);
    const finance = await createSignedInUser(testApp);
    const bookerInvite = await invite(owner, booker.email, "booker");
    const financeInvite = await invite(owner, finance.email.toUpperCase(), "finance");
    expect(
      (await call(booker, "POST", "/company-invitations/accept", { token: bookerInvite.token })).statusCode,
    ).toBe(200);
    const accepted = await call(finance, "POST", "/company-invitations/accept", {
      token: financeInvite.token,
    });
    expect(accepted.json()).toMatchObject({ currentCompanyId: company.id });

    const booked = await bookJson(testApp, booker, booking());
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json() as Order;
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.bookedByUserId).toBe(booker.userId);
    expect((await call(owner, "GET", `/order/${order.id}`)).json()).toMatchObject({
      bookedBy: { id: booker.userId, name: expect.stringMatching(/^Test User/) },
    });
    expect(row?.customerId).not.toBe(booker.userId);

    const pay = (user: SignedInUser) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { ...user.headers, "idempotency-key": randomUUID() },
        payload: {
          flow: "post-payment",
          method: "balance",
          orderId: order.id,
          useBonuses: false,
          useBalance: true,
        },
      });
    const refused = await pay(booker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: "Your role in the company (booker) may not do this (payments.pay)",
    });

    await fundUser(testApp, row!.customerId, { balance: order.total });
    // The profile shows the company's balance and what the member's role allows; the name stays the person's.
    const profile = (await call(finance, "GET", "/users/me")).json() as Schemas["CustomerProfile"];
    expect(profile).toMatchObject({
      id: finance.userId,
      balance: order.total,
      company: { id: company.id, legalName: "Acme Freight LLC", role: "finance" },
    });
    expect(profile.company?.actions).toEqual(["orders.view", "payments.pay", "finance.read"]);
    expect((await call(finance, "PUT", "/session/company", { companyId: null })).json()).toMatchObject({
      currentCompanyId: null,
    });
    expect((await call(finance, "GET", "/users/me")).json()).toMatchObject({ balance: 0, company: null });
    expect((await call(finance, "PUT", "/session/company", { companyId: company.id })).statusCode).toBe(200);
    const paid = await pay(finance);
    expect(paid.statusCode, paid.body).toBe(200);
    const seen = await call(owner, "GET", `/order/${order.id}`);
    expect(seen.json()).toMatchObject({ id: order.id, totalPaid: order.total });
    expect((await call(booker, "GET", "/users/me/ledger")).statusCode).toBe(403);
    expect((await call(finance, "GET", "/users/me/ledger")).statusCode).toBe(200);

    // The invoice carries the company's details and goes to its invoice e-mail.
    const staff = await createStaffUser(testApp, { staffRole: "finance" });
    // The order is paid in full: storage on top of it is a supplementary charge.
    const issued = await call(staff, "POST", `/staff/orders/${order.id}/invoices`, {
      amount: 1_500,
      kind: "supplementary",
      reason: "Storage",
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoiceId = (issued.json() as Schemas["Invoice"]).id;
    expect((await call(booker, "GET", `/invoices/${invoiceId}/pdf`)).statusCode).toBe(403);
    const pdf = await call(finance, "GET", `/invoices/${invoiceId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Acme Freight LLC <ap@acme.example>");
    expect(text).toContain("1 Dock St, Reno, NV 89501");
    expect(text).toContain("12-3456789");

    // The booker's own account is untouched: their personal view has no such order.
    expect((await call(booker, "PUT", "/session/company", { companyId: null })).statusCode).toBe(200);
    expect((await call(booker, "GET", `/order/${order.id}`)).statusCode).toBe(404);
  });

  it("records the member who booked, wrote a note and cancelled, not the company's account", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner, "Timeline Corp");
    const booker = await addMember(company.id, "booker");
    const order = (await bookJson(testApp, booker, booking())).json() as Order;
    const form = new FormData();
    form.append("orderId", String(order.id));
    form.append("note", "Gate code 4411");
    const noted = await testApp.app.inject({
      method: "POST",
      url: "/fborders/files",
      headers: booker.headers,
      body: form,
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect((await call(owner, "PATCH", "/order-cancel", { id: order.id })).statusCode).toBe(200);
    const changes = await testApp.database.db
      .select({ to: orderStatusChanges.toStatus, actor: orderStatusChanges.actorUserId })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id));
    expect(changes).toEqual([
      { to: "new", actor: booker.userId },
      { to: "cancelledByUser", actor: owner.userId },
    ]);
    const notes = await testApp.database.db
      .select({ author: orderNotes.authorUserId })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id));
    expect(notes.map((note) => note.author)).toEqual([booker.userId]);
  });

  it("ends a removed member's access to the company on their next call", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner);
    const booker = await addMember(company.id, "booker");
    const order = (await bookJson(testApp, booker, booking())).json() as Order;
    expect((await call(booker, "GET", `/order/${order.id}`)).statusCode).toBe(200);

    expect((await call(owner, "DELETE", `/company/members/${booker.userId}`)).statusCode).toBe(204);
    expect((await call(booker, "GET", "/company")).statusCode).toBe(409);
    expect((await call(booker, "GET", `/order/${order.id}`)).statusCode).toBe(404);
    expect((await call(booker, "GET", "/companies")).json()).toEqual({
      currentCompanyId: null,
      companies: [],
    });
    // Switching back is refused too.
    expect((await call(booker, "PUT", "/session/company", { companyId: company.id })).statusCode).toBe(404);
  });

  it("keeps at least one owner, lets only owners make owners, and hands ownership over in one step", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner);
    const admin = await addMember(company.id, "admin");
    const viewer = await addMember(company.id, "viewer");

    expect(
      (await call(owner, "PATCH", `/company/members/${owner.userId}`, { role: "admin" })).statusCode,
    ).toBe(409);
    expect((await call(owner, "DELETE", `/company/members/${owner.userId}`)).statusCode).toBe(409);
    expect(
      (await call(admin, "PATCH", `/company/members/${viewer.userId}`, { role: "owner" })).statusCode,
    ).toBe(403);
    expect((await call(admin, "DELETE", `/company/members/${owner.userId}`)).statusCode).toBe(403);
    expect(
      (await call(admin, "PATCH", `/company/members/${viewer.userId}`, { role: "booker" })).statusCode,
    ).toBe(200);
    expect(
      (await call(viewer, "PATCH", `/company/members/${viewer.userId}`, { role: "admin" })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, "POST", "/company/invitations", { email: "boss@example.com", role: "owner" }))
        .statusCode,
    ).toBe(403);

    const transferred = await call(owner, "POST", "/company/ownership", { userId: admin.userId });
    expect(transferred.statusCode, transferred.body).toBe(200);
    const roles = Object.fromEntries(
      (transferred.json() as Schemas["CompanyMember"][]).map((member) => [member.userId, member.role]),
    );
    expect(roles).toMatchObject({
      [admin.userId]: "owner",
      [owner.userId]: "admin",
      [viewer.userId]: "booker",
    });
    expect((await call(owner, "POST", "/company/ownership", { userId: viewer.userId })).statusCode).toBe(403);
  });

  it("lets a member leave on their own, but not the last owner", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner, "Leavers Corp");
    const viewer = await addMember(company.id, "viewer");
    const left = await call(viewer, "POST", "/company/leave");
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ currentCompanyId: null, companies: [] });
    expect((await call(viewer, "GET", "/company")).statusCode).toBe(409);
    const refused = await call(owner, "POST", "/company/leave");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/at least one owner/) });
  });

  it("refuses parallel demotions that would leave no owner", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner);
    const second = await addMember(company.id, "owner");
    const answers = await Promise.all([
      call(owner, "PATCH", `/company/members/${second.userId}`, { role: "viewer" }),
      call(second, "PATCH", `/company/members/${owner.userId}`, { role: "viewer" }),
    ]);
    // The later one finds its caller a viewer already (role-changes-under-lock.test.ts has the races).
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const owners = await testApp.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company.id));
    expect(owners.filter((member) => member.role === "owner")).toHaveLength(1);
  });
});

describe("a company's shop order", () => {
  it("is the company's, and its invoice carries the company's details", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner, "Shop Corp");
    const booker = await addMember(company.id, "booker");
    const viewer = await addMember(company.id, "viewer");
    const [product] = await testApp.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(1);
    const placed = await testApp.app.inject({
      method: "POST",
      url: "/shop-orders",
      headers: { ...booker.headers, "idempotency-key": randomUUID() },
      payload: { hubId: catalogue.hub("reno").id, items: [{ productId: product!.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const shopOrderId = (placed.json() as Schemas["ShopOrder"]).id;
    expect((await call(viewer, "GET", `/shop-orders/${shopOrderId}`)).statusCode).toBe(200);
    expect((await call(viewer, "GET", `/shop-orders/${shopOrderId}/invoice`)).statusCode).toBe(403);
    const pdf = await call(owner, "GET", `/shop-orders/${shopOrderId}/invoice`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Shop Corp <ap@acme.example>");
    expect(text).toContain("12-3456789");
  });
});

describe("the console's customer page", () => {
  it("shows a person's companies and a company account's members to staff who read customers", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner, "Console Corp");
    const booker = await addMember(company.id, "booker");
    const staff = await createStaffUser(testApp, { staffRole: "dispatcher" });
    const person = await call(staff, "GET", `/staff/customers/${booker.userId}/companies`);
    expect(person.statusCode, person.body).toBe(200);
    const { memberships } = person.json() as Schemas["StaffCustomerCompanies"];
    expect(memberships).toEqual([
      expect.objectContaining({ companyId: company.id, legalName: "Console Corp", role: "booker" }),
    ]);
    const account = await call(
      staff,
      "GET",
      `/staff/customers/${memberships[0]!.accountCustomerId}/companies`,
    );
    const detail = account.json() as Schemas["StaffCustomerCompanies"];
    expect(detail.company?.legalName).toBe("Console Corp");
    expect(detail.company?.members.map((member) => [member.userId, member.role])).toEqual([
      [owner.userId, "owner"],
      [booker.userId, "booker"],
    ]);
    const editor = await createStaffUser(testApp, { staffRole: "editor" });
    expect((await call(editor, "GET", `/staff/customers/${booker.userId}/companies`)).statusCode).toBe(403);
    expect((await call(booker, "GET", `/staff/customers/${booker.userId}/companies`)).statusCode).toBe(403);
    expect((await call(staff, "GET", "/staff/customers/2000000000/companies")).statusCode).toBe(404);
  });
});

describe("public reads", () => {
  it("answer a company member's session as they answer anyone", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner, "Reader Corp");
    const viewer = await addMember(company.id, "viewer");
    for (const url of [
      "/hubs-for-index",
      "/services-for-index",
      "/faqs",
      "/supplies?limit=1",
      "/blogs-for-index",
    ]) {
      expect((await call(viewer, "GET", url)).statusCode, url).toBe(200);
    }
  });
});

describe("a company's account", () => {
  it("is never signed in to: a session of its own is refused", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(owner, "Locked Corp");
    const [row] = await testApp.database.db.select().from(companies).where(eq(companies.id, company.id));
    const session = await issueSession(testApp.database.db, row!.accountUserId, "vitest");
    const response = await testApp.app.inject({
      url: "/users/me/ledger",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("company invitations", () => {
  it("work once, even when 20 accepts are sent at once", async () => {
    const owner = await createSignedInUser(testApp);
    await createCompany(owner);
    const guest = await createSignedInUser(testApp);
    const { token } = await invite(owner, guest.email, "viewer");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(guest, "POST", "/company-invitations/accept", { token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect((await call(guest, "POST", "/company-invitations/accept", { token })).json()).toMatchObject({
      message: "This invitation was already used",
    });
  });

  it("are sent at most 30 a day per company, even when 40 are sent at once, and no refused one is mailed", async () => {
    const owner = await createSignedInUser(testApp);
    await createCompany(owner, "Busy Invites LLC");
    const stamp = randomUUID().slice(0, 8);
    const emails = Array.from({ length: 40 }, (_, index) => `crew-${stamp}-${index}@example.com`);
    const answers = await Promise.all(
      emails.map((email) => call(owner, "POST", "/company/invitations", { email, role: "viewer" })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
      message: "This company has sent 30 invitations in the last 24 hours; try again tomorrow",
    });
    let mailed = 0;
    for (const [index, email] of emails.entries()) {
      const outbox = await testApp.app.inject({ url: "/dev/outbox", query: { to: email, limit: "1" } });
      const sent = (outbox.json() as { items: unknown[] }).items.length;
      expect(sent, email).toBe(answers[index]?.statusCode === 201 ? 1 : 0);
      mailed += sent;
    }
    expect(mailed).toBe(30);
    // A resend to an invited address counts too; another company has its own budget.
    expect(
      (await call(owner, "POST", "/company/invitations", { email: emails[0], role: "viewer" })).statusCode,
    ).toBe(429);
    const other = await createSignedInUser(testApp);
    await createCompany(other, "Quiet Invites LLC");
    expect(
      (await call(other, "POST", "/company/invitations", { email: emails[0], role: "viewer" })).statusCode,
    ).toBe(201);
  });

  it("refuse another e-mail address, an expired or withdrawn link and an unknown token", async () => {
    const owner = await createSignedInUser(testApp);
    await createCompany(owner);
    const invited = await createSignedInUser(testApp);
    const stranger = await createSignedInUser(testApp);
    const { token, invitation } = await invite(owner, invited.email, "booker");
    const wrong = await call(stranger, "POST", "/company-invitations/accept", { token });
    expect(wrong.statusCode).toBe(403);

    await testApp.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, invitation.id));
    const expired = await call(invited, "POST", "/company-invitations/accept", { token });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: "This invitation has expired; ask for a new one" });

    const again = await invite(owner, invited.email, "booker");
    expect((await call(owner, "DELETE", `/company/invitations/${again.invitation.id}`)).statusCode).toBe(204);
    expect(
      (await call(invited, "POST", "/company-invitations/accept", { token: again.token })).statusCode,
    ).toBe(409);
    expect(
      (await call(invited, "POST", "/company-invitations/accept", { token: "x".repeat(32) })).statusCode,
    ).toBe(404);
    for (const bad of ["", "short", "a".repeat(201), "bad token with spaces!!", "\u0000".repeat(20)]) {
      expect(
        (await call(invited, "POST", "/company-invitations/accept", { token: bad })).statusCode,
        bad,
      ).toBe(400);
    }
  });
});

describe("company data stays in its company", () => {
  it("shows no order of company B to company A's members, ids ±50 around it", async () => {
    const ownerA = await createSignedInUser(testApp);
    await createCompany(ownerA, "A Corp");
    const ownerB = await createSignedInUser(testApp);
    await createCompany(ownerB, "B Corp");
    const orderB = (await bookJson(testApp, ownerB, booking())).json() as Order;
    const ownA = (await bookJson(testApp, ownerA, booking())).json() as Order;
    for (let id = Math.max(1, orderB.id - 50); id <= orderB.id + 50; id += 1) {
      if (id === ownA.id) continue;
      const response = await call(ownerA, "GET", `/order/${id}`);
      expect(response.statusCode, `order ${id}`).toBe(404);
    }
    const listed = (await call(ownerA, "GET", "/orders-for-history")).json() as { items: { id: number }[] };
    expect(listed.items.map((item) => item.id)).toEqual([ownA.id]);
  });
});
