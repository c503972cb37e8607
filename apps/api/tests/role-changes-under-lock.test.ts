import type { CompanyRole } from "@freight/domain/companies/company-roles";
import type { StaffRole } from "@freight/domain/staff/staff-roles";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.js";
import { companyMembers, staffMembers } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { addCompanyMember, callAs, companyInvitationToken, createCompany } from "./company-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

/**
 * Who may change a role is decided on the caller's own row, locked in the transaction that makes the change: a
 * parallel request that demoted or removed the caller in the meantime wins, and the late one is refused in words.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** How many requests each race sends at once. */
const PARALLEL = 20;
/** The rounds of a race, each run once in either order. */
const ROUNDS = 2;
/** A race runs several rounds of 2 to 20 requests on a machine shared with other test files. */
const RACE_TIMEOUT_MS = 60_000;

/** Every refusal of a caller who lost the right: the service's words on the locked row, or the guard's. */
const lostTheRight = /is now \w+; you may no longer|no longer a member|may not do this|personal account/;

function call(user: SignedInUser, method: string, url: string, payload?: unknown) {
  return callAs(testApp, user, method, url, payload);
}

function statuses(answers: LightMyRequestResponse[]): string {
  return answers.map((answer) => `${answer.statusCode} ${answer.body}`).join("\n");
}

function expectRefused(answer: LightMyRequestResponse, codes: number[], message: RegExp): void {
  expect(codes, answer.body).toContain(answer.statusCode);
  expect((answer.json() as { message: string }).message).toMatch(message);
}

/** The company's members as one of them reads them through the API: user id → role. */
async function companyRoles(reader: SignedInUser): Promise<Map<number, CompanyRole>> {
  const response = await call(reader, "GET", "/company/members");
  expect(response.statusCode, response.body).toBe(200);
  const members = response.json() as Schemas["CompanyMember"][];
  return new Map(members.map((member) => [member.userId, member.role]));
}

function ownersIn(roles: Map<number, CompanyRole>): number[] {
  return [...roles].filter(([, role]) => role === "owner").map(([userId]) => userId);
}

/** The staff as an admin reads them through the API. */
async function staffList(reader: SignedInUser): Promise<Schemas["StaffMemberList"]> {
  const response = await call(reader, "GET", "/staff/members");
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Schemas["StaffMemberList"];
}

async function staffAccount(reader: SignedInUser, userId: number): Promise<Schemas["StaffMember"]> {
  const member = (await staffList(reader)).members.find((one) => one.userId === userId);
  if (!member) throw new Error(`No staff account ${userId}`);
  return member;
}

async function staffInvitationCode(email: string): Promise<string> {
  const outbox = await testApp.app.inject({ url: "/dev/outbox", query: { to: email, limit: "1" } });
  const text = (outbox.json() as { items: { text: string }[] }).items[0]?.text ?? "";
  const code = /Your invitation code: (\S+)/.exec(text)?.[1];
  if (!code) throw new Error(`No staff invitation was sent to ${email}`);
  return code;
}

function acceptStaffInvitation(email: string, code: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/staff-invitations/accept",
    payload: { email, code, password: "a-long-password", firstName: "New", lastName: "Staff" },
  });
}

/** Both orders of a pair of requests, each `ROUNDS` times: which one reaches the database first varies. */
function bothOrders(): boolean[] {
  return Array.from({ length: ROUNDS * 2 }, (_, round) => round % 2 === 0);
}

async function inOrder<T>(
  isFirstFirst: boolean,
  first: () => Promise<T>,
  second: () => Promise<T>,
): Promise<[T, T]> {
  if (isFirstFirst) return Promise.all([first(), second()]);
  const [b, a] = await Promise.all([second(), first()]);
  return [a, b];
}

