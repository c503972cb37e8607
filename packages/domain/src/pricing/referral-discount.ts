import { assertCents, type Cents } from "../money/cents";
import { MoneyInputError } from "../money/money-input-error";

/**
 * The referral-level discount on an order's subtotal: whole percent of it, rounded down to the cent so the
 * discount never exceeds the percentage. A level without a discount (or no level) gives 0.
 */
export function calculateReferralDiscountCents(subtotalCents: Cents, discountPercent: number): Cents {
  assertCents(subtotalCents, "subtotalCents");
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new MoneyInputError(
      "discountPercent",
      `discountPercent must be a whole number from 0 to 100, got ${discountPercent}`,
    );
  }
  return Math.floor((subtotalCents * discountPercent) / 100);
}
