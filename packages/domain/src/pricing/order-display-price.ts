import { chargeKindLabel } from "../catalog/charge-kind";
import { isTransportService } from "../catalog/service-type";
import { assertCents, assertWholeCount, differenceCents, multiplyCents, sumCents, type Cents } from "../money/cents";
import { calculateFeeCents, type HourFees } from "./fee";

/** A booked order's pricing as the order details show it: unit price, quantity, its hub's minimum charge and fee terms. */
export interface OrderDisplayPriceInput {
  readonly serviceTypeId: number;
  readonly unitPriceCents: Cents;
  readonly quantity: number;
  readonly hubMinimalChargeCents: Cents;
  readonly fee: HourFees | null;
}

/** The order details' price lines: quantity × price, the minimum charge when it applies, the extra fee and its label. */
export interface OrderDisplayPrice {
  readonly serviceCents: Cents;
  readonly isMinimumChargeApplied: boolean;
  readonly minimumChargeCents: Cents;
  /** What the minimum charge adds on top of quantity × price (0 when it does not apply). */
  readonly minimumChargeUpliftCents: Cents;
  readonly extraFeeCents: Cents;
  readonly extraFeeLabel: string | null;
  readonly totalCents: Cents;
}

/**
 * Price lines of a booked order: the hub minimum charge replaces quantity × price only when it is strictly greater
 * (never for transport); the extra fee follows the fee type and hour fees and is added on top.
 */
export function calculateOrderDisplayPrice(input: OrderDisplayPriceInput): OrderDisplayPrice {
  assertWholeCount(input.quantity, "quantity", 1);
  const serviceCents = multiplyCents(input.unitPriceCents, input.quantity, "unitPriceCents");
  const hubMinimalChargeCents = assertCents(input.hubMinimalChargeCents, "hubMinimalChargeCents");
  const isMinimumChargeApplied =
    !isTransportService(input.serviceTypeId) && hubMinimalChargeCents > serviceCents;
  const extraFeeCents = calculateFeeCents(input.fee);
  const chargedServiceCents = isMinimumChargeApplied ? hubMinimalChargeCents : serviceCents;
  return {
    serviceCents,
    isMinimumChargeApplied,
    minimumChargeCents: isMinimumChargeApplied ? hubMinimalChargeCents : 0,
    minimumChargeUpliftCents: isMinimumChargeApplied ? hubMinimalChargeCents - serviceCents : 0,
    extraFeeCents,
    extraFeeLabel: input.fee ? chargeKindLabel(input.fee.chargeKind) : null,
    totalCents: sumCents([chargedServiceCents, extraFeeCents]),
  };
}

/**
 * The discount line of an order's breakdown: how far the order's total comes below the sum of its listed lines
 * (service, minimum charge, fee, extras), as a negative amount, e.g. the loyalty discount the API applied; 0 when
 * the total is not below them.
 */
export function unlistedDiscountCents(totalCents: Cents, listedLineCents: readonly Cents[]): Cents {
  const listedCents = sumCents(listedLineCents, "listed lines");
  return assertCents(totalCents, "total") < listedCents ? differenceCents(totalCents, listedCents, "discount") : 0;
}

/** Drop-off checkout time: the end hour (0–23, hub-local) plus 1 hour, wrapping past midnight to the next day. */
export interface DropOffCheckout {
  readonly hour: number;
  readonly isNextDay: boolean;
}

/** Hours between the end of a drop-off window and its checkout (the spec's "end time plus 1"). */
export const DROP_OFF_CHECKOUT_OFFSET_HOURS = 1;

/** Drop-off checkout: the end hour plus one hour; 23 checks out at 0 the next day. */
export function calculateDropOffCheckout(endHour: number): DropOffCheckout {
  if (!Number.isInteger(endHour) || endHour < 0 || endHour > 23) {
    throw new RangeError(`endHour must be a whole hour from 0 to 23, got ${String(endHour)}`);
  }
  const hour = endHour + DROP_OFF_CHECKOUT_OFFSET_HOURS;
  return { hour: hour % 24, isNextDay: hour >= 24 };
}
