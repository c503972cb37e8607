import { calculateLinePrice } from "@freight/domain/pricing/line-price";
import {
  effectiveMinimalChargeCents,
  minimalChargeForServiceCents,
} from "@freight/domain/pricing/minimal-charge";
import { slotBookingProblem, slotBookingProblemMessage } from "@freight/domain/time/time-slots";
import { addLocalDays, parseLocalDate } from "@freight/domain/time/zoned-time";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { customerServicePrices, hubOpeningHours, hubServicePrices, users } from "../db/schema/index.js";
import { badRequest, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { findHub, findService, type HubRow } from "../catalog/catalog-service.js";
import { chargeKindAt, outsideHoursRefusal } from "../catalog/hub-hours.js";
import { slotServicePrice } from "./service-price.js";
import {
  listAccountHubRows,
  listAccountServiceRows,
  requireOnAccountList,
} from "../catalog/account-catalog.js";
import { accountPriceRange } from "@freight/domain/catalog/account-catalog";

export interface PriceQuoteInput {
  hubId: number;
  serviceId: number;
  /** ISO 8601 instant the service starts. */
  dateTime: string;
  /** When given, `price` is the line price for this quantity (minimum charge applied). */
  quantity?: number;
  /** The signed-in customer asking: their own minimum charge replaces the hub's. */
  customerId?: number;
  now: Date;
}

/** The longest date range a min/max price request may span. */
const maxPriceRangeDays = 92;

async function openingHoursOf(db: Database, hubId: number) {
  return db
    .select({
      weekday: hubOpeningHours.weekday,
      opensAt: hubOpeningHours.opensAt,
      closesAt: hubOpeningHours.closesAt,
    })
    .from(hubOpeningHours)
    .where(eq(hubOpeningHours.hubId, hubId))
    .orderBy(asc(hubOpeningHours.weekday));
}

async function customerMinimalChargeCents(db: Database, customerId: number | undefined): Promise<number> {
  if (customerId === undefined) return 0;
  const [customer] = await db
    .select({ minimalChargeCents: users.minimalChargeCents })
    .from(users)
    .where(eq(users.id, customerId))
    .limit(1);
  return customer?.minimalChargeCents ?? 0;
}

function checkSlot(hub: HubRow, dateTime: string, now: Date): void {
  const problem = slotBookingProblem({ startsAt: dateTime, timeZone: hub.timeZone, now });
  if (problem !== null) {
    throw badRequest(
      slotBookingProblemMessage(problem, { field: "dateTime", timeZone: hub.timeZone }),
      "dateTime",
    );
  }
}

/**
 * Quotes a service at a hub for a slot: the price of the slot's tier (the customer's own rate when they have one)
 * and the hour fees, with the fee type from the hub's opening hours on its own clock and what it offers outside
 * them (business hours, after hours or a call fee); 400 for a time the hub takes no work at.
 */
export async function quotePrice(db: Database, input: PriceQuoteInput): Promise<Schemas["PriceQuote"]> {
  const hub = await findHub(db, input.hubId);
  const service = await findService(db, input.serviceId);
  await requireOnAccountList(db, input.customerId, hub, service);
  checkSlot(hub, input.dateTime, input.now);

  const price = await slotServicePrice(db, {
    hubId: hub.id,
    serviceId: service.id,
    timeZone: hub.timeZone,
    startsAt: input.dateTime,
    customerId: input.customerId,
  });
  if (!price) throw notFound(`${hub.name} does not offer ${service.name}`);

  const openingHours = await openingHoursOf(db, hub.id);
  const feeType = chargeKindAt(
    { timeZone: hub.timeZone, features: hub.features, openingHours },
    new Date(input.dateTime),
  );
  if (feeType === null) throw badRequest(outsideHoursRefusal(hub.name), "dateTime");

  const unitPrice =
    input.quantity === undefined
      ? price.price
      : calculateLinePrice({
          unitPriceCents: price.price,
          quantity: input.quantity,
          hubMinimalChargeCents: minimalChargeForServiceCents(
            service.type,
            effectiveMinimalChargeCents(
              hub.minimalCharge,
              await customerMinimalChargeCents(db, input.customerId),
            ),
          ),
        }).lineCents;
  return {
    price: unitPrice,
    feeType,
    firstHourFee: price.firstHourFee,
    secondHourFee: price.secondHourFee,
    afterHoursFee: price.afterHoursFee,
    pricingTier: price.pricingTier,
    rateSource: price.rateSource,
  };
}

export interface MinMaxPriceInput {
  hubIds?: number[];
  serviceId?: number;
  dateFrom: string;
  dateTo?: string;
}

function checkDateRange(dateFrom: string, dateTo: string): void {
  for (const [field, value] of [
    ["dateFrom", dateFrom],
    ["dateTo", dateTo],
  ] as const) {
    try {
      parseLocalDate(value);
    } catch {
      throw badRequest(`${field} must be a calendar date in YYYY-MM-DD form`, field);
    }
  }
  if (dateTo < dateFrom) throw badRequest("dateTo must not be before dateFrom", "dateTo");
  if (addLocalDays(dateFrom, maxPriceRangeDays) < dateTo) {
    throw badRequest(`The date range must not span more than ${maxPriceRangeDays} days`, "dateTo");
  }
}

/**
 * Lowest and highest unit price per hub and service over the pricing tiers a slot in the range may carry
 * (Regular, Peak, Best). Tiers are not tied to particular dates yet, so every date in range can see each of them.
 * Only the hubs and services on the account's list are priced (the public ones for a visitor), each tier at the
 * account's own rate where it has one: the same prices its quotes and bookings get.
 */
export async function minMaxPrices(
  db: Database,
  input: MinMaxPriceInput,
  accountId?: number,
): Promise<Schemas["MinMaxPriceList"]> {
  checkDateRange(input.dateFrom, input.dateTo ?? input.dateFrom);
  const [hubRows, serviceRows] = await Promise.all([
    listAccountHubRows(db, accountId),
    listAccountServiceRows(db, accountId),
  ]);
  const asked = input.hubIds && input.hubIds.length > 0 ? new Set(input.hubIds) : null;
  const hubIds = hubRows.map((hub) => hub.id).filter((id) => asked === null || asked.has(id));
  const serviceIds = serviceRows
    .map((service) => service.id)
    .filter((id) => input.serviceId === undefined || id === input.serviceId);
  if (hubIds.length === 0 || serviceIds.length === 0) return { items: [] };
  const [listRows, ownRows] = await Promise.all([
    db
      .select({
        hubId: hubServicePrices.hubId,
        serviceId: hubServicePrices.serviceId,
        pricingTier: hubServicePrices.pricingTier,
        price: hubServicePrices.price,
      })
      .from(hubServicePrices)
      .where(and(inArray(hubServicePrices.hubId, hubIds), inArray(hubServicePrices.serviceId, serviceIds)))
      .orderBy(
        asc(hubServicePrices.hubId),
        asc(hubServicePrices.serviceId),
        asc(hubServicePrices.pricingTier),
      ),
    accountId === undefined
      ? Promise.resolve([])
      : db
          .select({
            hubId: customerServicePrices.hubId,
            serviceId: customerServicePrices.serviceId,
            pricingTier: customerServicePrices.pricingTier,
            price: customerServicePrices.price,
          })
          .from(customerServicePrices)
          .where(eq(customerServicePrices.userId, accountId)),
  ]);
  const key = (row: { hubId: number; serviceId: number }) => `${row.hubId}:${row.serviceId}`;
  const groupBy = <T extends { hubId: number; serviceId: number }>(rows: readonly T[]) => {
    const groups = new Map<string, T[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  const listed = groupBy(listRows);
  const own = groupBy(ownRows);
  const items: Schemas["MinMaxPriceList"]["items"] = [];
  for (const [pair, rows] of listed) {
    const range = accountPriceRange(rows, own.get(pair) ?? []);
    const first = rows[0];
    if (range && first) items.push({ hubId: first.hubId, serviceId: first.serviceId, ...range });
  }
  return { items };
}
