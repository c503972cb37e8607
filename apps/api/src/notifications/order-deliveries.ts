import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { outbox } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";

/** The newest deliveries of an order are all the console shows. */
const deliveriesShown = 100;

/** Every e-mail and SMS about an order, newest first, with how its delivery stands (for staff). */
export async function listOrderDeliveries(db: Database, orderId: number): Promise<Schemas["OrderDeliveryList"]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.orderId, orderId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(deliveriesShown);
  return {
    items: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      purpose: row.purpose,
      status: row.status,
      attempts: row.attempts,
      provider: row.provider,
      providerMessageId: row.providerMessageId,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
