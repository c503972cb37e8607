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
