import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isReferralBonusDue } from "@freight/domain/referrals/referral-bonus";
import type { Database } from "../db/client.js";
import { orders, referralBonuses, users } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";

const referred = alias(users, "referred");

/**
 * The held referral bonuses, earliest release first: what the sweep would credit now (`isDue`) and later.
 * The sweep checks each again when it runs (a refund or return since cancels it).
 */
export async function listHeldReferralBonuses(
  db: Database,
  now: Date,
): Promise<Schemas["HeldReferralBonuses"]> {
  const rows = await db
    .select({
      id: referralBonuses.id,
      referrerEmail: users.email,
      referredEmail: referred.email,
      orderNumber: orders.number,
      amount: referralBonuses.amountCents,
      releaseAt: referralBonuses.releaseAt,
    })
    .from(referralBonuses)
    .innerJoin(users, eq(users.id, referralBonuses.referrerUserId))
    .innerJoin(referred, eq(referred.id, referralBonuses.referredUserId))
    .leftJoin(orders, eq(orders.id, referralBonuses.orderId))
    .where(eq(referralBonuses.status, "held"))
    .orderBy(asc(referralBonuses.releaseAt), asc(referralBonuses.id))
    .limit(500);
  const items = rows.map((row) => ({
    ...row,
    orderNumber: row.orderNumber ?? null,
    releaseAt: row.releaseAt.toISOString(),
    isDue: isReferralBonusDue(row.releaseAt, now),
  }));
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(referralBonuses)
    .where(eq(referralBonuses.status, "held"));
  return { items, totalHeld: count?.total ?? 0 };
}
