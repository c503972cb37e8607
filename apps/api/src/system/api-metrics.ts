import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.js";
import { WAIT_REASONS, type DatabaseWaits } from "../db/database-waits.js";
import type { BackgroundJobs } from "../jobs/background-jobs.js";
import type { PublicReadFront } from "../http/public-read-front.js";

/** The Prometheus registry of one API instance. */
export interface ApiMetrics {
  /** The text Prometheus scrapes: this app's metrics and the process's. */
  exposition(): Promise<{ contentType: string; text: string }>;
}

/** Latency buckets in seconds: most reads answer in a few milliseconds, a payment call can take seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Process metrics (CPU, memory, event loop) belong to the process, not to one app: collected once. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Counts every answer by route pattern (never the raw URL: ids would make a series per order) and reads
 * the pool, the job queues and the payments at scrape time.
 */
export function registerApiMetrics(
  app: FastifyInstance,
  {
    db,
    pool,
    jobs,
    front,
    waits = {},
    notificationFailures,
  }: {
    /** Where the scrape's database figures are read (the system pool). */
    db: Database;
    /** The request pool. */
    pool: pg.Pool;
    /** The waits each pool gave up, by pool name (request, system, reports, jobs). */
    waits?: Record<string, DatabaseWaits>;
    jobs: () => BackgroundJobs | undefined;
    /** Answers written from the cache before Fastify runs: counted from here at scrape time. */
    front?: PublicReadFront;
    /** Failed tries of the e-mail and SMS providers since the instance started, by channel. */
    notificationFailures?: () => Record<string, number>;
  },
): ApiMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP answers by method, route pattern and status code",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
    collect() {
      for (const { method, route, status, count } of front?.takeCounts() ?? []) {
        this.inc({ method, route, status }, count);
      }
    },
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer, by method and route pattern (answers the front writes from the cache are counted, not timed)",
    labelNames: ["method", "route"] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: "http_server_errors_total",
    help: "Answers with a 5xx status, by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the PostgreSQL pool: total, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Counter({
    name: "db_waits_given_up_total",
    help: "Waits on PostgreSQL given up, by pool and reason: statement_timeout, lock_timeout, idle_in_transaction_timeout, unresponsive, connection_wait, operation_limit (each call answered 503 with Retry-After)",
    labelNames: ["pool", "reason"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, counted] of Object.entries(waits)) {
        for (const reason of WAIT_REASONS) this.inc({ pool, reason }, counted.total(reason));
      }
    },
  });
  new Counter({
    name: "notification_delivery_failures_total",
    help: "Failed tries of the e-mail and SMS providers by channel (each is retried with back-off; alert on a rising rate)",
    labelNames: ["channel"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [channel, failed] of Object.entries(notificationFailures?.() ?? { email: 0, sms: 0 })) {
        this.inc({ channel }, failed);
      }
    },
  });
  const databaseUp = new Gauge({
    name: "db_up",
    help: "1 when the database answered the scrape's queries, 0 when it did not",
    registers: [registry],
  });
  const queueJobs = new Gauge({
    name: "job_queue_jobs",
    help: "Background jobs by queue and state (waiting, active, failed)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
  });
  const notificationsByState = new Gauge({
    name: "notifications_last_7_days",
    help: "E-mails and SMS of the last 7 days by state (queued, sent, failed)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const paymentsByState = new Gauge({
    name: "payments",
    help: "Payments by state",
    labelNames: ["state"] as const,
    registers: [registry],
  });

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "(unmatched)";
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ route });
  });

  // Read at scrape time; a database that is away shows as db_up 0, never as a failed scrape.
  const readDatabaseFigures = async () => {
    try {
      const payments = await db.execute<{ state: string; count: number }>(
        sql`select status as state, count(*)::int as count from payments group by status`,
      );
      paymentsByState.reset();
      for (const row of payments.rows) paymentsByState.set({ state: row.state }, row.count);
      const notifications = await db.execute<{ state: string; count: number }>(
        sql`select status as state, count(*)::int as count from outbox
            where created_at > now() - interval '7 days' group by status`,
      );
      notificationsByState.reset();
      for (const state of ["queued", "sent", "failed"]) notificationsByState.set({ state }, 0);
      for (const row of notifications.rows) notificationsByState.set({ state: row.state }, row.count);
      queueJobs.reset();
      for (const queue of (await jobs()?.standing()) ?? []) {
        queueJobs.set({ queue: queue.name, state: "waiting" }, queue.waiting);
        queueJobs.set({ queue: queue.name, state: "active" }, queue.active);
        queueJobs.set({ queue: queue.name, state: "failed" }, queue.failed);
      }
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  };

  // One scrape at a time: a second scrape's reset of the gauges must not empty the first one's answer.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    exposition() {
      const scrape = previous.then(async () => {
        await readDatabaseFigures();
        const merged = Registry.merge([registry, processMetrics()]);
        return { contentType: merged.contentType, text: await merged.metrics() };
      });
      previous = scrape.catch(() => undefined);
      return scrape;
    },
  };
}

/** Whether an Authorization header carries the metrics token (compared in constant time). */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
