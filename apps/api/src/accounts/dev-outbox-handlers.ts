import { and, desc, eq, or } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { outbox } from "../db/schema/index.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { localOutboxProvider } from "../notifications/notifier.js";
import { normalizeEmail } from "./users.js";

/** GET /dev/outbox: the local provider's messages. app.ts leaves the route out in production. */
export function devOutboxHandlers({ db }: { db: Database }): TypedHandlers {
  return {
    listDevOutbox: async (request) => {
      const { to, limit = 20 } = request.query;
      const rows = await db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.provider, localOutboxProvider),
            to ? or(eq(outbox.recipient, to.trim()), eq(outbox.recipient, normalizeEmail(to))) : undefined,
          ),
        )
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit);
      return {
        items: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          purpose: row.purpose,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
