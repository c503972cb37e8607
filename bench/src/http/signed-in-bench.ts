// Signed-in pages at scale: every portal page a customer uses and the console's lists at 100,000 orders, each
// right after the same server's minimal dynamic route (`/api/health`), each visitor with its own session and
// forwarded address (so the per-visitor flood guard measures nothing).
// Run (after `pnpm turbo run build --filter=./apps/api --filter=./apps/portal --filter=./apps/ops`):
//   pnpm --filter @freight/bench bench:signed-in [--duration 5] [--connections 10] [--rounds 1] [--mixed 0]
//     [--mixed-connections 100] [--only dashboard]
// It starts on 127.0.0.1 (ports from SIGNED_IN_BENCH_PORT, default 4720..4723) the built API with its request
// limits lifted (RATE_LIMITS_OFF=true, so NODE_ENV=test, which keeps GET /dev/outbox for the staff code) on an
// embedded PostgreSQL in a temporary folder, the built portal and the built console; seeds with SQL; signs in
// through the real sign-in calls; and stops them by their process ids. Exit 1: a console list query scans
// `orders` sequentially, or a measured page answered outside 2xx.
// CPU profiles: SIGNED_IN_BENCH_CPU_PROF=<folder> starts every server with --cpu-prof into that folder.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import autocannon, { type Client, type Result } from "autocannon";
import {
  connectDatabase,
  hashSecret,
  orderPageQueries,
  searchMatches,
  staffPaymentQueries,
  type OrderListScope,
} from "@freight/api/bench";
import { parseOrderListQuery } from "@freight/domain/lists/order-list-query";
import { parseBenchArgs, type BenchOptions } from "./bench-args.js";
import { postgresCpuMs, processCpuMs } from "./process-cpu.js";
import {
  benchDataDir,
  failed as stopAfterFailure,
  fixed,
  loadAverage,
  median,
  repoRoot,
  requireBuilt,
  startApi,
  startNextApp,
  stopAll,
  waitFor,
} from "./bench-servers.js";

const portalDir = join(repoRoot, "apps", "portal");
const opsDir = join(repoRoot, "apps", "ops");

const PASSWORD = "Bench-signed-in-1";
const CUSTOMERS = 10;
const ORDERS_PER_CUSTOMER = 30;
const COMPANY_ORDERS = 10_000;
const COMPANY_MEMBERS = 4;
const TOTAL_ORDERS = 100_000;
const FILLER_CUSTOMERS = 1_000;
const P99_TARGET_MS = 300;

const RATIO_TARGET = 0.2;

// ---- seeding ---------------------------------------------------------------------------------------------

interface Seeded {
  customers: { email: string; orderId: number }[];
  members: { email: string; orderId: number }[];
  companyId: number;
  dispatcher: string;
  hubId: number;
  consoleOrderId: number;
}

type Pool = ReturnType<typeof connectDatabase>["pool"];

/**
 * 10 customers × 30 orders, a company (its account user holds 10,000 orders) with members of each role, 1,000 more
 * customers holding the rest up to 100,000 orders, a paid payment for every fourth order, and a dispatcher of the
 * first hub. Slots spread from ~600 days ago to ~130 days ahead; past orders closed (mostly), later ones booked.
 */