describe("company roles changed by several members at the same moment", { timeout: RACE_TIMEOUT_MS }, () => {
  it("hand ownership to exactly one member when the owner sends 20 transfers to 4 members at once", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(testApp, owner, "Four Heirs LLC");
    const heirs: SignedInUser[] = [];
    for (let index = 0; index < 4; index += 1)
      heirs.push(await addCompanyMember(testApp, company.id, "admin"));

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        call(owner, "POST", "/company/ownership", { userId: heirs[index % heirs.length]!.userId }),
      ),
    );

    const handedOver = answers.filter((answer) => answer.statusCode === 200);
    expect(handedOver, statuses(answers)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expectRefused(refused, [403], lostTheRight);
    }
    const roles = await companyRoles(owner);
    const owners = ownersIn(roles);
    expect(owners).toHaveLength(1);
    expect(heirs.map((heir) => heir.userId)).toContain(owners[0]);
    expect(roles.get(owner.userId)).toBe("admin");
    expect([...roles.values()].filter((role) => role === "admin")).toHaveLength(4);
  });

  it("let only one of two admins demote the other when each sends 10 demotions at once, in either order", async () => {
    for (const isFirstFirst of bothOrders()) {
      const owner = await createSignedInUser(testApp);
      const company = await createCompany(testApp, owner, "Mirror Demotions LLC");
      const first = await addCompanyMember(testApp, company.id, "admin");
      const second = await addCompanyMember(testApp, company.id, "admin");
      const [a, b] = isFirstFirst ? [first, second] : [second, first];

      const sent = Array.from({ length: PARALLEL }, (_, index) => {
        const [caller, target] = index % 2 === 0 ? [a, b] : [b, a];
        return {
          caller,
          answer: call(caller, "PATCH", `/company/members/${target.userId}`, { role: "viewer" }),
        };
      });
      const answers = await Promise.all(
        sent.map(async ({ caller, answer }) => ({ caller, answer: await answer })),
      );

      const winners = new Set(
        answers.filter(({ answer }) => answer.statusCode === 200).map(({ caller }) => caller),
      );
      expect(winners.size, statuses(answers.map(({ answer }) => answer))).toBe(1);
      const [winner] = [...winners];
      for (const { caller, answer } of answers) {
        if (caller !== winner) expectRefused(answer, [403], lostTheRight);
      }
      const loser = winner === first ? second : first;
      const roles = await companyRoles(owner);
      expect(roles.get(winner!.userId)).toBe("admin");
      expect(roles.get(loser.userId)).toBe("viewer");
      expect(ownersIn(roles)).toEqual([owner.userId]);
    }
  });

  it("let only one of two admins remove the other when both ask at once, in either order", async () => {
    for (const isFirstFirst of bothOrders()) {
      const owner = await createSignedInUser(testApp);
      const company = await createCompany(testApp, owner, "Mirror Removals LLC");
      const first = await addCompanyMember(testApp, company.id, "admin");
      const second = await addCompanyMember(testApp, company.id, "admin");

      const [byFirst, bySecond] = await inOrder(
        isFirstFirst,
        () => call(first, "DELETE", `/company/members/${second.userId}`),
        () => call(second, "DELETE", `/company/members/${first.userId}`),
      );

      const codes = [byFirst.statusCode, bySecond.statusCode];
      expect(
        codes.filter((code) => code === 204),
        statuses([byFirst, bySecond]),
      ).toHaveLength(1);
      const refused = byFirst.statusCode === 204 ? bySecond : byFirst;
      expectRefused(refused, [403, 409], lostTheRight);
      const roles = await companyRoles(owner);
      const staying = byFirst.statusCode === 204 ? first : second;
      const removed = staying === first ? second : first;
      expect(roles.get(staying.userId)).toBe("admin");
      expect(roles.has(removed.userId)).toBe(false);
    }
  });

  it("end an owner's transfer racing another owner's demotion of them with the demoted owner handing nothing over", async () => {
    for (const isFirstFirst of bothOrders()) {
      const owner = await createSignedInUser(testApp);
      const company = await createCompany(testApp, owner, "Two Owners LLC");
      const coOwner = await addCompanyMember(testApp, company.id, "owner");
      const heir = await addCompanyMember(testApp, company.id, "booker");

      const [transfer, demotion] = await inOrder(
        isFirstFirst,
        () => call(owner, "POST", "/company/ownership", { userId: heir.userId }),
        () => call(coOwner, "PATCH", `/company/members/${owner.userId}`, { role: "viewer" }),
      );

      expect(demotion.statusCode, demotion.body).toBe(200);
      const roles = await companyRoles(coOwner);
      // Demoted first: the transfer is refused. Transferred first: the owner became admin, then viewer.
      expect(roles.get(owner.userId)).toBe("viewer");
      if (transfer.statusCode === 200) {
        expect(ownersIn(roles).sort()).toEqual([coOwner.userId, heir.userId].sort());
      } else {
        expectRefused(transfer, [403], lostTheRight);
        expect(ownersIn(roles)).toEqual([coOwner.userId]);
        expect(roles.get(heir.userId)).toBe("booker");
      }
    }
  });

  it("refuse an invitation from an admin demoted at the same moment, or let it lapse with the demotion", async () => {
    for (const isFirstFirst of bothOrders()) {
      const owner = await createSignedInUser(testApp);
      const company = await createCompany(testApp, owner, "Late Invites LLC");
      const admin = await addCompanyMember(testApp, company.id, "admin");
      const invitee = await createSignedInUser(testApp);

      const [invitation, demotion] = await inOrder(
        isFirstFirst,
        () => call(admin, "POST", "/company/invitations", { email: invitee.email, role: "booker" }),
        () => call(owner, "PATCH", `/company/members/${admin.userId}`, { role: "viewer" }),
      );

      expect(demotion.statusCode, demotion.body).toBe(200);
      if (invitation.statusCode === 201) {
        // Sent while its sender could: it lapses once they cannot, and the team no longer lists it.
        const token = await companyInvitationToken(testApp, invitee.email);
        const accepted = await call(invitee, "POST", "/company-invitations/accept", { token });
        expectRefused(accepted, [409], /may no longer invite/);
      } else {
        expectRefused(invitation, [403], lostTheRight);
      }
      expect((await call(owner, "GET", "/company/invitations")).json()).toEqual([]);
      const roles = await companyRoles(owner);
      expect(roles.get(admin.userId)).toBe("viewer");
      expect(roles.has(invitee.userId)).toBe(false);
      expect((await call(invitee, "GET", "/companies")).json()).toEqual({
        currentCompanyId: null,
        companies: [],
      });
    }
  });
});

