import { addLocalDays } from "@freight/domain/time/zoned-time";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, readOutboxCode, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

interface AuditEntry {
  actorUserId: number | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string;
}

let testApp: TestApp;
let catalogue: Catalogue;
let admin: SignedInUser;
let customer: SignedInUser;
let renoDispatcher: SignedInUser;
let finance: SignedInUser;
let reno: { id: number; timeZone: string };
let denver: { id: number; timeZone: string };

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  reno = catalogue.hub("reno");
  denver = catalogue.hub("denver");
  admin = await createStaffUser(testApp, { staffRole: "admin" });
  renoDispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [reno.id] });
  finance = await createStaffUser(testApp, { staffRole: "finance" });
  customer = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

let week = 0;
async function bookAt(hub: { id: number; timeZone: string }): Promise<Order> {
  week += 1;
  const date = addLocalDays("2033-03-07", 7 * week);
  const response = await bookJson(testApp, customer, {
    hubId: hub.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(hub, date, 9),
    quantity: 4,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
}

async function auditOf(targetType: string, targetId: string | number): Promise<AuditEntry[]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/staff/audit-log",
    query: { targetType, targetId: String(targetId) },
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: AuditEntry[] }).items;
}

/** Makes the audit log refuse (raise on) every entry with this reason, as a failing write would. */
async function refuseAuditEntriesWithReason(db: TestApp["database"]["db"], reason: string): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function refuse_marked_audit_entry() returns trigger language plpgsql as $$
      begin
        if new.reason = '${reason}' then raise exception 'audit entry refused'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql`create or replace trigger refuse_marked_audit_entry before insert on staff_audit_log
        for each row execute function refuse_marked_audit_entry()`,
  );
}

describe("staff permissions", () => {
  it("tell the console who is signed in and what they may do", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/me",
      headers: renoDispatcher.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "dispatcher", hubIds: [reno.id] });
    expect(response.json().permissions).toContain("docks.manage");
    expect(response.json().permissions).not.toContain("finance.manage");
  });
});

