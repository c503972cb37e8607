import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFiles, orders } from "../src/db/schema/index.js";
import {
  answerBoundMs,
  expectBoundedAnswers,
  sleep,
  smallDatabaseLimits,
  timed,
  untilAnswered,
  type TimedAnswer,
} from "./bounded-answers.js";
import { loadCatalogue, pngBytes, slotAt, type Catalogue, type OrderInput } from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let observer: pg.Client;
let bound: number;
let day = 0;

beforeAll(async () => {
  testApp = await createTestApp({ pools: true, env: smallDatabaseLimits });
  catalogue = await loadCatalogue(testApp);
  observer = new pg.Client({ connectionString: testApp.database.url });
  await observer.connect();
  bound = answerBoundMs(testApp.env);
});
afterAll(async () => {
  await observer.end();
  await testApp.close();
});

function bookingInput(): OrderInput {
  day += 1;
  const reno = catalogue.hub("reno");
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2035-01-01", day), 9),
    quantity: 2,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  };
}

function book(customer: SignedInUser, input: OrderInput, key: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/order",
    headers: { ...customer.headers, "idempotency-key": key },
    payload: input,
  });
}

async function ordersOf(customer: SignedInUser) {
  return testApp.database.db.select().from(orders).where(eq(orders.customerId, customer.userId));
}

/** Opens the request pool's connections before a scenario, so opening one is not what it waits for. */
async function warmRequestPool(): Promise<void> {
  const pool = testApp.pools?.request.pool;
  await Promise.all(Array.from({ length: 10 }, () => pool?.query("select 1")));
}

async function metric(name: string, labels: string): Promise<number> {
  const text = (await testApp.app.inject({ method: "GET", url: "/metrics" })).body;
  const line = text.split("\n").find((row) => row.startsWith(`${name}{${labels}}`));
  return Number(line?.split(" ").pop() ?? Number.NaN);
}

