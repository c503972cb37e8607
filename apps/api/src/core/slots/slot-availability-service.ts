import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { SLOT_HOLDING_STATUSES } from "@freight/domain/orders/order-lifecycle";
import { calculateFeeCents } from "@freight/domain/pricing/fee";
import {
  dayAvailability,
  type SlotAvailability,
  type SlotPlaces,
  type SlotSetting,
} from "@freight/domain/time/slot-availability";
import { addLocalDays, instantOfLocalTime } from "@freight/domain/time/zoned-time";
import type { Database } from "../../db/client.js";
import { hubOpeningHours, hubSlotSettings, hubs, orders } from "../../db/schema/index.js";
import { notFound } from "../../http/http-error.js";
import { chargeKindAt, type HubHours } from "../catalog/hub-hours.js";
import { listPriceOfSlot, listPricesOf } from "../catalog/service-price.js";

type Reader = Pick<Database, "select">;

/** The hub's own hours, as the slot rules need them. */
export async function loadHubHours(
  db: Reader,
  hub: { id: number; timeZone: string; features: HubHours["features"] },
): Promise<HubHours> {
  const openingHours = await db
    .select({
      weekday: hubOpeningHours.weekday,
      opensAt: hubOpeningHours.opensAt,
      closesAt: hubOpeningHours.closesAt,
    })
    .from(hubOpeningHours)
    .where(eq(hubOpeningHours.hubId, hub.id));
  return { timeZone: hub.timeZone, features: hub.features, openingHours };
}

/** The hub team's settings of the slots starting in [from, to), by the slot's ISO start. */
export async function loadSlotSettings(
  db: Reader,
  hubId: number,
  from: Date,
  to: Date,
): Promise<Map<string, SlotSetting>> {
  const rows = await db
    .select({
      startsAt: hubSlotSettings.startsAt,
      capacity: hubSlotSettings.capacity,
      closedReason: hubSlotSettings.closedReason,
    })
    .from(hubSlotSettings)
    .where(
      and(
        eq(hubSlotSettings.hubId, hubId),
        gte(hubSlotSettings.startsAt, from),
        lt(hubSlotSettings.startsAt, to),
      ),
    );
  return new Map(rows.map((row) => [row.startsAt.toISOString(), row]));
}

/**
 * Places taken in the slots starting in [from, to): an order with a live pre-payment hold counts as held, one
 * whose hold has expired counts as free (the next booking of the slot releases it), every other order of a
 * slot-holding status as booked.
 */
async function loadSlotPlaces(
  db: Reader,
  hubId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<Map<string, SlotPlaces>> {
  const rows = await db
    .select({
      timeFrom: orders.timeFrom,
      booked: sql<number>`count(*) filter (where ${orders.holdExpiresAt} is null)`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${orders.holdExpiresAt} > ${now})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.hubId, hubId),
        gte(orders.timeFrom, from),
        lt(orders.timeFrom, to),
        inArray(orders.status, [...SLOT_HOLDING_STATUSES]),
      ),
    )
    .groupBy(orders.timeFrom);
  return new Map(rows.map((row) => [row.timeFrom.toISOString(), { booked: row.booked, held: row.held }]));
}

/** A slot with what booking it costs on top of the service: its fee in cents (null when not known). */
export interface PricedSlotAvailability extends SlotAvailability {
  /** The slot's fee for the service asked about (0 in business hours); null without a service, when the hub does not offer it, or outside the hours it takes work. */
  fee: number | null;
}

/**
 * The 8 slots of a hub's local day with their places, state and charge kind; with a service, each slot's fee
 * for it (the hub's hour fees of the slot's pricing tier, by the domain's calculateFeeCents). 404 for an unknown hub.
 */
export async function readDayAvailability(
  db: Database,
  hubId: number,
  date: string,
  now: Date,
  { serviceId }: { serviceId?: number } = {},
): Promise<PricedSlotAvailability[]> {
  const [hub] = await db
    .select({
      id: hubs.id,
      timeZone: hubs.timeZone,
      features: hubs.features,
      slotCapacity: hubs.slotCapacity,
    })
    .from(hubs)
    .where(eq(hubs.id, hubId));
  if (!hub) throw notFound(`There is no hub with id ${hubId}`);
  const from = new Date(instantOfLocalTime(date, 0, 0, hub.timeZone));
  const to = new Date(instantOfLocalTime(addLocalDays(date, 1), 0, 0, hub.timeZone));
  const [hours, settings, places, prices] = await Promise.all([
    loadHubHours(db, hub),
    loadSlotSettings(db, hub.id, from, to),
    loadSlotPlaces(db, hub.id, from, to, now),
    serviceId === undefined ? [] : listPricesOf(db, hub.id, serviceId),
  ]);
  const slots = dayAvailability({
    date,
    timeZone: hub.timeZone,
    now,
    slotCapacity: hub.slotCapacity,
    places,
    settings,
    chargeKindAt: (startsAt) => chargeKindAt(hours, startsAt),
  });
  return slots.map((slot) => {
    const list = listPriceOfSlot(prices, { startsAt: slot.startsAt, timeZone: hub.timeZone });
    const fee =
      list && slot.feeType !== null
        ? calculateFeeCents({
            chargeKind: slot.feeType,
            firstHourFeeCents: list.firstHourFee,
            secondHourFeeCents: list.secondHourFee,
            afterHoursFeeCents: list.afterHoursFee,
          })
        : null;
    return { ...slot, fee };
  });
}
