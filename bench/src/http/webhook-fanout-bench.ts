// Webhook fan-out: 1,000 order status changes to 10 endpoints of one company, delivered by the built API's own
// delivery worker (BACKGROUND_JOBS on) to a receiver this bench runs on 127.0.0.1; prints the throughput and the
// delay from each change to its delivery (p50, p99, max).
// Run (after `pnpm --filter @freight/api build`):
//   pnpm --filter @freight/bench bench:webhooks
// It starts on 127.0.0.1 (ports from WEBHOOK_BENCH_PORT, default 4740 and 4741 for PostgreSQL, the receiver on
// 4742) the built API on an embedded PostgreSQL in a temporary folder, writes the company, its endpoints and the
// changes' outbox rows with SQL (as the transactions of status changes write them: the bench measures delivery,
// not booking), and stops the API by its process id. Exit 1: a delivery did not arrive within the time limit.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connectDatabase } from "@freight/api/bench";
import {
  benchDataDir,
  failed as stopAfterFailure,
  fixed,
  loadAverage,
  requireBuilt,
  startApi,
  stopAll,
  waitFor,
} from "./bench-servers.js";

type Pool = ReturnType<typeof connectDatabase>["pool"];

/** The case: 1,000 status changes of 100 orders (10 each, kept in order) to 10 endpoints. */
const options = { changes: 1_000, endpoints: 10, orders: 100 };

const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

/** The company account and its endpoints, as the portal's calls would leave them. */
async function seedCompany(pool: Pool, receiver: string, endpoints: number): Promise<number> {
  const account = await pool.query<{ id: number }>(
    `insert into users (email, corporation_name, referral_code)
     values ('webhook-bench@bench.local', 'Webhook Bench Co', 'WHBENCH') returning id`,
  );
  const accountId = account.rows[0]!.id;
  const company = await pool.query<{ id: number }>(
    `insert into companies (legal_name, invoice_email, account_user_id)
     values ('Webhook Bench Co', 'ap@bench.local', $1) returning id`,
    [accountId],
  );
  for (let index = 0; index < endpoints; index += 1) {
    await pool.query(
      `insert into webhook_endpoints (company_id, url, event_types, secret) values ($1, $2, $3, $4)`,
      [
        company.rows[0]!.id,
        `${receiver}/hooks/${index}`,
        ["order.status_changed"],
        `whsec_${randomBytes(24).toString("base64")}`,
      ],
    );
  }
  return accountId;
}

async function main(): Promise<void> {
  requireBuilt([]);
  const basePort = Number(process.env.WEBHOOK_BENCH_PORT ?? 4740);
  const ports = { api: basePort, postgres: basePort + 1, receiver: basePort + 2 };
  const expected = options.changes * options.endpoints;
  const received = new Map<string, number>();
  const receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received.set(`${request.url} ${String(request.headers["webhook-id"])}`, Date.now());
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(ports.receiver, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const dataDir = await benchDataDir("freight-bench-webhooks-");
  let pool: Pool | undefined;
  try {
    startApi(ports, dataDir, { BACKGROUND_JOBS: "on" });
    await waitFor(`http://127.0.0.1:${ports.api}/health`, 180_000);
    pool = connectDatabase(`postgres://postgres:postgres@127.0.0.1:${ports.postgres}/freight`).pool;
    const accountId = await seedCompany(pool, receiverUrl, options.endpoints);
    console.error(`load average before: ${loadAverage()}`);
    // The changes as one burst: each order's moves in turn, so the worker must keep every order's events in order.
    const startedAt = Date.now();
    await pool.query(
      `insert into webhook_events (account_user_id, type, order_id, payload, created_at)
       select $1, 'order.status_changed', 1 + (n % $3), jsonb_build_object('n', n), now()
       from generate_series(0, $2 - 1) as n`,
      [accountId, options.changes, options.orders],
    );
    const createdAt = Date.now();
    const deadline = createdAt + 15 * 60_000;
    while (received.size < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const arrivals = [...received.values()].sort((a, b) => a - b);
    const delays = arrivals.map((at) => at - createdAt);
    const lastAt = arrivals.at(-1) ?? createdAt;
    const seconds = (lastAt - startedAt) / 1000;
    console.log(
      [
        `| changes | endpoints | deliveries | arrived | seconds | deliveries/s | delay p50 | delay p99 | delay max |`,
        `| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
        `| ${options.changes} | ${options.endpoints} | ${expected} | ${received.size} | ${fixed(seconds, 1)} | ${fixed(received.size / seconds)} | ${fixed(percentile(delays, 0.5))} ms | ${fixed(percentile(delays, 0.99))} ms | ${fixed(delays.at(-1) ?? Number.NaN)} ms |`,
      ].join("\n"),
    );
    console.error(`load average after: ${loadAverage()}`);
    if (received.size < expected)
      throw new Error(`${expected - received.size} deliveries did not arrive in 15 minutes`);
  } finally {
    await pool?.end();
    receiver.close();
  }
  await stopAll();
}

main().catch(stopAfterFailure);
