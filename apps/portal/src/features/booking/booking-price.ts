import { isTransportService } from "@freight/domain/catalog/service-type";
import type { ChargeKind } from "@freight/domain/catalog/charge-kind";
import { servicePriceForChosenTime } from "@freight/domain/booking/pick-up-delivery-validation";
import type { ExtraCharge } from "@freight/domain/pricing/extras";
import { calculateBookingTotal, type BookingTotal } from "@freight/domain/pricing/order-total";
import type { BookingQuote, ExtraServiceItem, ProductAmount, SelectedService } from "./booking-types";

/** The extras that price the pick-up and delivery legs, recognised by name (the contract's ExtraService has no type). */
const LEG_EXTRA_NAMES = {
  pickUp: "pick-up",
  delivery: "delivery",
  both: "pick-up and delivery",
} as const;

function normalizedName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** True for the extras that stand for a pick-up or delivery leg; they are chosen through the pick-up/delivery block, not the extras list. */
export function isLegExtra(extra: Pick<ExtraServiceItem, "name">): boolean {
  return (Object.values(LEG_EXTRA_NAMES) as string[]).includes(normalizedName(extra.name));
}

function findExtra(extras: readonly ExtraServiceItem[], name: string): ExtraServiceItem | undefined {
  return extras.find((extra) => normalizedName(extra.name) === name);
}

/** One priced line of the breakdown (cents). */
export interface PriceLine {
  label: string;
  unitPriceCents: number;
  amount: number;
}

/**
 * The extras a booking is charged for: the chosen shop extras (price × amount) and the pick-up/delivery legs (one load
 * each; both legs together at the combined price when the hub sells one).
 */
export function bookingExtraLines(input: {
  service: Pick<SelectedService, "puService" | "delService"> | null;
  products: readonly ProductAmount[];
  extraServices: readonly ExtraServiceItem[];
}): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const product of input.products) {
    const extra = input.extraServices.find((candidate) => candidate.id === product.id);
    if (extra && product.amount > 0) lines.push({ label: extra.name, unitPriceCents: extra.price, amount: product.amount });
  }
  const hasPickUp = Boolean(input.service?.puService);
  const hasDelivery = Boolean(input.service?.delService);
  const combined = hasPickUp && hasDelivery ? findExtra(input.extraServices, LEG_EXTRA_NAMES.both) : undefined;
  if (combined) {
    lines.push({ label: combined.name, unitPriceCents: combined.price, amount: 1 });
    return lines;
  }
  for (const [isChosen, name] of [
    [hasPickUp, LEG_EXTRA_NAMES.pickUp],
    [hasDelivery, LEG_EXTRA_NAMES.delivery],
  ] as const) {
    const leg = isChosen ? findExtra(input.extraServices, name) : undefined;
    if (leg) lines.push({ label: leg.name, unitPriceCents: leg.price, amount: 1 });
  }
  return lines;
}

/** The booking's live price: the domain's total over the quoted unit price, hub minimum, extras and fee. */
export interface BookingPrice extends BookingTotal {
  unitPriceCents: number;
  extraLines: PriceLine[];
  hasQuote: boolean;
}

/**
 * Spec 4/5/9: line = price × quantity raised to the hub minimum, plus extras, plus the fee of the quoted charge kind;
 * a non-transport service costs 0 until a time is chosen; transport is its extras alone.
 */
export function calculateBookingPrice(input: {
  service: SelectedService | null;
  quote: BookingQuote | null;
  hubMinimalChargeCents: number;
  products: readonly ProductAmount[];
  extraServices: readonly ExtraServiceItem[];
}): BookingPrice {
  const { service, quote } = input;
  const extraLines = bookingExtraLines(input);
  const extras: ExtraCharge[] = extraLines.map((line) => ({ unitPriceCents: line.unitPriceCents, amount: line.amount }));
  const hasQuote = quote !== null && service !== null && service.time !== null;
  const unitPriceCents =
    service && quote
      ? servicePriceForChosenTime({ serviceTypeId: service.type, time: service.time, unitPriceCents: quote.price })
      : 0;
  const isPriced = service !== null && (hasQuote || isTransportService(service.type));
  const total = calculateBookingTotal({
    service: isPriced ? { typeId: service.type, unitPriceCents, quantity: service.quantity } : null,
    hubMinimalChargeCents: isPriced ? input.hubMinimalChargeCents : 0,
    extras,
    fee:
      hasQuote && quote
        ? {
            chargeKind: quote.feeType as ChargeKind,
            firstHourFeeCents: quote.firstHourFee,
            secondHourFeeCents: quote.secondHourFee,
            afterHoursFeeCents: quote.afterHoursFee,
          }
        : null,
  });
  return { ...total, unitPriceCents, extraLines, hasQuote };
}
