import type { Cents } from "../money/cents";
import { levelsByFloor, type ReferralLevel } from "./referral-level";

/** Where a customer stands on the loyalty ladder. */
export interface LevelProgress {
  current: ReferralLevel | null;
  next: ReferralLevel | null;
  /** 0–100: how far the turnover has come from the current level's floor to the next level's. */
  percent: number;
  /** Cents still needed for the next level (0 on the top level). */
  remainingCents: Cents;
}

/**
 * The customer's level (by id, else the level whose range holds the turnover), the next level up and the progress
 * towards it. Levels are ordered by their floor (minRate, in cents of referred turnover).
 */
export function levelProgress(
  levels: readonly ReferralLevel[],
  levelId: number,
  turnoverCents: Cents,
): LevelProgress {
  const ordered = levelsByFloor(levels);
  const current =
    ordered.find((level) => level.id === levelId) ??
    ordered.findLast((level) => turnoverCents >= level.minRate) ??
    ordered[0] ??
    null;
  if (!current) return { current: null, next: null, percent: 0, remainingCents: 0 };
  const next = ordered[ordered.indexOf(current) + 1] ?? null;
  if (!next) return { current, next: null, percent: 100, remainingCents: 0 };
  const span = Math.max(1, next.minRate - current.minRate);
  const done = Math.min(Math.max(0, turnoverCents - current.minRate), span);
  return {
    current,
    next,
    percent: Math.round((done / span) * 100),
    remainingCents: Math.max(0, next.minRate - Math.max(turnoverCents, current.minRate)),
  };
}
