import { assertCents, type Cents } from "../money/cents";
import { MoneyInputError } from "../money/money-input-error";

/**
 * A base price scaled by factors (a hub's cost multiplier, a pricing tier's), applied in order, and rounded as a
 * person quotes a price: to whole dollars from $100 up, to 5 cents below.
 */
export function quotedPriceCents(baseCents: Cents, ...factors: readonly number[]): Cents {
  let scaled = assertCents(baseCents, "base price");
  for (const factor of factors) {
    if (!Number.isFinite(factor) || factor < 0) {
      throw new MoneyInputError("factor", `A price factor must be a non-negative number, got ${String(factor)}`);
    }
    scaled *= factor;
  }
  const step = scaled >= 10_000 ? 100 : 5;
  return Math.round(scaled / step) * step;
}
