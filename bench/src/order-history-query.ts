// The order history query at 100,000 orders: p50/p99 latency and the query plan (which must use the indexes).
// Run: pnpm --filter @freight/bench bench:orders   (DATABASE_URL=postgres://… to use a server of your own;
// otherwise an embedded PostgreSQL is started in a temporary folder and removed afterwards).
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import {
  connectDatabase,
  ensureDatabase,
  migrateDatabase,
  orderPageQueries,
  queryOrderPage,
  seedData,
  seedDatabase,
  startEmbeddedPostgres,
  type OrderListScope,
} from "@freight/api/bench";
import { parseOrderListQuery, type ResolvedOrderListQuery } from "@freight/domain/lists/order-list-query";

const ORDER_COUNT = 100_000;
const CUSTOMER_COUNT = 1_000;
/** One customer with many more orders than the rest: the history query's worst case. */
const HEAVY_CUSTOMER_ORDERS = 10_000;
const WARMUP = 30;
const RUNS = 300;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function listQuery(params: Record<string, string>): ResolvedOrderListQuery {
  const parsed = parseOrderListQuery(params);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join("; "));
  return parsed.query;
}

async function main(): Promise<void> {
  let dataDir: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(join(tmpdir(), "freight-bench-pg-"));
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, "data"), port: await freePort() });
    adminUrl = embedded.adminUrl;
    stopEmbedded = () => embedded.stop();
  }
  const url = new URL(adminUrl);
  url.pathname = "/freight_bench_orders";
  await ensureDatabase(adminUrl, "freight_bench_orders");
  const { db, pool } = connectDatabase(url.toString());
  try {
    console.log("Migrating and seeding the catalogue …");
    await migrateDatabase(db);
    const { rows: existing } = await pool.query<{ n: string }>("select count(*) as n from orders");
    if (Number(existing[0]?.n) === 0) {
      await seedDatabase(db, seedData);
      const started = performance.now();
      console.log(`Seeding ${CUSTOMER_COUNT} customers and ${ORDER_COUNT} orders …`);
      await pool.query(
        `insert into users (email, referral_code)
         select 'bench-' || g || '@bench.local', 'BENCH' || g from generate_series(1, $1::int) g`,
        [CUSTOMER_COUNT],
      );
      // Customer 1 gets HEAVY_CUSTOMER_ORDERS, the others share the rest; slots spread over two years,
      // statuses, hubs and services mixed as in a real dock.
      await pool.query(
        `with customers as (select array_agg(id order by id) as ids from users where email like 'bench-%'),
              hub_ids as (select array_agg(id order by id) as ids from hubs),
              service_ids as (select array_agg(id order by id) as ids from services)
         insert into orders (number, customer_id, hub_id, service_id, status, time_from, time_to, quantity,
                             unit_price_cents, price_cents, total_cents, fee_type, check_in_code, driver_name,
                             truck_number, trailer_number, created_at)
         select 'FB-' || lpad(g::text, 7, '0'),
                case when g <= $2::int then customers.ids[1]
                     else customers.ids[2 + (g * 7919) % (array_length(customers.ids, 1) - 1)] end,
                hub_ids.ids[1 + g % array_length(hub_ids.ids, 1)],
                service_ids.ids[1 + (g / 7) % array_length(service_ids.ids, 1)],
                (array['new','accepted','arrivedToHub','inProgress','processed','closed','closed','closed','failed','cancelledByUser'])[1 + g % 10],
                timestamptz '2025-01-01 00:00:00+00' + ((g * 37) % 5840) * interval '3 hours',
                timestamptz '2025-01-01 03:00:00+00' + ((g * 37) % 5840) * interval '3 hours',
                1 + g % 40, 4500, 4500 * (1 + g % 40), 4500 * (1 + g % 40), 10,
                'C' || lpad(g::text, 9, '0'),
                'Driver ' || (g % 500), 'TRK-' || (g % 9000), 'TRL-' || (g % 7000),
                now()
         from generate_series(1, $1::int) g, customers, hub_ids, service_ids`,
        [ORDER_COUNT, HEAVY_CUSTOMER_ORDERS],
      );
      await pool.query(`select setval('order_number_seq', $1::int)`, [ORDER_COUNT]);
      await pool.query("vacuum analyze");
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const { rows: ids } = await pool.query<{ heavy: number; typical: number }>(
      `select min(id) as heavy, max(id) as typical from users where email like 'bench-%'`,
    );
    const heavy = ids[0]?.heavy ?? 1;
    const typical = ids[0]?.typical ?? 2;

    const cases: { name: string; scope: OrderListScope; query: ResolvedOrderListQuery }[] = [
      {
        name: "history, default page (date desc), 10k-order customer",
        scope: { kind: "history", customerId: heavy },
        query: listQuery({}),
      },
      {
        name: "history, default page, 90-order customer",
        scope: { kind: "history", customerId: typical },
        query: listQuery({}),
      },
      {
        name: "history, page 50, 10k-order customer",
        scope: { kind: "history", customerId: heavy },
        query: listQuery({ page: "50" }),
      },
      {
        name: "history, sortBy fbNumber asc, 10k-order customer",
        scope: { kind: "history", customerId: heavy },
        query: listQuery({ sortBy: "fbNumber", order: "asc" }),
      },
      {
        name: "history, search + hub + date range, 10k-order customer",
        scope: { kind: "history", customerId: heavy },
        query: listQuery({ search: "trk-1", hubId: "1", dateFrom: "2025-03-01", dateTo: "2025-12-31" }),
      },
      {
        name: "active orders, 10k-order customer",
        scope: { kind: "active", customerId: heavy },
        query: listQuery({}),
      },
    ];

    console.log(
      `\n${ORDER_COUNT.toLocaleString("en-US")} orders; ${RUNS} runs per case after ${WARMUP} warm-up runs (page + count query)\n`,
    );
    const results: { name: string; p50: number; p99: number; items: number }[] = [];
    for (const benchCase of cases) {
      const timings: number[] = [];
      let items = 0;
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const started = performance.now();
        const page = await queryOrderPage(db, benchCase.scope, benchCase.query);
        const elapsed = performance.now() - started;
        if (run >= WARMUP) timings.push(elapsed);
        items = page.totalItems;
      }
      timings.sort((a, b) => a - b);
      results.push({
        name: benchCase.name,
        p50: percentile(timings, 50),
        p99: percentile(timings, 99),
        items,
      });
    }
    console.table(
      results.map((result) => ({
        case: result.name,
        "p50 ms": result.p50.toFixed(2),
        "p99 ms": result.p99.toFixed(2),
        "matching orders": result.items,
      })),
    );

    let usesIndexes = true;
    for (const benchCase of cases.slice(0, 2)) {
      const { page, count } = orderPageQueries(db, benchCase.scope, benchCase.query);
      for (const [label, query] of [
        ["page", page],
        ["count", count],
      ] as const) {
        const { sql, params } = query.toSQL();
        const plan = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${sql}`, params);
        const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
        console.log(`\nPlan (${label}) — ${benchCase.name}:\n${text}`);
        if (
          !/Index (Only )?Scan using orders_customer_\w+_idx|Bitmap Index Scan on orders_customer_\w+_idx/.test(
            text,
          )
        ) {
          usesIndexes = false;
        }
        if (/Seq Scan on orders/.test(text)) usesIndexes = false;
      }
    }
    console.log(
      usesIndexes
        ? "\nThe history query uses the customer indexes (no sequential scan of orders)."
        : "\nWARNING: the history query does not use the customer indexes.",
    );
    if (!usesIndexes) process.exitCode = 1;
  } finally {
    await pool.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