describe("staff roles changed by two admins at the same moment", { timeout: RACE_TIMEOUT_MS }, () => {
  it("let only one of two staff admins demote the other when each sends 10 demotions at once, in either order", async () => {
    const witness = await createStaffUser(testApp, { staffRole: "admin" });
    for (const isFirstFirst of bothOrders()) {
      const first = await createStaffUser(testApp, { staffRole: "admin" });
      const second = await createStaffUser(testApp, { staffRole: "admin" });
      const [a, b] = isFirstFirst ? [first, second] : [second, first];

      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, async (_, index) => {
          const [caller, target] = index % 2 === 0 ? [a, b] : [b, a];
          const answer = await call(caller, "PATCH", `/staff/members/${target.userId}`, { role: "editor" });
          return { caller, answer };
        }),
      );

      const winners = new Set(
        answers.filter(({ answer }) => answer.statusCode === 200).map(({ caller }) => caller),
      );
      expect(winners.size, statuses(answers.map(({ answer }) => answer))).toBe(1);
      const [winner] = [...winners];
      for (const { caller, answer } of answers) {
        if (caller !== winner)
          expectRefused(answer, [403], /is now editor; you may no longer|may not do this/);
      }
      const loser = winner === first ? second : first;
      expect((await staffAccount(witness, winner!.userId)).role).toBe("admin");
      expect((await staffAccount(witness, loser.userId)).role).toBe("editor");
    }
  });

  it("let only one of two staff admins disable the other when both ask at once, in either order", async () => {
    const witness = await createStaffUser(testApp, { staffRole: "admin" });
    for (const isFirstFirst of bothOrders()) {
      const first = await createStaffUser(testApp, { staffRole: "admin" });
      const second = await createStaffUser(testApp, { staffRole: "admin" });

      const [byFirst, bySecond] = await inOrder(
        isFirstFirst,
        () => call(first, "PATCH", `/staff/members/${second.userId}`, { disabled: true }),
        () => call(second, "PATCH", `/staff/members/${first.userId}`, { disabled: true }),
      );

      expect(
        [byFirst, bySecond].filter((answer) => answer.statusCode === 200),
        statuses([byFirst, bySecond]),
      ).toHaveLength(1);
      const refused = byFirst.statusCode === 200 ? bySecond : byFirst;
      // Disabled before the call reached its lock (403), or before its session was read (401).
      expectRefused(refused, [401, 403], /disabled|session has ended/);
      const [staying, disabled] = byFirst.statusCode === 200 ? [first, second] : [second, first];
      expect((await staffAccount(witness, staying.userId)).disabledAt).toBeNull();
      expect((await staffAccount(witness, disabled.userId)).disabledAt).not.toBeNull();
    }
  });

  it("refuse a staff invitation from an admin demoted at the same moment, or let it lapse with the demotion", async () => {
    const witness = await createStaffUser(testApp, { staffRole: "admin" });
    for (const [round, isFirstFirst] of bothOrders().entries()) {
      const admin = await createStaffUser(testApp, { staffRole: "admin" });
      const email = `late-staff-invite-${round}-${admin.userId}@freight.example`;

      const [invitation, demotion] = await inOrder(
        isFirstFirst,
        () => call(admin, "POST", "/staff/invitations", { email, role: "finance" }),
        () => call(witness, "PATCH", `/staff/members/${admin.userId}`, { role: "editor" }),
      );

      expect(demotion.statusCode, demotion.body).toBe(200);
      if (invitation.statusCode === 201) {
        const accepted = await acceptStaffInvitation(email, await staffInvitationCode(email));
        expectRefused(accepted, [409], /may no longer invite/);
      } else {
        expectRefused(invitation, [403], /is now editor; you may no longer|may not do this/);
      }
      const list = await staffList(witness);
      expect(list.members.map((member) => member.email)).not.toContain(email);
      expect(list.invitations.map((one) => one.email)).not.toContain(email);
    }
  });
});

