/** Lowest and highest hour of the 12-hour clock input. */
export const CLOCK_HOUR_RANGE = { min: 1, max: 12 } as const;

/** Lowest and highest minute of the clock input. */
export const CLOCK_MINUTE_RANGE = { min: 0, max: 59 } as const;

function clampWhole(value: number | string, min: number, max: number): number {
  const numeric = typeof value === "string" ? Number.parseInt(value, 10) : Math.trunc(value);
  if (Number.isNaN(numeric)) return min;
  return Math.min(max, Math.max(min, numeric));
}

/** Clamps a typed clock hour to 1-12 (fractions are cut, text that is no number becomes 1). */
export function clampClockHour(value: number | string): number {
  return clampWhole(value, CLOCK_HOUR_RANGE.min, CLOCK_HOUR_RANGE.max);
}

/** Clamps a typed clock minute to 0-59 (fractions are cut, text that is no number becomes 0). */
export function clampClockMinute(value: number | string): number {
  return clampWhole(value, CLOCK_MINUTE_RANGE.min, CLOCK_MINUTE_RANGE.max);
}
