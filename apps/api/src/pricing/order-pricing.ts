import { MoneyInputError } from "@freight/domain/money/money-input-error";
import type { Tx } from "../db/client.js";
import { effectiveMinimalChargeCents } from "@freight/domain/pricing/minimal-charge";
import { calculateDiscountedBookingTotal } from "@freight/domain/pricing/order-total";
import { and, asc, eq, inArray } from "drizzle-orm";
import { extraServices, hubOpeningHours, hubServices, referralLevels, users } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { HubRow, ServiceRow } from "../catalog/catalog-service.js";
import { chargeKindAt, outsideHoursRefusal } from "../catalog/hub-hours.js";
import { slotServicePrice } from "./service-price.js";
import { requireOnAccountList } from "../catalog/account-catalog.js";

/** Every amount of an order, computed by the server from stored prices (never from the client). */
export interface OrderPrice {
  unitPriceCents: number;
  priceCents: number;
  feeCents: number;
  extrasCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  feeType: number;
  firstHourFeeCents: number;
  secondHourFeeCents: number;
  afterHoursFeeCents: number;
  products: { extraServiceId: number; amount: number; unitPriceCents: number }[];
}

/**
 * Prices an order: the price of the slot's tier for the service (the customer's own rate when they have one) and
 * the hub's hour fees, the fee of the slot from the hub's opening hours on its own clock and what it offers
 * outside them (after-hours staff, call-outs; 409 when neither), extras at their stored prices, and the customer's referral-level discount.
 */
export async function priceOrder(
  tx: Tx,
  input: {
    hub: HubRow;
    service: ServiceRow;
    timeFrom: Date;
    quantity: number;
    products: readonly { id: number; amount: number }[];
    customerId: number;
    /** Extras the order being edited already has: they stay bookable on it after being withdrawn. */
    keptExtraIds?: ReadonlySet<number>;
  },
): Promise<OrderPrice> {
  const { hub, service } = input;
  await requireOnAccountList(tx, input.customerId, hub, service);
  const [offered] = await tx
    .select({ hubId: hubServices.hubId })
    .from(hubServices)
    .where(and(eq(hubServices.hubId, hub.id), eq(hubServices.serviceId, service.id)))
    .limit(1);
  const price = await slotServicePrice(tx, {
    hubId: hub.id,
    serviceId: service.id,
    timeZone: hub.timeZone,
    startsAt: input.timeFrom,
    customerId: input.customerId,
  });
  if (!offered || !price) throw badRequest(`${hub.name} does not offer ${service.name}`, "serviceId");

  const seen = new Set<number>();
  for (const [index, product] of input.products.entries()) {
    if (seen.has(product.id)) {
      throw badRequest(
        `products[${index}] repeats extra ${product.id}; give each extra once with its amount`,
        `products.${index}.id`,
      );
    }
    seen.add(product.id);
  }
  const extraRows =
    seen.size === 0
      ? []
      : await tx
          .select({
            id: extraServices.id,
            name: extraServices.name,
            price: extraServices.price,
            isOffered: extraServices.isOffered,
          })
          .from(extraServices)
          .where(inArray(extraServices.id, [...seen]));
  const extraById = new Map(extraRows.map((row) => [row.id, row]));
  const products = input.products.map((product, index) => {
    const extra = extraById.get(product.id);
    if (extra === undefined) throw notFound(`There is no extra service with id ${product.id}`);
    if (!extra.isOffered && !input.keptExtraIds?.has(extra.id)) {
      throw badRequest(
        `${extra.name} is no longer offered; remove it from the booking`,
        `products.${index}.id`,
      );
    }
    return { extraServiceId: product.id, amount: product.amount, unitPriceCents: extra.price };
  });

  const openingHours = await tx
    .select({
      weekday: hubOpeningHours.weekday,
      opensAt: hubOpeningHours.opensAt,
      closesAt: hubOpeningHours.closesAt,
    })
    .from(hubOpeningHours)
    .where(eq(hubOpeningHours.hubId, hub.id))
    .orderBy(asc(hubOpeningHours.weekday));
  const feeType = chargeKindAt(
    { timeZone: hub.timeZone, features: hub.features, openingHours },
    input.timeFrom,
  );
  if (feeType === null) throw new HttpError(409, outsideHoursRefusal(hub.name));

  const [customer] = await tx
    .select({ minimalChargeCents: users.minimalChargeCents, discountPercent: referralLevels.discountPercent })
    .from(users)
    .leftJoin(referralLevels, eq(referralLevels.id, users.referralLevelId))
    .where(eq(users.id, input.customerId))
    .limit(1);
  try {
    const total = calculateDiscountedBookingTotal({
      service: { typeId: service.type, unitPriceCents: price.price, quantity: input.quantity },
      hubMinimalChargeCents: effectiveMinimalChargeCents(
        hub.minimalCharge,
        customer?.minimalChargeCents ?? 0,
      ),
      extras: products.map((product) => ({ unitPriceCents: product.unitPriceCents, amount: product.amount })),
      fee: {
        chargeKind: feeType,
        firstHourFeeCents: price.firstHourFee,
        secondHourFeeCents: price.secondHourFee,
        afterHoursFeeCents: price.afterHoursFee,
      },
      discountPercent: customer?.discountPercent ?? 0,
    });
    return {
      unitPriceCents: price.price,
      priceCents: total.lineCents,
      feeCents: total.feeCents,
      extrasCents: total.extrasCents,
      discountPercent: total.discountPercent,
      discountCents: total.discountCents,
      totalCents: total.totalCents,
      feeType,
      firstHourFeeCents: price.firstHourFee,
      secondHourFeeCents: price.secondHourFee,
      afterHoursFeeCents: price.afterHoursFee,
      products,
    };
  } catch (error) {
    if (error instanceof MoneyInputError) throw badRequest(error.message, error.field);
    throw error;
  }
}
