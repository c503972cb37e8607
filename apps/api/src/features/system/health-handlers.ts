import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { TypedHandlers } from "../../http/operation-handler.js";

/** Whether the database answers a trivial query. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
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
  };
}
