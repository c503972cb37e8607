import { LineType } from "./line-type";

/**
 * The kinds of extra the console can add: hub work sold per pallet, hour or label. The pick-up and
 * delivery legs are not among them: the booking form prices its legs from the three that exist.
 */
export const ADDABLE_EXTRA_KINDS = [LineType.ReStackFix, LineType.Storage, LineType.Fee] as const;

/** One of the kinds the console can add. */
export type AddableExtraKind = (typeof ADDABLE_EXTRA_KINDS)[number];

/** Whether the console may add an extra of this kind. */
export function isAddableExtraKind(kind: string): kind is AddableExtraKind {
  return (ADDABLE_EXTRA_KINDS as readonly string[]).includes(kind);
}

/** The most one unit of an extra may cost: $100,000 (a typo guard, far above any real add-on). */
export const MAX_EXTRA_PRICE_CENTS = 10_000_000;

/**
 * Why an extra may not be withdrawn from booking, or null when it may. The pick-up, delivery and
 * combined legs stay offered: without them the booking form could not price a leg it shows.
 */
export function extraWithdrawalRefusal(kind: string): string | null {
  return isAddableExtraKind(kind)
    ? null
    : "The pick-up and delivery legs stay offered: the booking form prices its legs from them (change their price instead)";
}

/** A field of an extra that breaks a rule, and why. */
export interface ExtraServiceProblem {
  field: "name" | "unit" | "price";
  message: string;
}

/** What is wrong with an extra's name, unit and unit price (cents), or null when they can be saved. */
export function extraServiceProblem(extra: { name?: string; unit?: string; price?: number }): ExtraServiceProblem | null {
  if (extra.name !== undefined && extra.name.trim().length === 0) return { field: "name", message: "An extra needs a name" };
  if (extra.unit !== undefined && extra.unit.trim().length === 0) {
    return { field: "unit", message: "An extra needs a unit (pallet, hour, load …)" };
  }
  if (extra.price !== undefined) {
    if (!Number.isSafeInteger(extra.price) || extra.price < 0) {
      return { field: "price", message: "The price must be a whole number of cents, 0 or more" };
    }
    if (extra.price > MAX_EXTRA_PRICE_CENTS) return { field: "price", message: "The price may be at most $100,000 per unit" };
  }
  return null;
}