/**
 * The deterministic form of the races above: a transaction of the test holds the lock the request needs, changes
 * the caller's role once the request waits for it, and commits; the request must then act on the new role.
 */
describe("a change that waited for its lock while the caller's role changed", () => {
  type TestTx = Pick<Database, "update" | "delete" | "execute">;

  async function isRequestWaitingForLock(): Promise<boolean> {
    const result = await testApp.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return Number((result.rows[0] as { waiting: number } | undefined)?.waiting ?? 0) > 0;
  }

  async function changedWhileWaiting(
    lock: SQL,
    change: (tx: TestTx) => Promise<unknown>,
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const { pending } = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(lock);
      let answered: LightMyRequestResponse | undefined;
      // Wrapped, so the transaction does not wait for an answer that waits for the transaction.
      const pending = request().then((answer) => (answered = answer));
      const deadline = Date.now() + 10_000;
      while (!(await isRequestWaitingForLock())) {
        if (answered)
          throw new Error(`The request did not wait for the lock: ${answered.statusCode} ${answered.body}`);
        if (Date.now() > deadline) throw new Error("The request never waited for the lock");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await change(tx);
      return { pending };
    });
    return pending;
  }

  const lockCompany = (companyId: number) => sql`select id from companies where id = ${companyId} for update`;
  const lockStaffAccount = (userId: number) =>
    sql`select user_id from staff_members where user_id = ${userId} for update`;

  function setCompanyRole(companyId: number, userId: number, role: CompanyRole) {
    return (tx: TestTx) =>
      tx
        .update(companyMembers)
        .set({ role })
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  }

  function setStaffRole(userId: number, role: StaffRole) {
    return (tx: TestTx) => tx.update(staffMembers).set({ role }).where(eq(staffMembers.userId, userId));
  }

  async function companyWithAdmin() {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(testApp, owner, "Waiting Room LLC");
    const admin = await addCompanyMember(testApp, company.id, "admin");
    const booker = await addCompanyMember(testApp, company.id, "booker");
    return { owner, company, admin, booker };
  }

  const nowViewer = /^Your role in the company is now viewer; you may no longer manage its members$/;

  it("refuses a role change by an admin made viewer meanwhile", async () => {
    const { owner, company, admin, booker } = await companyWithAdmin();
    const answer = await changedWhileWaiting(
      lockCompany(company.id),
      setCompanyRole(company.id, admin.userId, "viewer"),
      () => call(admin, "PATCH", `/company/members/${booker.userId}`, { role: "finance" }),
    );
    expectRefused(answer, [403], nowViewer);
    expect((await companyRoles(owner)).get(booker.userId)).toBe("booker");
  });

  it("refuses a role change by someone removed from the company meanwhile", async () => {
    const { owner, company, admin, booker } = await companyWithAdmin();
    const answer = await changedWhileWaiting(
      lockCompany(company.id),
      (tx) =>
        tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, admin.userId))),
      () => call(admin, "PATCH", `/company/members/${booker.userId}`, { role: "finance" }),
    );
    expectRefused(answer, [403], /^You are no longer a member of this company$/);
    expect((await companyRoles(owner)).get(booker.userId)).toBe("booker");
  });

  it("refuses a removal by an admin made viewer meanwhile", async () => {
    const { owner, company, admin, booker } = await companyWithAdmin();
    const answer = await changedWhileWaiting(
      lockCompany(company.id),
      setCompanyRole(company.id, admin.userId, "viewer"),
      () => call(admin, "DELETE", `/company/members/${booker.userId}`),
    );
    expectRefused(answer, [403], nowViewer);
    expect((await companyRoles(owner)).get(booker.userId)).toBe("booker");
  });

  it("refuses a hand-over by an owner made admin meanwhile", async () => {
    const { owner, company, booker } = await companyWithAdmin();
    const coOwner = await addCompanyMember(testApp, company.id, "owner");
    const answer = await changedWhileWaiting(
      lockCompany(company.id),
      setCompanyRole(company.id, owner.userId, "admin"),
      () => call(owner, "POST", "/company/ownership", { userId: booker.userId }),
    );
    expectRefused(answer, [403], /^Your role in the company is now admin; you may no longer hand over/);
    expect(ownersIn(await companyRoles(coOwner))).toEqual([coOwner.userId]);
  });

  it("refuses to let someone removed meanwhile leave again", async () => {
    const { owner, company, admin } = await companyWithAdmin();
    const answer = await changedWhileWaiting(
      lockCompany(company.id),
      (tx) =>
        tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, admin.userId))),
      () => call(admin, "POST", "/company/leave"),
    );
    expectRefused(answer, [403], /^You are no longer a member of this company$/);
    expect((await companyRoles(owner)).has(admin.userId)).toBe(false);
  });

  it("refuses an invitation, and its withdrawal, by an admin made viewer meanwhile", async () => {
    const { owner, company, admin } = await companyWithAdmin();
    const invited = await changedWhileWaiting(
      lockCompany(company.id),
      setCompanyRole(company.id, admin.userId, "viewer"),
      () => call(admin, "POST", "/company/invitations", { email: "never.sent@example.com", role: "booker" }),
    );
    expectRefused(invited, [403], nowViewer);
    expect((await call(owner, "GET", "/company/invitations")).json()).toEqual([]);

    await setCompanyRole(company.id, admin.userId, "admin")(testApp.database.db);
    const sent = await call(owner, "POST", "/company/invitations", {
      email: "kept@example.com",
      role: "booker",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const invitation = sent.json() as Schemas["CompanyInvitation"];
    const withdrawn = await changedWhileWaiting(
      lockCompany(company.id),
      setCompanyRole(company.id, admin.userId, "viewer"),
      () => call(admin, "DELETE", `/company/invitations/${invitation.id}`),
    );
    expectRefused(withdrawn, [403], nowViewer);
    expect((await call(owner, "GET", "/company/invitations")).json()).toEqual([invitation]);
  });

  it("refuses a change of the company's details by an admin made viewer meanwhile", async () => {
    const { owner, company, admin } = await companyWithAdmin();
    const answer = await changedWhileWaiting(
      lockCompany(company.id),
      setCompanyRole(company.id, admin.userId, "viewer"),
      () => call(admin, "PATCH", "/company", { version: company.version, legalName: "Hijacked LLC" }),
    );
    expectRefused(answer, [403], nowViewer);
    expect((await call(owner, "GET", "/company")).json()).toMatchObject({
      legalName: "Waiting Room LLC",
      version: company.version,
    });
  });

  it("refuses to accept an invitation whose sender was made viewer meanwhile", async () => {
    const { owner, company, admin } = await companyWithAdmin();
    const invitee = await createSignedInUser(testApp);
    const sent = await call(admin, "POST", "/company/invitations", { email: invitee.email, role: "finance" });
    expect(sent.statusCode, sent.body).toBe(201);
    const token = await companyInvitationToken(testApp, invitee.email);
    const answer = await changedWhileWaiting(
      lockCompany(company.id),
      setCompanyRole(company.id, admin.userId, "viewer"),
      () => call(invitee, "POST", "/company-invitations/accept", { token }),
    );
    expectRefused(answer, [409], /may no longer invite/);
    expect((await companyRoles(owner)).has(invitee.userId)).toBe(false);
  });

  it("refuses a staff change by an admin made editor, or disabled, meanwhile", async () => {
    const witness = await createStaffUser(testApp, { staffRole: "admin" });
    const target = await createStaffUser(testApp, { staffRole: "finance" });
    const demoted = await createStaffUser(testApp, { staffRole: "admin" });
    const answer = await changedWhileWaiting(
      lockStaffAccount(demoted.userId),
      setStaffRole(demoted.userId, "editor"),
      () => call(demoted, "PATCH", `/staff/members/${target.userId}`, { role: "editor" }),
    );
    expectRefused(answer, [403], /^Your staff role is now editor; you may no longer/);

    const disabled = await createStaffUser(testApp, { staffRole: "admin" });
    const byDisabled = await changedWhileWaiting(
      lockStaffAccount(disabled.userId),
      (tx) =>
        tx
          .update(staffMembers)
          .set({ disabledAt: new Date() })
          .where(eq(staffMembers.userId, disabled.userId)),
      () => call(disabled, "PATCH", `/staff/members/${target.userId}`, { disabled: true }),
    );
    expectRefused(byDisabled, [403], /^Your staff account has been disabled/);
    expect(await staffAccount(witness, target.userId)).toMatchObject({ role: "finance", disabledAt: null });
  });

  it("refuses a staff invitation by an admin made editor meanwhile, and one they sent before", async () => {
    const witness = await createStaffUser(testApp, { staffRole: "admin" });
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const sentBefore = "sent.before@freight.example";
    expect(
      (await call(admin, "POST", "/staff/invitations", { email: sentBefore, role: "editor" })).statusCode,
    ).toBe(201);
    const code = await staffInvitationCode(sentBefore);

    const invited = await changedWhileWaiting(
      lockStaffAccount(admin.userId),
      setStaffRole(admin.userId, "editor"),
      () =>
        call(admin, "POST", "/staff/invitations", { email: "never.sent@freight.example", role: "finance" }),
    );
    expectRefused(invited, [403], /^Your staff role is now editor; you may no longer/);

    const accepted = await acceptStaffInvitation(sentBefore, code);
    expectRefused(accepted, [409], /may no longer invite/);
    const list = await staffList(witness);
    expect(list.invitations.map((one) => one.email)).not.toContain("never.sent@freight.example");
    expect(list.members.map((member) => member.email)).not.toContain(sentBefore);
  });
});
