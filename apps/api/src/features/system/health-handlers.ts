import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../http/error-handler.js";
import { HttpError } from "../../http/http-error.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import { checkReadiness } from "./readiness.js";

/** Whether the database answers a trivial query. */
async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function healthHandlers({ db }: { db: Database }): TypedHandlers {
  return {
    health: async () => ({ status: "ok", database: (await isDatabaseReachable(db)) ? "ok" : "unreachable" }),
    ready: async (_request, reply) => {
      try {
        await checkReadiness(db);
      } catch (error) {
        if (error instanceof HttpError)
          void reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
        throw error;
      }
      void reply.header("cache-control", "no-store");
      return { status: "ready" as const };
    },
  };
}
