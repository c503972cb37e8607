import { isTransportService } from "../catalog/service-type";
import { assertCents, assertWholeCount, sumCents, type Cents } from "../money/cents";
import { calculateExtrasCents, type ExtraCharge } from "./extras";
import { calculateFeeCents, type HourFees } from "./fee";
import { calculateLinePrice } from "./line-price";
import { calculateReferralDiscountCents } from "./referral-discount";

/** The booked service line: its service type id, unit price and quantity (at least 1). */
export interface BookingServiceLine {
  readonly typeId: number;
  readonly unitPriceCents: Cents;
  readonly quantity: number;
}

/** Everything a booking total is computed from; `service` is null while none is chosen, `fee` null without a quote. */
export interface BookingTotalInput {
  readonly service: BookingServiceLine | null;
  readonly hubMinimalChargeCents: Cents;
  readonly extras: readonly ExtraCharge[];
  readonly fee: HourFees | null;
}

/** A booking total and its parts; `lineCents` already includes `minimumChargeAppliedCents` (the uplift to the hub minimum). */
export interface BookingTotal {
  /** Price × quantity before the minimum charge (0 for transport or no service). */
  readonly lineBaseCents: Cents;
  readonly lineCents: Cents;
  readonly extrasCents: Cents;
  readonly feeCents: Cents;
  readonly minimumChargeAppliedCents: Cents;
  readonly totalCents: Cents;
}

/**
 * Booking total = main line (price × quantity raised to the hub minimum charge) + extras + fee.
 * Transport (like a booking with no service chosen yet) has no main line, minimum charge or fee: its total is the extras alone.
 * Throws a MoneyInputError (a RangeError with `field`) for non-integer or negative input.
 */
export function calculateBookingTotal(input: BookingTotalInput): BookingTotal {
  assertCents(input.hubMinimalChargeCents, "hubMinimalChargeCents");
  const extrasCents = calculateExtrasCents(input.extras);
  const { service } = input;

  if (service === null || isTransportService(service.typeId)) {
    if (service !== null) {
      assertCents(service.unitPriceCents, "service.unitPriceCents");
      assertWholeCount(service.quantity, "service.quantity", 1);
    }
    return {
      lineBaseCents: 0,
      lineCents: 0,
      extrasCents,
      feeCents: 0,
      minimumChargeAppliedCents: 0,
      totalCents: extrasCents,
    };
  }

  const line = calculateLinePrice({
    unitPriceCents: service.unitPriceCents,
    quantity: service.quantity,
    hubMinimalChargeCents: input.hubMinimalChargeCents,
  });
  const feeCents = calculateFeeCents(input.fee);
  return {
    lineBaseCents: line.baseCents,
    lineCents: line.lineCents,
    extrasCents,
    feeCents,
    minimumChargeAppliedCents: line.minimumChargeAppliedCents,
    totalCents: sumCents([line.lineCents, extrasCents, feeCents]),
  };
}

/** A booking total with the customer's referral-level discount taken off. */
export interface DiscountedBookingTotal extends BookingTotal {
  /** The total before the discount. */
  readonly subtotalCents: Cents;
  readonly discountPercent: number;
  readonly discountCents: Cents;
}

/**
 * What the customer pays for a booking: the booking total (line raised to the minimum charge, extras, fee)
 * less the referral-level discount, which applies to that whole total and is rounded down to the cent.
 * The API charges this and the portal previews it with the same function.
 */
export function calculateDiscountedBookingTotal(
  input: BookingTotalInput & { readonly discountPercent: number },
): DiscountedBookingTotal {
  const total = calculateBookingTotal(input);
  const discountCents = calculateReferralDiscountCents(total.totalCents, input.discountPercent);
  return {
    ...total,
    subtotalCents: total.totalCents,
    discountPercent: input.discountPercent,
    discountCents,
    totalCents: total.totalCents - discountCents,
  };
}
