import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import { loadEnv, type Env } from "../src/env.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

export const testApiUrl = "http://api.test";

export interface TestAppOptions {
  env?: Record<string, string>;
  imageProxy?: BuildAppOptions["imageProxy"];
  rateLimits?: BuildAppOptions["rateLimits"];
  onRoute?: BuildAppOptions["onRoute"];
  accounts?: BuildAppOptions["accounts"];
}

/** The real app on a database of its own, exercised with `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = loadEnv({ PUBLIC_API_URL: testApiUrl, LOG_LEVEL: "silent", ...options.env });
  const app = await buildApp({
    db: database.db,
    env,
    logger: false,
    imageProxy: options.imageProxy,
    onRoute: options.onRoute,
    accounts: options.accounts,
    rateLimits: options.rateLimits ?? { perMinute: 100_000, contactFormPerMinute: 100_000 },
  });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
