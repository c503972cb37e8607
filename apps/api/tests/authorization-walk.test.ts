import {
  OPERATION_ACCESS,
  operationAccessDecision,
  type OperationCaller,
} from "@freight/domain/access/operation-access";
import { API_KEY_ROLES, COMPANY_ROLES, type CompanyRole } from "@freight/domain/companies/company-roles";
import { STAFF_ROLES } from "@freight/domain/staff/staff-roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers, staffMembers } from "../src/db/schema/index.js";
import { loadContract, type OpenApiDocument } from "../src/openapi/contract.js";
import { listContractOperations } from "./contract-walk.js";
import { bookOrderWithInvoice } from "./invoice-fixtures.js";
import { loadCatalogue, type Catalogue } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

// The authorization twin of the content-type walk: every operation of the contract, called by every kind of
// caller, answers as the domain's access table (`@freight/domain/access/operation-access`) says. A new
// operation fails here until it has a row.

const contract: OpenApiDocument = loadContract();
const operations = listContractOperations(contract);

let testApp: TestApp;
let catalogue: Catalogue;

interface WalkCaller {
  name: string;
  /** What the table should see: a disabled staff member's session has ended, so they are a visitor. */
  as: OperationCaller;
  headers: Record<string, string>;
}
const callers: WalkCaller[] = [];

async function call(headers: Record<string, string>, method: string, url: string, payload?: object) {
  return testApp.app.inject({ method: method as "GET", url, headers, ...(payload ? { payload } : {}) });
}

/** The `message` of a JSON answer; other answers (a PDF, a CSV, a page) have none. */
function messageOf(body: string): string {
  try {
    return (JSON.parse(body) as { message?: string } | null)?.message ?? "";
  } catch {
    return "";
  }
}

async function createCompanyOf(owner: SignedInUser, legalName: string): Promise<number> {
  const response = await call(owner.headers, "POST", "/companies", {
    legalName,
    taxId: "12-3456789",
    billingAddress: "1 Dock St, Reno, NV 89501",
    invoiceEmail: "ap@walk.example",
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** A member added straight in the database, their session switched to the company. */
async function memberOf(companyId: number, role: CompanyRole): Promise<SignedInUser> {
  const member = await createSignedInUser(testApp);
  await testApp.database.db.insert(companyMembers).values({ companyId, userId: member.userId, role });
  const switched = await call(member.headers, "PUT", "/session/company", { companyId });
  expect(switched.statusCode, switched.body).toBe(200);
  return member;
}

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  const reno = catalogue.hub("reno");
  const denver = catalogue.hub("denver");

  callers.push({ name: "visitor", as: { kind: "visitor" }, headers: {} });
  callers.push({
    name: "customer",
    as: { kind: "customer" },
    headers: (await createSignedInUser(testApp)).headers,
  });
  const founder = await createSignedInUser(testApp);
  const companyId = await createCompanyOf(founder, "Walk Freight LLC");
  for (const role of COMPANY_ROLES) {
    callers.push({
      name: `company ${role}`,
      as: { kind: "company member", role },
      headers: (await memberOf(companyId, role)).headers,
    });
  }
  // The company's API keys, one per role a key may have, and one revoked (refused as an ended sign-in).
  for (const role of [...API_KEY_ROLES, "viewer" as const]) {
    const made = await call(founder.headers, "POST", "/company/api-keys", { name: `walk ${role}`, role });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json() as { id: number; secret: string };
    const headers = { authorization: `Bearer ${key.secret}` };
    if (callers.some((caller) => caller.name === `api key ${role}`)) {
      const revoked = await call(founder.headers, "DELETE", `/company/api-keys/${key.id}`);
      expect(revoked.statusCode, revoked.body).toBe(204);
      callers.push({ name: "revoked api key", as: { kind: "visitor" }, headers });
    } else callers.push({ name: `api key ${role}`, as: { kind: "api key", role }, headers });
  }
  // Removed from the company since their session chose it: they act for themselves again.
  const removed = await memberOf(companyId, "admin");
  await testApp.database.db.delete(companyMembers).where(eq(companyMembers.userId, removed.userId));
  callers.push({ name: "removed member", as: { kind: "customer" }, headers: removed.headers });

  for (const role of STAFF_ROLES) {
    const staff = await createStaffUser(testApp, {
      staffRole: role,
      ...(role === "dispatcher" ? { hubIds: [reno.id] } : {}),
    });
    callers.push({ name: `staff ${role}`, as: { kind: "staff", role }, headers: staff.headers });
  }
  const denverDispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [denver.id] });
  callers.push({
    name: "dispatcher of another hub",
    as: { kind: "staff", role: "dispatcher" },
    headers: denverDispatcher.headers,
  });
  const disabled = await createStaffUser(testApp, { staffRole: "admin" });
  await testApp.database.db
    .update(staffMembers)
    .set({ disabledAt: new Date() })
    .where(eq(staffMembers.userId, disabled.userId));
  callers.push({ name: "disabled staff member", as: { kind: "visitor" }, headers: disabled.headers });
});
afterAll(() => testApp.close());