async function seed(pool: Pool): Promise<Seeded> {
  const hash = await hashSecret(PASSWORD);
  const customers = Array.from(
    { length: CUSTOMERS },
    (_, index) => `bench-customer-${index + 1}@bench.local`,
  );
  const members = Array.from(
    { length: COMPANY_MEMBERS },
    (_, index) => `bench-member-${index + 1}@bench.local`,
  );
  const dispatcher = "bench-dispatcher@bench.local";
  await pool.query(
    `insert into users (email, password_hash, first_name, last_name, user_name, referral_code, is_email_confirmed)
     select e, $2, 'Bench', 'Customer ' || i, 'Bench customer ' || i, 'BENCHP' || i, true
     from unnest($1::text[]) with ordinality as t(e, i)`,
    [[...customers, ...members], hash],
  );
  await pool.query(
    `insert into users (email, first_name, last_name, referral_code)
     select 'bench-filler-' || g || '@bench.local', 'Filler', 'Customer ' || g, 'BENCHF' || g
     from generate_series(1, $1::int) g`,
    [FILLER_CUSTOMERS],
  );
  const account = await pool.query<{ id: number }>(
    `insert into users (email, corporation_name, referral_code) values ('bench-company@bench.local', 'Bench Freight Co', 'BENCHCO') returning id`,
  );
  const accountId = account.rows[0]?.id ?? 0;
  const company = await pool.query<{ id: number }>(
    `insert into companies (legal_name, invoice_email, account_user_id) values ('Bench Freight Co', 'ap@bench.local', $1) returning id`,
    [accountId],
  );
  const companyId = company.rows[0]?.id ?? 0;
  await pool.query(
    `insert into company_members (company_id, user_id, role)
     select $1, u.id, (array['owner','admin','booker','finance','viewer'])[1 + (t.i - 1) % 5]
     from unnest($2::text[]) with ordinality as t(e, i) join users u on u.email = t.e`,
    [companyId, members],
  );
  const hubs = await pool.query<{ id: number }>("select id from hubs order by id");
  const hubId = hubs.rows[0]?.id ?? 0;
  await pool.query(
    `insert into users (email, password_hash, role, two_step_auth, first_name, last_name, referral_code, is_email_confirmed)
     values ($1, $2, 'staff', true, 'Bench', 'Dispatcher', 'BENCHDISP', true)`,
    [dispatcher, hash],
  );
  await pool.query(
    `insert into staff_members (user_id, role, hub_ids) select id, 'dispatcher', array[$2::int] from users where email = $1`,
    [dispatcher, hubId],
  );
  // Owners in order: the 10 customers (30 each), the company account (10,000), then the filler customers.
  await pool.query(
    `with owners as (
       select array_agg(id order by case when email like 'bench-customer-%' then 0 else 1 end,
                                    length(email), email) as ids
       from users where email like 'bench-customer-%'),
     fillers as (select array_agg(id order by id) as ids from users where email like 'bench-filler-%'),
     hub_ids as (select array_agg(id order by id) as ids from hubs),
     service_ids as (select array_agg(id order by id) as ids from services),
     numbered as (
       select g, timestamptz 'today' - interval '600 days' + ((g * 37) % 5840) * interval '3 hours'
                 + (g % 3) * interval '1 hour' as starts
       from generate_series(1, $1::int) g)
     insert into orders (number, customer_id, booked_by_user_id, hub_id, service_id, status, time_from, time_to,
                         quantity, unit_price_cents, price_cents, total_cents, fee_type, check_in_code, driver_name,
                         truck_number, trailer_number, created_at)
     select 'FB-' || lpad(g::text, 7, '0'),
            case when g <= $2::int then owners.ids[1 + (g - 1) / $3::int]
                 when g <= $2::int + $4::int then $5::int
                 else fillers.ids[1 + (g * 7919) % array_length(fillers.ids, 1)] end,
            null,
            hub_ids.ids[1 + g % array_length(hub_ids.ids, 1)],
            service_ids.ids[1 + (g / 7) % array_length(service_ids.ids, 1)],
            case when starts > now() then (array['new','accepted','new'])[1 + g % 3]
                 when starts > now() - interval '1 day' then (array['accepted','arrivedToHub','inProgress','processed'])[1 + g % 4]
                 else (array['closed','closed','closed','closed','failed','cancelledByUser','processed'])[1 + g % 7] end,
            starts, starts + interval '1 hour',
            1 + g % 40, 4500, 4500 * (1 + g % 40), 4500 * (1 + g % 40), 10,
            'B' || lpad(g::text, 9, '0'),
            'Driver ' || (g % 500), 'TRK-' || (g % 9000), 'TRL-' || (g % 7000),
            starts - interval '3 days'
     from numbered, owners, fillers, hub_ids, service_ids`,
    [TOTAL_ORDERS, CUSTOMERS * ORDERS_PER_CUSTOMER, ORDERS_PER_CUSTOMER, COMPANY_ORDERS, accountId],
  );
  await pool.query(`update orders set booked_by_user_id = customer_id where booked_by_user_id is null`);
  await pool.query(`select setval('order_number_seq', $1::int)`, [TOTAL_ORDERS]);
  await pool.query(
    `insert into payments (user_id, flow, method, gateway, status, order_id, amount_cents, gateway_cents,
                           idempotency_key, request_fingerprint, reference, created_at, updated_at, settled_at)
     select customer_id, 'post-payment', 'card', 'sandbox', 'paid', id, total_cents, total_cents,
            'bench-' || id, 'bench', 'bench', time_from, time_from, time_from
     from orders where id % 4 = 0 and status in ('closed', 'processed')`,
  );
  await pool.query(
    `update orders set total_paid_cents = total_cents, billing_status = 'paid'
     where id in (select order_id from payments where idempotency_key like 'bench-%')`,
  );
  await pool.query("vacuum analyze");
  const firstOrderOf = async (email: string) => {
    const row = await pool.query<{ id: number }>(
      `select o.id from orders o join users u on u.id = o.customer_id where u.email = $1 order by o.id desc limit 1`,
      [email],
    );
    return row.rows[0]?.id ?? 0;
  };
  const companyOrder = await pool.query<{ id: number }>(
    "select id from orders where customer_id = $1 order by id desc limit 1",
    [accountId],
  );
  const consoleOrder = await pool.query<{ id: number }>(
    "select id from orders where hub_id = $1 and time_from > now() order by time_from limit 1",
    [hubId],
  );
  return {
    customers: await Promise.all(
      customers.map(async (email) => ({ email, orderId: await firstOrderOf(email) })),
    ),
    members: members.map((email) => ({ email, orderId: companyOrder.rows[0]?.id ?? 0 })),
    companyId,
    dispatcher,
    hubId,
    consoleOrderId: consoleOrder.rows[0]?.id ?? 0,
  };
}

