import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../http/error-handler.js";
import { HttpError } from "../http/http-error.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { checkReadiness, type ReadinessLoad } from "./readiness.js";

/** Whether the database answers a trivial query. */
async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * `db` is the system pool (db/database-pools.ts): liveness and readiness never wait behind the calls they report
 * on. `readiness` adds the instance's load and its shutdown to /ready.
 */
export function healthHandlers({
  db,
  readiness,
}: {
  db: Database;
  readiness?: ReadinessLoad;
}): TypedHandlers {
  return {
    health: async () => ({ status: "ok", database: (await isDatabaseReachable(db)) ? "ok" : "unreachable" }),
    ready: async (_request, reply) => {
      void reply.header("cache-control", "no-store");
      try {
        return await checkReadiness(db, undefined, readiness);
      } catch (error) {
        if (error instanceof HttpError)
          void reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
        throw error;
      }
    },
  };
}
