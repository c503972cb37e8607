import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFiles, orders } from "../src/db/schema/index.js";
import { bookMultipart, loadCatalogue, pngBytes, slotAt, type Catalogue } from "./order-fixtures.js";
import { createSignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
});
afterAll(() => testApp.close());

async function storedFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string) => {
    let entries;
    try {
      entries = await readdir(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(path, entry.name));
      else found.push(entry.name);
    }
  };
  await walk(dir);
  return found;
}

describe("a booking whose database connection is lost half-way", () => {
  it("leaves nothing: no order, no file row, no stored file, and answers 503", async () => {
    const customer = await createSignedInUser(testApp);
    const reno = catalogue.hub("reno");
    const booking = {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, addLocalDays("2034-01-02", 0), 9),
      quantity: 3,
      notes: [{ note: "Interrupted" }],
    };
    const filesDir = testApp.env.orderFilesDir ?? "";
    const filesBefore = await storedFiles(filesDir);

    // Another session holds the timeline table, so the booking stops after it stored its file and wrote its
    // order, at its timeline row; then its connection is terminated, as a database restart would.
    const admin = new pg.Client({ connectionString: testApp.database.url });
    await admin.connect();
    try {
      await admin.query("begin");
      await admin.query("lock table order_status_changes in access exclusive mode");
      const answer = bookMultipart(testApp, customer, booking, [{ name: "photo.png", bytes: pngBytes }]);
      let pid: number | undefined;
      for (let attempt = 0; attempt < 100 && pid === undefined; attempt += 1) {
        const waiting = await new pg.Client({ connectionString: testApp.database.url });
        await waiting.connect();
        const { rows } = await waiting.query<{ pid: number }>(
          `select pid from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%order_status_changes%'
           and pid <> $1`,
          [(await admin.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid ?? 0],
        );
        await waiting.end();
        pid = rows[0]?.pid;
        if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(pid).toBeDefined();
      expect(await storedFiles(filesDir)).toHaveLength(filesBefore.length + 1);
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.query("rollback");

      const response = await answer;
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
    } finally {
      await admin.end();
    }

    const db = testApp.database.db;
    expect(await db.select().from(orders).where(eq(orders.customerId, customer.userId))).toHaveLength(0);
    const files = await db.select().from(orderFiles).innerJoin(orders, eq(orders.id, orderFiles.orderId));
    expect(files.filter((row) => row.orders.customerId === customer.userId)).toHaveLength(0);
    expect(await storedFiles(filesDir)).toEqual(filesBefore);

    // The pool connects again: the same booking goes through.
    const retry = await bookMultipart(testApp, customer, booking, [{ name: "photo.png", bytes: pngBytes }]);
    expect(retry.statusCode).toBe(201);
  });
});
