import { apiKeyRoleMayCall, OPERATION_ACCESS } from "@freight/domain/access/operation-access";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, orders } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { addCompanyMember, callAs, createCompany } from "./company-fixtures.js";
import { loadCatalogue, slotAt, type Catalogue } from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createSecondInstance, createTestApp, type TestApp } from "./test-app.js";

/** The budget of one key in this file's apps: small, so a burst of parallel calls spends it. */
const BUDGET = 10;

let testApp: TestApp;
let second: { app: FastifyInstance; close(): Promise<void> };
let catalogue: Catalogue;
let owner: SignedInUser;
let company: Schemas["Company"];
let week = 0;

beforeAll(async () => {
  const rateLimits = { perMinute: 100_000, contactFormPerMinute: 100_000, apiKeyPerMinute: BUDGET };
  testApp = await createTestApp({ rateLimits });
  second = await createSecondInstance(testApp, { rateLimits });
  catalogue = await loadCatalogue(testApp);
  owner = await createSignedInUser(testApp);
  company = await createCompany(testApp, owner, "Keyed Freight LLC");
});
afterAll(async () => {
  await second.close();
  await testApp.close();
});

type CreatedKey = Schemas["CreatedApiKey"];

async function makeKey(
  by: SignedInUser,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: "POST",
    url: "/company/api-keys",
    headers: { ...by.headers, ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
    payload: body,
  });
}

async function newKey(role: "booker" | "finance" | "viewer", name = `${role} key`): Promise<CreatedKey> {
  const response = await makeKey(owner, { name, role });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedKey;
}

function withKey(
  secret: string,
  method: string,
  url: string,
  payload?: object,
  app: FastifyInstance = testApp.app,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: method as "GET",
    url,
    headers: { authorization: `Bearer ${secret}`, ...headers },
    ...(payload ? { payload } : {}),
  });
}

function orderInput() {
  week += 1;
  const reno = catalogue.hub("reno");
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2034-03-01", 7 * week), 9),
    quantity: 30,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  };
}

async function activity(): Promise<Schemas["CompanyActivity"][]> {
  const response = await callAs(testApp, owner, "GET", "/company/activity?limit=200");
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["CompanyActivityPage"]).items;
}

