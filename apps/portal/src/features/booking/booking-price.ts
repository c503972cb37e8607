import { isTransportService } from "@freight/domain/catalog/service-type";
import type { ChargeKind } from "@freight/domain/catalog/charge-kind";
import { servicePriceForChosenTime } from "@freight/domain/booking/pick-up-delivery-validation";
import { isLegExtra, legExtras } from "@freight/domain/orders/pick-up-delivery-legs";
import type { ExtraCharge } from "@freight/domain/pricing/extras";
import {
  calculateDiscountedBookingTotal,
  type DiscountedBookingTotal,
} from "@freight/domain/pricing/order-total";
import type {
  BookingQuote,
  ExtraServiceItem,
  ProductAmount,
  SelectedService,
} from "./booking-types";

/** One priced line of the breakdown (cents). */
interface PriceLine {
  label: string;
  unitPriceCents: number;
  amount: number;
}

/** The products that charge the chosen pick-up/delivery legs (the domain's legExtras), one load each. */
function legProducts(
  service: Pick<SelectedService, "puService" | "delService"> | null,
  extraServices: readonly ExtraServiceItem[],
): ProductAmount[] {
  return legExtras(
    { hasPickUp: Boolean(service?.puService), hasDelivery: Boolean(service?.delService) },
    extraServices,
  ).map((extra) => ({ id: extra.id, amount: 1 }));
}

/** The products an order is charged for: the chosen shop extras (legs excluded) plus the legs of its stops. */
export function bookingProducts(input: {
  service: Pick<SelectedService, "puService" | "delService"> | null;
  products: readonly ProductAmount[];
  extraServices: readonly ExtraServiceItem[];
}): ProductAmount[] {
  const shop = input.products.filter((product) => {
    const extra = input.extraServices.find((candidate) => candidate.id === product.id);
    return extra !== undefined && !isLegExtra(extra) && product.amount > 0;
  });
  return [...shop, ...legProducts(input.service, input.extraServices)];
}

/** The extras as priced lines (price × amount each). */
function bookingExtraLines(input: {
  service: Pick<SelectedService, "puService" | "delService"> | null;
  products: readonly ProductAmount[];
  extraServices: readonly ExtraServiceItem[];
}): PriceLine[] {
  return bookingProducts(input).flatMap((product) => {
    const extra = input.extraServices.find((candidate) => candidate.id === product.id);
    return extra ? [{ label: extra.name, unitPriceCents: extra.price, amount: product.amount }] : [];
  });
}

/** The booking's live price: the domain's total over the quoted unit price, minimum charge, extras and fee. */
export interface BookingPrice extends DiscountedBookingTotal {
  unitPriceCents: number;
  extraLines: PriceLine[];
  hasQuote: boolean;
}

/**
 * The booking form's live price, from the same domain function the API charges with: a non-transport service
 * costs 0 until a time is chosen (there is no quote yet); transport is its extras alone.
 */
export function calculateBookingPrice(input: {
  service: SelectedService | null;
  quote: BookingQuote | null;
  hubMinimalChargeCents: number;
  products: readonly ProductAmount[];
  extraServices: readonly ExtraServiceItem[];
  discountPercent?: number;
}): BookingPrice {
  const { service, quote } = input;
  const extraLines = bookingExtraLines(input);
  const extras: ExtraCharge[] = extraLines.map((line) => ({
    unitPriceCents: line.unitPriceCents,
    amount: line.amount,
  }));
  const hasQuote = quote !== null && service !== null && service.time !== null;
  const unitPriceCents =
    service && quote
      ? servicePriceForChosenTime({
          serviceTypeId: service.type,
          time: service.time,
          unitPriceCents: quote.price,
        })
      : 0;
  const isPriced = service !== null && (hasQuote || isTransportService(service.type));
  const total = calculateDiscountedBookingTotal({
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
    discountPercent: input.discountPercent ?? 0,
  });
  return { ...total, unitPriceCents, extraLines, hasQuote };
}