// ---- signing in ------------------------------------------------------------------------------------------

/** A forwarded address of its own for each visitor (documentation range, never a real client). */
const visitorAddress = (index: number) => `198.51.${100 + Math.floor(index / 250)}.${1 + (index % 250)}`;

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function signInCustomer(api: string, email: string, address: string): Promise<string> {
  const answer = await post(`${api}/login`, { email, password: PASSWORD }, { "x-forwarded-for": address });
  if (!answer.ok) throw new Error(`sign-in of ${email} answered ${answer.status}: ${await answer.text()}`);
  const { token } = (await answer.json()) as { token?: string };
  if (!token) throw new Error(`sign-in of ${email} answered no token`);
  return token;
}

async function switchToCompany(
  api: string,
  token: string,
  companyId: number,
  address: string,
): Promise<void> {
  const answer = await fetch(`${api}/session/company`, {
    method: "PUT",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-forwarded-for": address,
    },
    body: JSON.stringify({ companyId }),
  });
  if (!answer.ok)
    throw new Error(`switching to the company answered ${answer.status}: ${await answer.text()}`);
}

/** Staff sign in in two steps: the password, then the code the local outbox "e-mailed" (GET /dev/outbox). */
async function signInStaff(api: string, email: string, password: string, address: string): Promise<string> {
  const sentAfter = Date.now() - 1000;
  const first = await post(`${api}/login`, { email, password }, { "x-forwarded-for": address });
  if (!first.ok) throw new Error(`staff sign-in of ${email} answered ${first.status}: ${await first.text()}`);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const outbox = await fetch(`${api}/dev/outbox?${new URLSearchParams({ to: email, limit: "5" })}`);
    const { items } = (await outbox.json()) as { items: { text: string; createdAt: string }[] };
    const code = items
      .find((item) => Date.parse(item.createdAt) >= sentAfter)
      ?.text.match(/\b(\d{4,8})\b/)?.[1];
    if (code) {
      const verified = await post(
        `${api}/auth/login/code-verify`,
        { email, code },
        { "x-forwarded-for": address },
      );
      if (!verified.ok)
        throw new Error(`staff code of ${email} answered ${verified.status}: ${await verified.text()}`);
      const { token } = (await verified.json()) as { token?: string };
      if (!token) throw new Error(`staff sign-in of ${email} answered no token`);
      return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-in code was sent to ${email}`);
}

// ---- measuring -------------------------------------------------------------------------------------------

/** One visitor: its cookie and forwarded address; the page path may differ per visitor (its own order). */
interface Visitor {
  cookie: string;
  address: string;
  path: string;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The mean size of an answer's body and headers. */
  kilobytes: number;
  /** CPU milliseconds per answer of the app's server, the API and PostgreSQL while it was measured. */
  cpu: { app: number; api: number; postgres: number };
}

/** The process ids of the servers this run started (for their CPU time per answer). */
const servers: { api?: number; apps: Map<string, number | undefined> } = { apps: new Map() };

function cpuNow(appPid: number | undefined) {
  return { app: processCpuMs(appPid), api: processCpuMs(servers.api), postgres: postgresCpuMs(servers.api) };
}

async function measure(base: string, visitors: Visitor[], options: BenchOptions): Promise<Measured> {
  let next = 0;
  const appPid = servers.apps.get(base);
  const cpuBefore = cpuNow(appPid);
  const result: Result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    // Each connection is its own visitor: a session, a forwarded address and its own page address.
    setupClient: (client: Client) => {
      const visitor = visitors[next % visitors.length];
      next += 1;
      if (!visitor) return;
      client.setRequests([
        {
          method: "GET",
          path: visitor.path,
          headers: { cookie: visitor.cookie, "x-forwarded-for": visitor.address },
        },
      ]);
    },
  });
  const cpuAfter = cpuNow(appPid);
  const answered = result.requests.total;
  const perAnswer = (key: keyof typeof cpuAfter) =>
    answered > 0 ? (cpuAfter[key] - cpuBefore[key]) / answered : Number.NaN;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    kilobytes: answered > 0 ? result.throughput.total / answered / 1024 : 0,
    cpu: { app: perAnswer("app"), api: perAnswer("api"), postgres: perAnswer("postgres") },
  };
}

interface Row {
  group: string;
  name: string;
  target: Measured;
  reference: Measured;
  ratio: number;
}

function medianOf(rounds: Measured[]): Measured {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    kilobytes: median(rounds.map((round) => round.kilobytes)),
    cpu: {
      app: median(rounds.map((round) => round.cpu.app)),
      api: median(rounds.map((round) => round.cpu.api)),
      postgres: median(rounds.map((round) => round.cpu.postgres)),
    },
  };
}

interface Page {
  group: string;
  name: string;
  base: string;
  visitors: Visitor[];
}

async function measurePage(page: Page, options: BenchOptions): Promise<Row> {
  const referenceVisitors = page.visitors.map((visitor) => ({ ...visitor, path: "/api/health" }));
  const targets: Measured[] = [];
  const references: Measured[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    references.push(await measure(page.base, referenceVisitors, options));
    targets.push(await measure(page.base, page.visitors, options));
  }
  const ratio = median(
    targets.map(
      (target, index) => target.requestsPerSecond / (references[index]?.requestsPerSecond ?? Number.NaN),
    ),
  );
  const row = {
    group: page.group,
    name: page.name,
    target: medianOf(targets),
    reference: medianOf(references),
    ratio,
  };
  process.stderr.write(
    `  ${page.group} ${page.name}: ${fixed(row.target.requestsPerSecond)} req/s, p99 ${fixed(row.target.p99)} ms, ${fixed(ratio, 3)} ×\n`,
  );
  return row;
}

function printRows(rows: Row[]): void {
  console.log(
    "| who | page | req/s | p50 ms | p99 ms | kB | CPU ms: app | API | PostgreSQL | `/api/health` req/s | " +
      "its p99 ms | its app CPU ms | ratio | non-2xx | target |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    // The console's target is its p99 alone; a portal page also needs its share of /api/health.
    const isConsole = row.group.startsWith("console");
    const meets =
      row.target.p99 <= P99_TARGET_MS && (isConsole || row.ratio >= RATIO_TARGET) && row.target.non2xx === 0;
    const verdict = meets ? "met" : "missed";
    console.log(
      `| ${row.group} | \`${row.name}\` | ${fixed(row.target.requestsPerSecond)} | ${fixed(row.target.p50)} | ` +
        `${fixed(row.target.p99)} | ${fixed(row.target.kilobytes)} | ${fixed(row.target.cpu.app, 1)} | ` +
        `${fixed(row.target.cpu.api, 1)} | ${fixed(row.target.cpu.postgres, 1)} | ` +
        `${fixed(row.reference.requestsPerSecond)} | ${fixed(row.reference.p99)} | ${fixed(row.reference.cpu.app, 1)} | ` +
        `${fixed(row.ratio, 3)} | ${row.target.non2xx + row.target.errors} | ${verdict} |`,
    );
  }
}