async function sessionsWaitingForLock(): Promise<number> {
  const { rows } = await observer.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and application_name = 'freight-api'`,
  );
  return rows[0]?.count ?? 0;
}

async function storedFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string) => {
    const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(path, entry.name));
      else found.push(entry.name);
    }
  };
  await walk(dir);
  return found;
}

describe("the pools' sessions", () => {
  it("carry the statement, lock and idle-in-transaction limits of their kind of work", async () => {
    const settingsOf = async (pool: pg.Pool | undefined) =>
      (
        await pool?.query<{ statement: string; lock: string; idle: string }>(
          `select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
             current_setting('idle_in_transaction_session_timeout') as idle`,
        )
      )?.rows[0];
    const pools = testApp.pools;
    expect(await settingsOf(pools?.request.pool)).toEqual({ statement: "1500ms", lock: "500ms", idle: "2s" });
    expect(await settingsOf(pools?.system.pool)).toEqual({ statement: "1500ms", lock: "500ms", idle: "2s" });
    expect(await settingsOf(pools?.reports.pool)).toEqual({ statement: "4s", lock: "500ms", idle: "2s" });
    expect(await settingsOf(pools?.jobs.pool)).toEqual({ statement: "4s", lock: "500ms", idle: "2s" });
  });

  it("run a CSV download on the reports pool, not the request pool", async () => {
    const customer = await createSignedInUser(testApp);
    let checkouts = 0;
    const count = () => (checkouts += 1);
    testApp.pools?.reports.pool.on("acquire", count);
    try {
      const csv = await testApp.app.inject({
        method: "GET",
        url: "/users/me/ledger/csv",
        headers: customer.headers,
      });
      expect(csv.statusCode).toBe(200);
    } finally {
      testApp.pools?.reports.pool.off("acquire", count);
    }
    expect(checkouts).toBeGreaterThan(0);
  });
});

describe("while another session holds a lock on orders", () => {
  it("answers every booking within the bound as 201 or 503 with Retry-After, lets one operation hold at most half the pool, and keeps session checks and /ready answering", async () => {
    const customer = await createSignedInUser(testApp);
    await warmRequestPool();
    const admin = new pg.Client({ connectionString: testApp.database.url });
    await admin.connect();
    const keys = Array.from({ length: 12 }, () => randomUUID());
    const inputs = keys.map(() => bookingInput());
    let bookings: Promise<TimedAnswer[]> | undefined;
    const sessionChecks: TimedAnswer[] = [];
    const waiting: number[] = [];
    const readiness: TimedAnswer[] = [];
    try {
      await admin.query("begin");
      await admin.query("lock table orders in share mode");
      bookings = Promise.all(keys.map((key, index) => timed(() => book(customer, inputs[index]!, key))));
      const lockedUntil = performance.now() + 3_000;
      await sleep(300);
      while (performance.now() < lockedUntil) {
        waiting.push(await sessionsWaitingForLock());
        sessionChecks.push(
          await timed(() =>
            testApp.app.inject({ method: "GET", url: "/users/me", headers: customer.headers }),
          ),
        );
        readiness.push(await timed(() => testApp.app.inject({ method: "GET", url: "/ready" })));
        await sleep(100);
      }
    } finally {
      await admin.query("rollback");
      await admin.end();
    }
    const answers = await (bookings ?? Promise.resolve([]));

    expectBoundedAnswers(answers, bound);
    expect(answers.filter((answer) => answer.response.statusCode === 503).length).toBeGreaterThan(0);
    // The bookings' turns: at most half the pool's sessions ever waited for the lock.
    expect(Math.max(...waiting)).toBeGreaterThan(0);
    expect(Math.max(...waiting)).toBeLessThanOrEqual(5);
    // The session check and /ready waited neither for the lock nor for a connection (that wait alone is
    // DB_CONNECTION_TIMEOUT_MS).
    const connectionWait = testApp.env.databaseLimits.connectionTimeoutMs;
    expect(sessionChecks.length).toBeGreaterThan(5);
    for (const check of sessionChecks) {
      expect(check.response.statusCode).toBe(200);
      expect(check.ms).toBeLessThan(connectionWait);
    }
    // /ready answered at once, degraded with the reason while bookings waited for the lock.
    for (const ready of readiness) {
      expect(ready.response.statusCode).toBe(200);
      expect(ready.ms).toBeLessThan(connectionWait);
    }
    expect(readiness.map((ready) => ready.response.json())).toContainEqual({
      status: "degraded",
      reasons: expect.arrayContaining([
        expect.stringMatching(/database sessions of the API are waiting for a lock/),
      ]),
    });
    expect(await metric("db_waits_given_up_total", 'pool="request",reason="lock_timeout"')).toBeGreaterThan(
      0,
    );

    // Retried with the same keys once the lock is gone, every booking is there exactly once.
    const retried: number[] = [];
    for (const [index, answer] of answers.entries()) {
      const { statusCode } =
        answer.response.statusCode === 503
          ? await untilAnswered(() => book(customer, inputs[index]!, keys[index]!))
          : answer.response;
      retried.push(statusCode);
    }
    expect(retried).toEqual(keys.map(() => 201));
    expect(await ordersOf(customer)).toHaveLength(keys.length);
    expect((await testApp.app.inject({ method: "GET", url: "/ready" })).json()).toMatchObject({
      status: "degraded",
      reasons: expect.arrayContaining([expect.stringMatching(/lock waits given up in the last 30 s/)]),
    });
  });
});

describe("a booking whose statement is cancelled for time", () => {
  it("answers 503 with Retry-After, keeps no order, file row or stored file, and its retry with the same key books one order", async () => {
    const customer = await createSignedInUser(testApp);
    const input = bookingInput();
    const key = randomUUID();
    const filesDir = testApp.env.orderFilesDir ?? "";
    const filesBefore = await storedFiles(filesDir);
    const fileRows = async () => (await testApp.database.db.select().from(orderFiles)).length;
    const fileRowsBefore = await fileRows();
    // Every insert into orders takes longer than the statement timeout.
    const { db } = testApp.database;
    await db.execute(
      sql.raw(`create function slow_order_insert() returns trigger language plpgsql as $$
               begin perform pg_sleep(3); return new; end $$`),
    );
    await db.execute(
      sql.raw(
        "create trigger slow_order_insert before insert on orders for each row execute function slow_order_insert()",
      ),
    );
    let first: TimedAnswer;
    try {
      first = await timed(() =>
        testApp.app.inject({
          method: "POST",
          url: "/order",
          headers: { ...customer.headers, "idempotency-key": key },
          body: multipartBody(input),
        }),
      );
    } finally {
      await db.execute(sql.raw("drop trigger slow_order_insert on orders"));
      await db.execute(sql.raw("drop function slow_order_insert()"));
    }
    expectBoundedAnswers([first], bound);
    expect(first.response.statusCode).toBe(503);
    expect(first.response.json()).toMatchObject({ message: expect.stringMatching(/took too long/) });
    expect(await ordersOf(customer)).toHaveLength(0);
    expect(await fileRows()).toBe(fileRowsBefore);
    expect(await storedFiles(filesDir)).toEqual(filesBefore);
    expect(
      await metric("db_waits_given_up_total", 'pool="request",reason="statement_timeout"'),
    ).toBeGreaterThan(0);

    const send = () =>
      testApp.app.inject({
        method: "POST",
        url: "/order",
        headers: { ...customer.headers, "idempotency-key": key },
        body: multipartBody(input),
      });
    const retry = await untilAnswered(send);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(await fileRows()).toBe(fileRowsBefore + 1);
    expect(await storedFiles(filesDir)).toHaveLength(filesBefore.length + 1);
  });
});

function multipartBody(input: OrderInput): FormData {
  const form = new FormData();
  form.append("order", JSON.stringify(input));
  form.append("files", new Blob([pngBytes], { type: "image/png" }), "photo.png");
  return form;
}

describe("a transaction of the API left idle", () => {
  it("is ended by PostgreSQL after the idle-in-transaction timeout, releasing its lock; bookings answer within the bound meanwhile and book once it is gone", async () => {
    const customer = await createSignedInUser(testApp);
    const pool = testApp.pools?.request.pool;
    if (!pool) throw new Error("the test app has no pools");
    const held = await pool.connect();
    await held.query("begin");
    await held.query("lock table orders in share mode");
    const idleEndsAt = performance.now() + testApp.env.databaseLimits.idleInTransactionTimeoutMs;

    const whileHeld = await timed(() => book(customer, bookingInput(), randomUUID()));
    expectBoundedAnswers([whileHeld], bound);
    expect(whileHeld.response.statusCode).toBe(503);

    await sleep(Math.max(0, idleEndsAt - performance.now()) + 500);
    const afterKey = randomUUID();
    const afterInput = bookingInput();
    expect((await untilAnswered(() => book(customer, afterInput, afterKey))).statusCode).toBe(201);
    await expect(held.query("select 1")).rejects.toThrow();
    held.release();
    expect(
      await metric("db_waits_given_up_total", 'pool="request",reason="idle_in_transaction_timeout"'),
    ).toBe(1);
    // The ended connection left the pool; nothing stays checked out.
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
