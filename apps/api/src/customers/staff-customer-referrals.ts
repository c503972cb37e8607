import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.js";
import { referralBonuses, referralLevels, users } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

/** The most referred friends one answer lists (newest first). */
const MAX_REFERRED = 200;

const referrers = alias(users, "referrers");

function nameOf(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** A customer's referral code and level, who referred them, and the friends they referred with each bonus. */
export async function getStaffCustomerReferrals(
  db: Database,
  customerId: number,
): Promise<Schemas["StaffCustomerReferrals"]> {
  const [customer] = await db
    .select({
      code: users.referralCode,
      level: referralLevels.name,
      referrer: {
        id: referrers.id,
        firstName: referrers.firstName,
        lastName: referrers.lastName,
        email: referrers.email,
      },
    })
    .from(users)
    .leftJoin(referralLevels, eq(referralLevels.id, users.referralLevelId))
    .leftJoin(referrers, eq(referrers.id, users.referredByUserId))
    .where(and(eq(users.id, customerId), eq(users.role, "customer")));
  if (!customer) throw notFound(`There is no customer ${customerId}`);
  const friends = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      joinedAt: users.createdAt,
      bonusStatus: referralBonuses.status,
      bonusAmountCents: referralBonuses.amountCents,
      bonusReleaseAt: referralBonuses.releaseAt,
    })
    .from(users)
    .leftJoin(
      referralBonuses,
      and(eq(referralBonuses.referredUserId, users.id), eq(referralBonuses.referrerUserId, customerId)),
    )
    .where(eq(users.referredByUserId, customerId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(MAX_REFERRED);
  return {
    code: customer.code,
    level: customer.level ?? null,
    referredBy: customer.referrer ? { id: customer.referrer.id, name: nameOf(customer.referrer) } : null,
    referred: friends.map((friend) => ({
      id: friend.id,
      name: nameOf(friend),
      joinedAt: friend.joinedAt.toISOString(),
      bonusStatus: friend.bonusStatus ?? null,
      bonusAmount: friend.bonusAmountCents ?? 0,
      bonusReleaseAt: friend.bonusReleaseAt?.toISOString() ?? null,
    })),
  };
}