// ---- the console's list queries: no sequential scan of orders ----------------------------------------------

async function explainConsoleLists(pool: Pool, db: ReturnType<typeof connectDatabase>["db"], hubId: number) {
  const today = new Date().toISOString().slice(0, 10);
  const cases: { name: string; scope: OrderListScope; params: Record<string, string> }[] = [
    {
      name: "queue, every hub (admin)",
      scope: { kind: "staff" },
      params: { sortBy: "date", order: "asc", limit: "50" },
    },
    {
      name: "queue, a dispatcher's hub",
      scope: { kind: "staff", hubIds: [hubId] },
      params: { sortBy: "date", order: "asc", limit: "50" },
    },
    {
      name: "queue, status filter",
      scope: { kind: "staff", status: "accepted" },
      params: { sortBy: "date", order: "asc", limit: "50" },
    },
    {
      name: "queue, hub + today",
      scope: { kind: "staff" },
      params: {
        sortBy: "date",
        order: "asc",
        limit: "50",
        hubId: String(hubId),
        dateFrom: today,
        dateTo: today,
      },
    },
    {
      name: "queue, search",
      scope: { kind: "staff" },
      params: { sortBy: "date", order: "asc", limit: "50", search: "trk-12" },
    },
  ];
  let clean = true;
  for (const benchCase of cases) {
    const parsed = parseOrderListQuery(benchCase.params);
    if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join("; "));
    // As the API runs them: the ids a search names looked up first.
    const matches = await searchMatches(db, benchCase.scope, parsed.query);
    const { page, count } = orderPageQueries(db, benchCase.scope, parsed.query, matches);
    // The unfiltered queue at this size answers PostgreSQL's estimate: its count is shown, never run.
    const estimated = benchCase.name === "queue, every hub (admin)";
    if (!(await explained(pool, benchCase.name, { page, count }, estimated ? "count" : undefined)))
      clean = false;
  }
  for (const [name, filters] of [
    ["finance, every payment", {}],
    ["finance, paid", { status: "paid" }],
  ] as const) {
    const queries = staffPaymentQueries(db, filters, { page: 0, limit: 50 });
    if (!(await explained(pool, name, queries))) clean = false;
  }
  return clean;
}