describe("a dispatcher's hubs", () => {
  it("list only their hubs' orders", async () => {
    const renoOrder = await bookAt(reno);
    const denverOrder = await bookAt(denver);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/orders",
      query: { limit: "100" },
      headers: renoDispatcher.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json() as { items: { id: number }[] }).items.map((order) => order.id);
    expect(ids).toContain(renoOrder.id);
    expect(ids).not.toContain(denverOrder.id);
  });

  it("let them work their own hub's order, and the audit log records the move with before and after", async () => {
    const renoOrder = await bookAt(reno);
    const accept = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${renoOrder.id}/status`,
      headers: renoDispatcher.headers,
      payload: { status: "accepted", note: "Dock 4 is free" },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const [entry] = await auditOf("order", renoOrder.id);
    expect(entry).toMatchObject({
      actorUserId: renoDispatcher.userId,
      actorEmail: renoDispatcher.email,
      action: "changeOrderStatus",
      before: { status: "new" },
      after: { status: "accepted" },
      reason: "Dock 4 is free",
    });
  });
});

describe("the audit log", () => {
  it("records nothing for a refused call", async () => {
    const order = await bookAt(reno);
    await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: finance.headers,
      payload: { status: "accepted" },
    });
    expect(await auditOf("order", order.id)).toEqual([]);
  });

  it("cannot be changed or emptied, even from inside the database", async () => {
    const order = await bookAt(reno);
    await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "accepted" },
    });
    const { db } = testApp.database;
    await expect(db.execute(sql`update staff_audit_log set reason = 'edited'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from staff_audit_log`)).rejects.toThrow();
    expect(await auditOf("order", order.id)).toHaveLength(1);
  });

  it("commits a change only together with its entry: a refused entry undoes the change", async () => {
    const order = await bookAt(reno);
    const { db } = testApp.database;
    await refuseAuditEntriesWithReason(db, "refused by the log");
    const refused = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "accepted", note: "refused by the log" },
    });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(500);
    const after = await testApp.app.inject({
      method: "GET",
      url: `/order/${order.id}`,
      headers: customer.headers,
    });
    expect((after.json() as Order).status).toBe("new");
    expect(await auditOf("order", order.id)).toEqual([]);

    const accepted = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "accepted", note: "Dock 2" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await auditOf("order", order.id)).map((entry) => entry.reason)).toEqual(["Dock 2"]);
  });

  it("writes exactly one entry per change when 20 staff accept one order at once", async () => {
    const order = await bookAt(reno);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        testApp.app.inject({
          method: "POST",
          url: `/staff/orders/${order.id}/status`,
          headers: index % 2 === 0 ? admin.headers : renoDispatcher.headers,
          payload: { status: "accepted", note: `try ${index}` },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(
      codes.every((code) => code === 200 || code === 409),
      codes.join(","),
    ).toBe(true);
    const entries = await auditOf("order", order.id);
    expect(entries).toHaveLength(codes.filter((code) => code === 200).length);
    expect(entries.length).toBeGreaterThanOrEqual(1);
  });

  it("answers 400 with a message to a malformed filter", async () => {
    const malformed: Record<string, string>[] = [
      { from: "yesterday" },
      { action: "drop table" },
      { actorUserId: "99999999999" },
      { limit: "0" },
    ];
    for (const query of malformed) {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/staff/audit-log",
        query,
        headers: admin.headers,
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe("staff invitations", () => {
  async function invite(payload: object, headers = admin.headers) {
    return testApp.app.inject({ method: "POST", url: "/staff/invitations", headers, payload });
  }

  async function invitationCode(email: string): Promise<string> {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/dev/outbox",
      query: { to: email, limit: "1" },
    });
    const [message] = (response.json() as { items: { text: string }[] }).items;
    const code = /Your invitation code: (\S+)/.exec(message?.text ?? "")?.[1];
    if (!code) throw new Error(`no invitation to ${email}`);
    return code;
  }

  it("make a dispatcher who signs in in two steps and works at the invited hubs only", async () => {
    const email = "new.dispatcher@freight.example";
    const sent = await invite({ email, role: "dispatcher", hubIds: [denver.id] });
    expect(sent.statusCode, sent.body).toBe(201);
    const code = await invitationCode(email);
    const accept = (password: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/staff-invitations/accept",
        payload: { email, code, password, firstName: "Nia", lastName: "Dispatch" },
      });
    // Twenty acceptances at once make one account.
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept("a-long-password")));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect([400, 409]).toContain(answer.statusCode);
    }
    const signIn = await testApp.app.inject({
      method: "POST",
      url: "/login",
      payload: { email, password: "a-long-password" },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ twoStepAuth: true });
    expect(signIn.json().token).toBeUndefined();
    const loginCode = await readOutboxCode(testApp.app, email);
    const second = await testApp.app.inject({
      method: "POST",
      url: "/auth/login/code-verify",
      payload: { email, code: loginCode },
    });
    expect(second.statusCode, second.body).toBe(200);
    const headers = { authorization: `Bearer ${second.json().token as string}` };
    const me = await testApp.app.inject({ method: "GET", url: "/staff/me", headers });
    expect(me.json()).toMatchObject({ email, role: "dispatcher", hubIds: [denver.id] });
    expect((await auditOf("staffMember", me.json().userId)).map((entry) => entry.action)).toContain(
      "acceptStaffInvitation",
    );
  });

  it("refuse a wrong, reused or other person's code alike", async () => {
    const email = "finance.two@freight.example";
    await invite({ email, role: "finance" });
    const code = await invitationCode(email);
    // One character changed, never to the one it already is (a code ending in "A" would stay right).
    const wrong = `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`;
    for (const payload of [
      { email, code: wrong },
      { email: "someone.else@freight.example", code },
    ]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/staff-invitations/accept",
        payload: { ...payload, password: "a-long-password", firstName: "F", lastName: "T" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/unknown, used or expired/);
    }
  });

  it("refuse a role's wrong hubs, a customer's address and a non-admin inviter", async () => {
    expect((await invite({ email: "d@freight.example", role: "dispatcher" })).statusCode).toBe(400);
    expect(
      (await invite({ email: "f@freight.example", role: "finance", hubIds: [reno.id] })).statusCode,
    ).toBe(400);
    expect(
      (await invite({ email: "h@freight.example", role: "dispatcher", hubIds: [2147483647] })).statusCode,
    ).toBe(400);
    expect((await invite({ email: customer.email, role: "finance" })).statusCode).toBe(409);
    expect(
      (await invite({ email: "x@freight.example", role: "admin" }, renoDispatcher.headers)).statusCode,
    ).toBe(403);
    expect((await invite({ email: "x\u0000@freight.example", role: "admin" })).statusCode).toBe(400);
  });
});

describe("changing a staff account", () => {
  function change(userId: number, payload: object, headers = admin.headers) {
    return testApp.app.inject({ method: "PATCH", url: `/staff/members/${userId}`, headers, payload });
  }

  it("ends every session of a disabled account at once", async () => {
    const leaving = await createStaffUser(testApp, { staffRole: "finance" });
    expect(
      (await testApp.app.inject({ method: "GET", url: "/staff/me", headers: leaving.headers })).statusCode,
    ).toBe(200);
    const disabled = await change(leaving.userId, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().disabledAt).toBeTruthy();
    expect(
      (await testApp.app.inject({ method: "GET", url: "/staff/me", headers: leaving.headers })).statusCode,
    ).toBe(401);
    const [entry] = await auditOf("staffMember", leaving.userId);
    expect(entry).toMatchObject({ action: "changeStaffMember", before: { disabledAt: null } });
  });

  it("moves a dispatcher to other hubs and gives a finance person none", async () => {
    const moving = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [reno.id] });
    expect((await change(moving.userId, { hubIds: [denver.id] })).json()).toMatchObject({
      hubIds: [denver.id],
    });
    expect((await change(moving.userId, { role: "finance" })).json()).toMatchObject({
      role: "finance",
      hubIds: [],
    });
    expect((await change(moving.userId, { role: "dispatcher" })).statusCode).toBe(400);
  });

  it("never leaves the company without an active admin, even when two admins demote each other at once", async () => {
    const otherApp = await createTestApp();
    const first = await createStaffUser(otherApp, { staffRole: "admin" });
    const second = await createStaffUser(otherApp, { staffRole: "admin" });
    // A database of its own, whose only admins are these two.
    const [a, b] = await Promise.all([
      otherApp.app.inject({
        method: "PATCH",
        url: `/staff/members/${second.userId}`,
        headers: first.headers,
        payload: { role: "finance" },
      }),
      otherApp.app.inject({
        method: "PATCH",
        url: `/staff/members/${first.userId}`,
        headers: second.headers,
        payload: { role: "finance" },
      }),
    ]);
    const codes = [a?.statusCode, b?.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const self = await otherApp.app.inject({
      method: "PATCH",
      url: `/staff/members/${first.userId}`,
      headers: first.headers,
      payload: { disabled: true },
    });
    expect([403, 409]).toContain(self.statusCode);
    await otherApp.close();
  });
});
