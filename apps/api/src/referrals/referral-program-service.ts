import { levelForVolume, volumeToNextLevel } from "@freight/domain/referrals/level-for-volume";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { referralBonuses, referralLevels, users } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { referredVolumeCents } from "./referral-level-service.js";

/** The public sign-up page with the customer's code: the web app passes `ref` on as the sign-up's referralCode. */
function referralLink(webUrl: string, code: string): string {
  const url = new URL("/auth/signup", webUrl);
  url.searchParams.set("ref", code);
  return url.toString();
}

/** Referral levels, lowest first. */
export function listReferralLevels(db: Database) {
  return db
    .select({
      id: referralLevels.id,
      name: referralLevels.name,
      discountPercent: referralLevels.discountPercent,
      minRate: referralLevels.minRate,
      maxRate: referralLevels.maxRate,
    })
    .from(referralLevels)
    .orderBy(asc(referralLevels.minRate), asc(referralLevels.id));
}

/** The caller's place in the referral programme: link, level (from referred volume), bonuses earned and held. */
export async function referralProgram(
  db: Database,
  env: Env,
  userId: number,
): Promise<Schemas["ReferralProgram"]> {
  const [user] = await db
    .select({ code: users.referralCode, levelId: users.referralLevelId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("There is no such user");
  const levels = await listReferralLevels(db);
  const volume = await referredVolumeCents(db, userId);
  const level =
    levels.find((candidate) => candidate.id === user.levelId) ?? levelForVolume(levels, volume) ?? null;
  const toNext = volumeToNextLevel(levels, volume);
  const nextLevel =
    toNext === undefined ? null : (levels.find((candidate) => candidate.minRate > volume) ?? null);
  const [referrals] = await db
    .select({ value: count() })
    .from(users)
    .where(eq(users.referredByUserId, userId));
  const [counts] = await db
    .select({
      credited: sql<number>`coalesce(sum(${referralBonuses.amountCents}) filter (where ${referralBonuses.status} = 'credited'), 0)::int`,
      held: sql<number>`coalesce(sum(${referralBonuses.amountCents}) filter (where ${referralBonuses.status} = 'held'), 0)::int`,
    })
    .from(referralBonuses)
    .where(eq(referralBonuses.referrerUserId, userId));
  return {
    referralCode: user.code,
    referralLink: referralLink(env.webUrl, user.code),
    level,
    nextLevel,
    referredVolume: volume,
    volumeToNextLevel: toNext ?? null,
    referralsCount: referrals?.value ?? 0,
    totalBonuses: counts?.credited ?? 0,
    pendingBonuses: counts?.held ?? 0,
  };
}

function displayName(row: {
  corporationName: string;
  firstName: string;
  lastName: string;
  email: string;
}): string {
  const person = `${row.firstName} ${row.lastName}`.trim();
  // The referrer sees a name, never the referred customer's full e-mail address.
  return row.corporationName || person || `${row.email.split("@")[0]?.slice(0, 2) ?? ""}…`;
}

/** The customers the caller referred, newest first, with the bonuses each earned them (credited only). */
export async function listReferrals(db: Database, userId: number): Promise<Schemas["ReferralEntry"][]> {
  const rows = await db
    .select({
      id: users.id,
      corporationName: users.corporationName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
      bonus: sql<number>`coalesce(${referralBonuses.amountCents}, 0)::int`,
    })
    .from(users)
    .leftJoin(
      referralBonuses,
      and(eq(referralBonuses.referredUserId, users.id), eq(referralBonuses.status, "credited")),
    )
    .where(eq(users.referredByUserId, userId))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: displayName(row),
    referralDate: row.createdAt.toISOString(),
    referralBonuses: row.bonus,
    referralBalance: 0,
  }));
}