describe("an API key's life", () => {
  it("is shown once, stored as a hash, books for the company with its role, records its use and dies when revoked", async () => {
    const created = await newKey("booker", "TMS production");
    expect(created.secret).toMatch(/^fk_[A-Za-z0-9_-]{43}$/);
    expect(created.secret?.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({
      name: "TMS production",
      role: "booker",
      state: "active",
      lastUsedAt: null,
    });
    const secret = created.secret ?? "";
    const [stored] = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(11));

    const listed = await callAs(testApp, owner, "GET", "/company/api-keys");
    expect(listed.statusCode).toBe(200);
    const keys = listed.json() as Schemas["ApiKey"][];
    expect(keys.find((key) => key.id === created.id)).toMatchObject({
      prefix: created.prefix,
      state: "active",
    });
    expect(listed.body).not.toContain(secret);

    const me = await withKey(secret, "GET", "/company");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: company.id, role: "booker" });
    expect(me.headers["ratelimit"]).toMatch(/^limit=10, remaining=\d+, reset=\d+$/);

    const booked = await withKey(secret, "POST", "/order", orderInput());
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json() as { id: number };
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.customerId).toBe((await companyAccountOf()).accountUserId);
    // The owner's session sees the order the key booked.
    const seen = await callAs(testApp, owner, "GET", `/order/${order.id}`);
    expect(seen.statusCode, seen.body).toBe(200);

    const afterUse = (await callAs(testApp, owner, "GET", "/company/api-keys")).json() as Schemas["ApiKey"][];
    expect(afterUse.find((key) => key.id === created.id)?.lastUsedAt).not.toBeNull();

    const revoked = await callAs(testApp, owner, "DELETE", `/company/api-keys/${created.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const refused = await withKey(secret, "GET", "/company");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/API key is unknown, revoked or expired/),
    });
    expect((await withKey(secret, "POST", "/order", orderInput())).statusCode).toBe(401);
    // Revoking again changes nothing.
    expect((await callAs(testApp, owner, "DELETE", `/company/api-keys/${created.id}`)).statusCode).toBe(204);

    const entries = (await activity()).filter((entry) => entry.apiKey?.id === created.id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      "api_key.revoked",
      "api_key.used",
      "api_key.created",
    ]);
    expect(entries[1]?.description).toMatch(/createOrder \(POST \/order, answered 201\)/);
    expect(entries[2]?.actor).not.toBeNull();
    expect(entries[1]?.actor).toBeNull();
  });

  it("stops an expired key at once (compared with the database's clock)", async () => {
    const created = await newKey("viewer");
    const secret = created.secret ?? "";
    expect((await withKey(secret, "GET", "/company")).statusCode).toBe(200);
    await testApp.database.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, created.id));
    expect((await withKey(secret, "GET", "/company")).statusCode).toBe(401);
    const listed = (await callAs(testApp, owner, "GET", "/company/api-keys")).json() as Schemas["ApiKey"][];
    expect(listed.find((key) => key.id === created.id)?.state).toBe("expired");
  });

  it("refuses a revoked key on another instance on its very next call", async () => {
    const secret = (await newKey("viewer")).secret ?? "";
    const id = (await withKey(secret, "GET", "/company", undefined, second.app)).statusCode;
    expect(id).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, sql`encode(sha256(${secret}::bytea), 'hex')`));
    expect(row).toBeDefined();
    expect((await callAs(testApp, owner, "DELETE", `/company/api-keys/${row?.id}`)).statusCode).toBe(204);
    expect((await withKey(secret, "GET", "/company", undefined, second.app)).statusCode).toBe(401);
    expect((await withKey(secret, "GET", "/company", undefined, testApp.app)).statusCode).toBe(401);
  });

  it("refuses bad input in words: no name, a role above viewer/booker/finance, an expiry in the past or too far", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "   ", role: "booker" }, /name/],
      [{ name: "x", role: "admin" }, /role/],
      [{ name: "x", role: "owner" }, /role/],
      [{ name: "x", role: "booker", expiresAt: "2001-01-01T00:00:00Z" }, /future/],
      [{ name: "x", role: "booker", expiresAt: "2099-01-01T00:00:00Z" }, /three years/],
      [{ name: "x", role: "booker", secret: "fk_mine" }, /secret/],
    ];
    for (const [body, message] of cases) {
      const response = await makeKey(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatch(message);
    }
  });

  it("keeps a key's other company's keys and an unknown one at 404", async () => {
    const stranger = await createSignedInUser(testApp);
    await createCompany(testApp, stranger, "Other Freight LLC");
    const ours = await newKey("viewer");
    expect((await callAs(testApp, stranger, "DELETE", `/company/api-keys/${ours.id}`)).statusCode).toBe(404);
    expect((await callAs(testApp, owner, "DELETE", "/company/api-keys/2000000000")).statusCode).toBe(404);
    const theirs = (
      await callAs(testApp, stranger, "GET", "/company/api-keys")
    ).json() as Schemas["ApiKey"][];
    expect(theirs).toEqual([]);
  });
});

async function companyAccountOf(): Promise<{ accountUserId: number }> {
  const [row] = await testApp.database.db
    .execute<{ account_user_id: number }>(sql`select account_user_id from companies where id = ${company.id}`)
    .then((result) => result.rows);
  return { accountUserId: Number(row?.account_user_id) };
}

describe("who manages keys", () => {
  it("lets owners and admins make and revoke keys, only owners read the activity log, and no other role either", async () => {
    const admin = await addCompanyMember(testApp, company.id, "admin");
    const made = await makeKey(admin, { name: "admin's key", role: "finance" });
    expect(made.statusCode, made.body).toBe(201);
    expect((await callAs(testApp, admin, "GET", "/company/activity")).statusCode).toBe(403);
    for (const role of ["booker", "finance", "viewer"] as const) {
      const member = await addCompanyMember(testApp, company.id, role);
      expect((await makeKey(member, { name: "mine", role: "viewer" })).statusCode, role).toBe(403);
      expect((await callAs(testApp, member, "GET", "/company/api-keys")).statusCode, role).toBe(403);
      expect((await callAs(testApp, member, "GET", "/company/activity")).statusCode, role).toBe(403);
    }
    const personal = await createSignedInUser(testApp);
    expect((await makeKey(personal, { name: "x", role: "viewer" })).statusCode).toBe(409);
  });

  it("never lets a key manage keys, members, the person's security or the console", async () => {
    const secret = (await newKey("finance")).secret ?? "";
    const closed: [string, string, object?][] = [
      ["GET", "/company/api-keys"],
      ["POST", "/company/api-keys", { name: "child", role: "viewer" }],
      ["GET", "/company/activity"],
      ["GET", "/users/me"],
      ["POST", "/company/leave"],
      ["GET", "/companies"],
      ["GET", "/staff/orders"],
      ["POST", "/company/invitations", { email: "x@example.com", role: "viewer" }],
    ];
    for (const [method, url, body] of closed) {
      const response = await withKey(secret, method, url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(403);
    }
    // A finance key reads the books but never books.
    expect((await withKey(secret, "POST", "/order", orderInput())).statusCode).toBe(403);
    expect((await withKey(secret, "GET", "/users/me/ledger")).statusCode).not.toBe(403);
    // A public read with a key is answered as to a visitor (a fresh key: this one's budget of 10 is spent).
    const reader = (await newKey("viewer")).secret ?? "";
    expect((await withKey(reader, "GET", "/hubs-for-index")).statusCode).toBe(200);
  });

  it("follows the one access table: the same rows decide for a key as for a member with its role", () => {
    for (const [operationId, access] of Object.entries(OPERATION_ACCESS)) {
      if (operationId.startsWith("listStaff") || access.staff === false) continue;
      if (access.customer === false)
        expect(apiKeyRoleMayCall("booker", operationId), operationId).toBe(false);
    }
  });
});

describe("idempotent and parallel creates", () => {
  it("makes one key for 20 parallel creates with one Idempotency-Key, answering the same key without its secret", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        makeKey(owner, { name: "retried", role: "viewer" }, "create-key-0001"),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort((a, b) => b - a)).toEqual([
      201,
      ...Array(19).fill(200),
    ]);
    const ids = new Set(answers.map((answer) => (answer.json() as CreatedKey).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => (answer.json() as CreatedKey).secret !== undefined)).toHaveLength(1);
    const other = await makeKey(owner, { name: "something else", role: "viewer" }, "create-key-0001");
    expect(other.statusCode).toBe(409);
  });

  it("books once for 8 parallel repeats of an order sent with a key and one Idempotency-Key", async () => {
    const secret = (await newKey("booker", "repeats")).secret ?? "";
    const booked = await withKey(secret, "POST", "/order", orderInput());
    expect(booked.statusCode, booked.body).toBe(201);
    const source = booked.json() as { id: number };
    const repeat = { timeFrom: orderInput().timeFrom };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        withKey(secret, "POST", `/order/${source.id}/repeat`, repeat, testApp.app, {
          "idempotency-key": "repeat-with-key-0001",
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((answer) => (answer.json() as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(7);
    const copies = await testApp.database.db.select().from(orders).where(eq(orders.sourceOrderId, source.id));
    expect(copies).toHaveLength(1);
    const other = await withKey(secret, "POST", `/order/${source.id}/duplicate`, {}, testApp.app, {
      "idempotency-key": "repeat-with-key-0001",
    });
    expect(other.statusCode, other.body).toBe(409);
  }, 60_000);

  it("holds the cap of 50 live keys under 60 parallel creates", async () => {
    const founder = await createSignedInUser(testApp);
    await createCompany(testApp, founder, "Capped Freight LLC");
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => makeKey(founder, { name: `key ${index}`, role: "viewer" })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(50);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    expect(answers.find((answer) => answer.statusCode === 409)?.body).toMatch(/at most 50 keys/);
  }, 60_000);
});

describe("a key's budget", () => {
  it("lets exactly the budget through of 30 parallel calls spread over two instances, and answers the rest 429 with Retry-After", async () => {
    const secret = (await newKey("viewer", "busy")).secret ?? "";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        withKey(secret, "GET", "/company", undefined, index % 2 === 0 ? testApp.app : second.app),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(ok).toHaveLength(BUDGET);
    expect(refused).toHaveLength(30 - BUDGET);
    for (const answer of refused) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(answer.headers["ratelimit"]).toMatch(/^limit=10, remaining=0, reset=\d+$/);
      expect(answer.json()).toMatchObject({ message: expect.stringMatching(/budget; try again in \d+ s/) });
    }
    const remaining = ok
      .map((answer) => /remaining=(\d+)/.exec(String(answer.headers["ratelimit"]))?.[1])
      .sort();
    expect(remaining).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    // Another key of the same company has a budget of its own.
    const fresh = (await newKey("viewer", "quiet")).secret ?? "";
    expect((await withKey(fresh, "GET", "/company")).statusCode).toBe(200);
  }, 60_000);

  it("takes a key that looks like one but is not, or a session token in its place, as an ended sign-in", async () => {
    const fake = `fk_${"A".repeat(43)}`;
    expect((await withKey(fake, "GET", "/company")).statusCode).toBe(401);
    expect((await withKey(`${fake}x`, "GET", "/company")).statusCode).toBe(401);
    expect((await withKey(owner.token, "GET", "/company")).statusCode).toBe(200);
  });
});