describe("the access table", () => {
  it("has a row for every operation of the contract, and none for an operation that does not exist", () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !(id in OPERATION_ACCESS))).toEqual([]);
    expect(Object.keys(OPERATION_ACCESS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("opens to visitors only operations the contract lets through without a session", () => {
    for (const operation of operations) {
      const security = (contract.paths?.[operation.path] as Record<string, { security?: unknown[] }>)[
        operation.method
      ]?.security;
      const takesVisitors =
        security === undefined ||
        security.length === 0 ||
        security.some((entry) => Object.keys(entry as object).length === 0);
      if (OPERATION_ACCESS[operation.operationId]?.visitor !== false) {
        expect(takesVisitors, operation.operationId).toBe(true);
      }
    }
  });

  it("keeps every /staff/ operation to staff", () => {
    for (const operation of operations.filter((candidate) => candidate.path.startsWith("/staff/"))) {
      const access = OPERATION_ACCESS[operation.operationId];
      expect(access, operation.operationId).toMatchObject({ visitor: false, customer: false, member: false });
    }
  });
});

describe("every operation, every caller", () => {
  it("answers each caller as the table decides, before reading what they sent", async () => {
    // Signing out or leaving would end the caller's session or seat for the calls after it.
    const endsTheCaller = new Set(["logout", "leaveCompany"]);
    const problems: string[] = [];
    for (const operation of operations.filter((candidate) => !endsTheCaller.has(candidate.operationId))) {
      const url = operation.path.replace(/\{[^}]+\}/g, "2000000000");
      const method = operation.method.toUpperCase();
      for (const caller of callers) {
        const decision = operationAccessDecision(OPERATION_ACCESS[operation.operationId], caller.as);
        // A value no operation accepts: a refused caller must be refused before it is read.
        const response = await call(
          caller.headers,
          method,
          url,
          method === "GET" ? undefined : { unexpected: "\u0000" },
        );
        const message = messageOf(response.body);
        const what = `${caller.name} ${operation.operationId} → ${response.statusCode} ${message}`;
        // 503 is an answer of this instance (its background jobs are off here), not a failure.
        if (response.statusCode >= 500 && response.statusCode !== 503) problems.push(what);
        else if (!decision.allowed) {
          const reason =
            caller.name === "disabled staff member"
              ? "Your session has ended; please sign in again"
              : caller.name === "revoked api key" && decision.status === 401
                ? "This API key is unknown, revoked or expired; ask the company's owner or admin for a new one"
                : decision.reason;
          if (response.statusCode !== decision.status || message !== reason) {
            problems.push(`${what} (expected ${decision.status} ${reason})`);
          }
        } else if (
          response.statusCode === 401 ||
          /^(Your role|Only staff|Staff accounts|Nobody may|This API key|API keys)/.test(message)
        ) {
          problems.push(`${what} (expected the call to be open)`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe("one order, every other actor", () => {
  it("shows a customer's order, its timeline, invoices and invoice PDF only to its customer and to staff of its hub who read orders", async () => {
    const admin = callers.find((caller) => caller.name === "staff admin");
    if (!admin) throw new Error("no admin");
    const { customer, order, invoice } = await bookOrderWithInvoice(
      testApp,
      catalogue,
      { headers: admin.headers } as SignedInUser,
      { day: "2033-05-10" },
    );
    const reads = [
      `/order/${order.id}`,
      `/order/${order.id}/timeline`,
      `/order/${order.id}/invoices`,
      `/orderservice?orderId=${order.id}`,
      `/invoices/${invoice.id}/pdf`,
    ];
    const expected: Record<string, number> = {
      customer: 404,
      "removed member": 404,
      "staff admin": 200,
      "staff dispatcher": 200,
      "staff finance": 200,
      "staff editor": 403,
      "dispatcher of another hub": 404,
      ...Object.fromEntries(COMPANY_ROLES.map((role) => [`company ${role}`, 404])),
    };
    const problems: string[] = [];
    for (const url of reads) {
      const own = await call(customer.headers, "GET", url);
      if (own.statusCode !== 200) problems.push(`own customer ${url} → ${own.statusCode}`);
      for (const caller of callers.filter((candidate) => candidate.name in expected)) {
        const response = await call(caller.headers, "GET", url);
        const want =
          url.includes("/invoices") &&
          caller.name.startsWith("company") &&
          !["owner", "admin", "finance"].some((role) => caller.name === `company ${role}`)
            ? 403
            : expected[caller.name];
        if (response.statusCode !== want) {
          problems.push(
            `${caller.name} ${url} → ${response.statusCode} (expected ${want}) ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
