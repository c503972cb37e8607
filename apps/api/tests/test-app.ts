import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import { connectDatabase } from "../src/db/client.js";
import { openDatabasePools, type DatabasePools } from "../src/db/database-pools.js";
import { loadEnv, type Env } from "../src/env.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  /** The pools the app runs on, when built with `pools: true`. */
  pools?: DatabasePools;
  close(): Promise<void>;
}

export const testApiUrl = "http://api.test";

export interface TestAppOptions {
  env?: Record<string, string>;
  imageProxy?: BuildAppOptions["imageProxy"];
  rateLimits?: BuildAppOptions["rateLimits"];
  onRoute?: BuildAppOptions["onRoute"];
  accounts?: BuildAppOptions["accounts"];
  orders?: BuildAppOptions["orders"];
  /** Off unless a test asks: pg-boss polling in every test app would only add load. */
  backgroundJobs?: BuildAppOptions["backgroundJobs"];
  tracer?: BuildAppOptions["tracer"];
  /**
   * Builds the app on the pools main.ts opens (request, system, reports, jobs), with the env's DB_* limits,
   * instead of the test database's one pool without limits.
   */
  pools?: boolean;
  /** A database made by the test (another server); dropped by close() as any other. */
  database?: TestDatabase;
}

/** The real app on a database of its own, exercised with `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const env = loadEnv({
    PUBLIC_API_URL: testApiUrl,
    LOG_LEVEL: "silent",
    // Note files of a test run go to a temporary folder, never into the repository's .data.
    ORDER_FILES_DIR: join(tmpdir(), `freight-test-order-files-${randomBytes(6).toString("hex")}`),
    // A write's wait for its turn (operation-limits.ts), as long as the test pools' wait for a connection:
    // parallel test files on 2 cores are slow, not a database that is away.
    DB_CONNECTION_TIMEOUT_MS: "15000",
    ...options.env,
  });
  const pools = options.pools
    ? openDatabasePools(database.url, env.databaseLimits, () => undefined)
    : undefined;
  const app = await buildApp({
    db: pools?.request.db ?? database.db,
    databases: pools && { system: pools.system.db, reports: pools.reports.db, jobs: pools.jobs.db },
    env,
    logger: false,
    imageProxy: options.imageProxy,
    onRoute: options.onRoute,
    accounts: options.accounts,
    orders: options.orders,
    backgroundJobs: options.backgroundJobs ?? false,
    tracer: options.tracer,
    rateLimits: options.rateLimits ?? {
      perMinute: 100_000,
      contactFormPerMinute: 100_000,
      apiKeyPerMinute: 100_000,
    },
  });
  await app.ready();
  return {
    app,
    database,
    env,
    pools,
    close: async () => {
      await app.close();
      await pools?.end();
      await database.drop();
    },
  };
}

/**
 * A second API instance over the same database as `testApp`, with a connection pool of its own: what
 * must hold across instances (limits, sessions) is tested by spreading requests over both.
 */
export async function createSecondInstance(
  testApp: TestApp,
  options: Pick<TestAppOptions, "rateLimits" | "accounts" | "orders" | "backgroundJobs"> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { db, pool } = connectDatabase(testApp.database.url);
  const app = await buildApp({
    db,
    env: testApp.env,
    logger: false,
    accounts: options.accounts,
    orders: options.orders,
    backgroundJobs: options.backgroundJobs ?? false,
    rateLimits: options.rateLimits ?? {
      perMinute: 100_000,
      contactFormPerMinute: 100_000,
      apiKeyPerMinute: 100_000,
    },
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
