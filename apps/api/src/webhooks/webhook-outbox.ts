import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { WebhookEventType } from "../db/schema/index.js";

/** A transaction (or the database) that can run one statement. */
type Executor = Pick<Database, "execute">;

/**
 * Writes one event to the webhook outbox in the caller's transaction, when the account is a company's (a person's
 * own account has no endpoints): committed with the change it reports, and gone with it when that rolls back.
 */
export async function recordWebhookEvent(
  tx: Executor,
  event: {
    accountUserId: number;
    type: WebhookEventType;
    orderId: number | null;
    payload: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into webhook_events (account_user_id, type, order_id, payload, created_at)
    select ${event.accountUserId}, ${event.type}, ${event.orderId}, ${JSON.stringify(event.payload)}::jsonb, ${event.at}
    where exists (select 1 from companies where account_user_id = ${event.accountUserId})`);
}
