import type { Cents } from "../money/cents";

/** The range of a level as stored: referred volume in cents, minRate inclusive, maxRate exclusive. */
export interface LevelRange {
  id: number;
  minRate: number;
  maxRate: number;
}

/**
 * The level a customer holds for the volume their referrals paid (cents): the level whose
 * [minRate, maxRate) holds it. Volume below every level gets the lowest, above every level the highest,
 * and where ranges overlap the higher level wins. Undefined only when there are no levels.
 */
export function levelForVolume<Level extends LevelRange>(
  levels: readonly Level[],
  referredVolumeCents: Cents,
): Level | undefined {
  const byMinRate = [...levels].sort((a, b) => a.minRate - b.minRate || a.id - b.id);
  const lowest = byMinRate[0];
  if (!lowest) return undefined;
  let reached: Level = lowest;
  for (const level of byMinRate) {
    if (referredVolumeCents >= level.minRate) reached = level;
  }
  return reached;
}

/** How much more volume reaches the next level, or undefined at the top level. */
export function volumeToNextLevel(
  levels: readonly LevelRange[],
  referredVolumeCents: Cents,
): Cents | undefined {
  const next = [...levels]
    .sort((a, b) => a.minRate - b.minRate)
    .find((level) => level.minRate > referredVolumeCents);
  return next ? next.minRate - referredVolumeCents : undefined;
}

/** A level as an editor sets it: its range of referred volume (cents) and its discount (whole percent). */
export interface EditableLevel extends LevelRange {
  name: string;
  discountPercent: number;
}

/**
 * What is wrong with a set of referral levels, or null. Ordered by their lower bound, the first starts at 0,
 * each ends where the next begins (no gap a customer could fall into, no overlap), each range is non-empty, and
 * a higher level never gives a smaller discount (0 to 100 percent).
 */
export function referralLevelsProblem(levels: readonly EditableLevel[]): string | null {
  const ordered = [...levels].sort((a, b) => a.minRate - b.minRate);
  if (ordered.length === 0) return "There must be at least one level";
  if (ordered[0]?.minRate !== 0) return "The lowest level must start at $0";
  for (const [index, level] of ordered.entries()) {
    if (!Number.isInteger(level.discountPercent) || level.discountPercent < 0 || level.discountPercent > 100) {
      return `${level.name}: the discount must be a whole percent from 0 to 100`;
    }
    if (level.maxRate <= level.minRate) return `${level.name}: the range must end above where it starts`;
    const next = ordered[index + 1];
    if (next && level.maxRate !== next.minRate) {
      return `${level.name} must end where ${next.name} begins, so every volume has one level`;
    }
    if (next && next.discountPercent < level.discountPercent) {
      return `${next.name} is above ${level.name}, so its discount cannot be smaller`;
    }
  }
  return null;
}