/** EXPLAIN ANALYZE of a list's page and count queries; false when one scans `orders` sequentially. */
async function explained(
  pool: Pool,
  name: string,
  queries: Record<"page" | "count", { toSQL(): { sql: string; params: unknown[] } }>,
  notRun?: "count",
): Promise<boolean> {
  let clean = true;
  for (const label of ["page", "count"] as const) {
    const { sql, params } = queries[label].toSQL();
    const plan = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${sql}`, params);
    const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
    const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? "?";
    // A sequential scan of orders fails the run; one of payments (a few hundred pages here, and the right plan when
    // a filter matches most of them) is named, not failed.
    const scanned = /Seq Scan on (orders|payments)\b/.exec(text)?.[1];
    if (scanned === "orders" && notRun !== label) clean = false;
    console.log(
      `- ${name} (${label}): ${time} ms${notRun === label ? " (not run by the API: it answers the estimate)" : ""}` +
        `${scanned ? ` — SEQUENTIAL SCAN of ${scanned}` : ""}`,
    );
    if (scanned || process.env.SIGNED_IN_BENCH_PLANS) console.log(text.replace(/^/gm, "    "));
  }
  return clean;
}

async function seqScansOfOrders(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    "select coalesce(seq_scan, 0) as n from pg_stat_user_tables where relname = 'orders'",
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * SIGNED_IN_BENCH_HOLD=<file>: the servers stay up, seeded and signed in, until that file is deleted — its JSON
 * names the origins and a session cookie of each kind, for profiling or timing one page by hand.
 */
async function holdForExperiments(facts: Record<string, string | number>): Promise<void> {
  const file = process.env.SIGNED_IN_BENCH_HOLD;
  if (!file) return;
  writeFileSync(file, JSON.stringify(facts, null, 2));
  process.stderr.write(`Holding the servers until ${file} is deleted.\n`);
  while (existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 1000));
}

// ---- first-load JavaScript (as bench/web/first-load-js.mjs counts it for the public site) -------------------

/** The gzip size of the module scripts a page's HTML loads, from the app's own build. */
async function firstLoadKb(base: string, appDir: string, path: string, cookie: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)\bsrc="\/_next\/(static\/[^"]+\.js)"([^>]*)>/g)) {
    if (/nomodule/i.test(`${match[1]} ${match[3]}`)) continue;
    if (match[2]) files.add(match[2]);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(appDir, ".next", file)), { level: 9 }).length;
  return bytes / 1024;
}

// ---- main ------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const options = parseBenchArgs(
    process.argv.slice(2),
    { duration: 5, connections: 10, rounds: 1, mixed: 0, mixedConnections: 100 },
    { zeroAllowed: ["mixed"], withOnly: true },
  );
  if (options.help) {
    console.log(
      "pnpm --filter @freight/bench bench:signed-in [--duration s] [--connections n] [--rounds n] [--mixed s] [--mixed-connections n] [--only text]",
    );
    return;
  }
  requireBuilt(["portal", "ops"]);
  const basePort = Number(process.env.SIGNED_IN_BENCH_PORT ?? 4720);
  const ports = { api: basePort, portal: basePort + 1, ops: basePort + 2, postgres: basePort + 3 };
  const api = `http://127.0.0.1:${ports.api}`;
  const portal = `http://127.0.0.1:${ports.portal}`;
  const ops = `http://127.0.0.1:${ports.ops}`;
  const dataDir = await benchDataDir("freight-bench-signed-in-");
  const profileDir = process.env.SIGNED_IN_BENCH_CPU_PROF;
  if (profileDir) await mkdir(profileDir, { recursive: true });
  const profiling = (name: string) =>
    profileDir ? ["--cpu-prof", "--cpu-prof-dir", join(profileDir, name)] : [];
  let pool: Pool | undefined;

  try {
    const origins = { API_URL: api, PORTAL_URL: portal, OPS_URL: ops, WEB_URL: "http://127.0.0.1:9" };
    // Another run still holding these ports would be measured (and seeded twice) instead of this one's servers.
    for (const origin of [api, portal, ops]) {
      const answered = await fetch(`${origin}/health`).then(
        () => true,
        () => false,
      );
      if (answered)
        throw new Error(`${origin} is already taken: stop the other run or set SIGNED_IN_BENCH_PORT`);
    }
    servers.api = startApi(ports, dataDir, origins, profiling("api")).pid;
    servers.apps.set(portal, startNextApp("portal", ports.portal, origins, profiling("portal")).pid);
    servers.apps.set(ops, startNextApp("ops", ports.ops, origins, profiling("ops")).pid);
    await waitFor(`${api}/health`, 180_000);
    const connection = connectDatabase(`postgres://postgres:postgres@127.0.0.1:${ports.postgres}/freight`);
    pool = connection.pool;
    const seedStarted = performance.now();
    const seeded = await seed(pool);
    console.error(
      `Seeded ${TOTAL_ORDERS} orders in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    await Promise.all([waitFor(`${portal}/api/health`, 60_000), waitFor(`${ops}/api/health`, 60_000)]);

    // Sessions through the real sign-in calls, each visitor from its own address.
    let addressIndex = 0;
    // One after another: the API lets only a few password checks (scrypt) run at once and answers 503 beyond.
    const customerVisitors: { token: string; orderId: number }[] = [];
    for (const { email, orderId } of seeded.customers) {
      customerVisitors.push({
        token: await signInCustomer(api, email, visitorAddress(addressIndex++)),
        orderId,
      });
    }
    const memberVisitors: { token: string; orderId: number }[] = [];
    for (const { email, orderId } of seeded.members) {
      const address = visitorAddress(addressIndex++);
      const token = await signInCustomer(api, email, address);
      await switchToCompany(api, token, seeded.companyId, address);
      memberVisitors.push({ token, orderId });
    }
    const adminAddress = visitorAddress(addressIndex++);
    const adminToken = await signInStaff(api, "staff@freight.local", "staff-dev-password", adminAddress);
    const dispatcherAddress = visitorAddress(addressIndex++);
    const dispatcherToken = await signInStaff(api, seeded.dispatcher, PASSWORD, dispatcherAddress);

    // Each connection its own forwarded address; sessions shared round-robin when fewer than connections.
    const visitorsOf = (
      sessions: { token: string; orderId: number }[],
      cookieName: string,
      path: (orderId: number) => string,
    ): Visitor[] =>
      Array.from({ length: Math.max(options.connections, sessions.length) }, (_, index) => {
        const session = sessions[index % sessions.length] ?? { token: "", orderId: 0 };
        return {
          cookie: `${cookieName}=${session.token}`,
          address: visitorAddress(1000 + index),
          path: path(session.orderId),
        };
      });
    const portalPages: [string, (orderId: number) => string][] = [
      ["/dashboard", () => "/dashboard"],
      ["/order-history", () => "/order-history"],
      [
        "/order-history?search&hub&dates",
        () => `/order-history?search=trk-1&hubId=${seeded.hubId}&dateFrom=2026-01-01&dateTo=2026-12-31`,
      ],
      ["/dashboard/order-details?id=…", (id) => `/dashboard/order-details?id=${id}`],
      ["/portal (booking)", () => "/portal"],
      ["/portal/payment?orderId=…", (id) => `/portal/payment?orderId=${id}`],
      ["/settings", () => "/settings"],
      ["/dashboard/support (messages)", () => "/dashboard/support"],
      ["/settings/team", () => "/settings/team"],
    ];
    const today = new Date().toISOString().slice(0, 10);
    const consolePages: [string, string, string][] = [
      ["admin", "/orders", "/orders"],
      ["admin", "/orders?hubId&status", `/orders?hubId=${seeded.hubId}&status=accepted`],
      ["admin", "/orders?search", "/orders?search=trk-12"],
      ["admin", "/orders/[id]", `/orders/${seeded.consoleOrderId}`],
      ["admin", "/docks (today)", `/docks?hubId=${seeded.hubId}&date=${today}`],
      ["admin", "/gate", `/gate?hubId=${seeded.hubId}`],
      ["admin", "/customers?search", "/customers?search=bench"],
      ["admin", "/finance", "/finance"],
      ["dispatcher", "/orders", "/orders"],
      ["dispatcher", "/docks (today)", `/docks?hubId=${seeded.hubId}&date=${today}`],
    ];
    const pages: Page[] = [
      ...portalPages.map(([name, path]) => ({
        group: "customer (30 orders)",
        name,
        base: portal,
        visitors: visitorsOf(customerVisitors, "token", path),
      })),
      ...portalPages.map(([name, path]) => ({
        group: "company member (10,000 orders)",
        name,
        base: portal,
        visitors: visitorsOf(memberVisitors, "token", path),
      })),
      ...consolePages.map(([who, name, path]) => ({
        group: `console ${who}`,
        name,
        base: ops,
        visitors: visitorsOf(
          [{ token: who === "admin" ? adminToken : dispatcherToken, orderId: 0 }],
          "ops_session",
          () => path,
        ),
      })),
    ].filter((page) => `${page.group} ${page.name}`.includes(options.only));

    // Every page answers 2xx once before it is measured (and warms the servers).
    for (const page of pages) {
      for (const visitor of page.visitors.slice(0, 3)) {
        const answer = await fetch(`${page.base}${visitor.path}`, {
          headers: { cookie: visitor.cookie, "x-forwarded-for": visitor.address },
          redirect: "manual",
        });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${page.group} ${visitor.path} answered ${answer.status}`);
      }
    }

    const customerCookie = `token=${customerVisitors[0]?.token ?? ""}`;
    await holdForExperiments({
      api,
      portal,
      ops,
      customerCookie,
      memberCookie: `token=${memberVisitors[0]?.token ?? ""}`,
      adminCookie: `ops_session=${adminToken}`,
      orderId: customerVisitors[0]?.orderId ?? 0,
    });
    const adminCookie = `ops_session=${adminToken}`;
    const firstLoad: [string, string, string, string][] = [
      ["portal", portalDir, "/portal", customerCookie],
      ["portal", portalDir, "/dashboard", customerCookie],
      ["console", opsDir, `/orders/${seeded.consoleOrderId}`, adminCookie],
    ];
    const firstLoadLines: string[] = [];
    for (const [app, dir, path, cookie] of firstLoad) {
      const base = app === "portal" ? portal : ops;
      const notFound = await firstLoadKb(base, dir, "/this-page-does-not-exist", cookie);
      const kb = await firstLoadKb(base, dir, path, cookie);
      firstLoadLines.push(
        `| ${app} | \`${path}\` | ${kb.toFixed(1)} kB | ${notFound.toFixed(1)} kB | ${(kb / notFound).toFixed(2)} |`,
      );
    }

    console.log(
      `Signed-in benchmark: ${TOTAL_ORDERS.toLocaleString("en-US")} orders (10 customers × 30, a company with ` +
        `${COMPANY_ORDERS.toLocaleString("en-US")}), ${options.connections} connections, ${options.duration} s per ` +
        `measurement, ${options.rounds} round(s), each page right after its server's /api/health`,
    );
    console.log(`load average before: ${loadAverage()}\n`);
    const seqBefore = await seqScansOfOrders(pool);
    const rows: Row[] = [];
    for (const page of pages) rows.push(await measurePage(page, options));
    printRows(rows);
    console.log(
      "\nFirst-load JavaScript (gzip, module scripts of the page's HTML) next to the app's not-found page:",
    );
    console.log("| app | page | first-load JS | not-found page | ratio |\n|---|---|---:|---:|---:|");
    for (const line of firstLoadLines) console.log(line);
    console.log(`\nload average after: ${loadAverage()}`);

    let failed = rows.some((row) => row.target.non2xx + row.target.errors > 0);

    if (options.mixed > 0) {
      const paths = pages.flatMap((page) =>
        page.visitors.map((visitor) => ({ base: page.base, ...visitor })),
      );
      const onPortal = paths.filter((visitor) => visitor.base === portal);
      const onOps = paths.filter((visitor) => visitor.base === ops);
      const half = Math.floor(options.mixedConnections / 2);
      const mixedOf = (base: string, visitors: typeof paths, connections: number) => {
        let next = 0;
        return autocannon({
          url: base,
          connections,
          duration: options.mixed,
          setupClient: (client: Client) => {
            // Each connection walks every page as one visitor with its own address.
            const address = visitorAddress(2000 + next);
            next += 1;
            client.setRequests(
              visitors.map((visitor) => ({
                method: "GET",
                path: visitor.path,
                headers: { cookie: visitor.cookie, "x-forwarded-for": address },
              })),
            );
          },
        });
      };
      const results = await Promise.all([
        onPortal.length > 0 ? mixedOf(portal, onPortal, options.mixedConnections - half) : null,
        onOps.length > 0 ? mixedOf(ops, onOps, half) : null,
      ]);
      console.log(`\nMixed load, ${options.mixedConnections} connections for ${options.mixed} s:`);
      for (const [name, result] of [
        ["portal", results[0]],
        ["console", results[1]],
      ] as const) {
        if (!result) continue;
        if (result.non2xx + result.errors > 0) failed = true;
        console.log(
          `| ${name} | ${fixed(result.requests.average)} req/s | p50 ${fixed(result.latency.p50)} ms | ` +
            `p99 ${fixed(result.latency.p99)} ms | ${result.requests.total} requests | non-2xx ${result.non2xx} | ` +
            `failed ${result.errors} (timeouts ${result.timeouts}) | statuses ${JSON.stringify(
              Object.fromEntries(
                Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]),
              ),
            )} |`,
        );
      }
    }

    console.log("\nThe console's order queue and finance list queries at 100,000 orders (EXPLAIN ANALYZE):");
    const indexed = await explainConsoleLists(pool, connection.db, seeded.hubId);
    // Statistics reach pg_stat_user_tables when the API's idle connections flush them (≤ 10 s on PostgreSQL ≥ 15).
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const seqScans = (await seqScansOfOrders(pool)) - seqBefore;
    console.log(
      `Sequential scans of orders while the pages were measured (pg_stat_user_tables, every query of the API): ${seqScans}`,
    );
    if (!indexed) {
      console.error("A console list query scans orders sequentially.");
      process.exitCode = 1;
    }
    if (failed) {
      console.error("Some measured page answered outside 2xx.");
      process.exitCode = 1;
    }
  } finally {
    await pool?.end();
    await stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch(stopAfterFailure);
