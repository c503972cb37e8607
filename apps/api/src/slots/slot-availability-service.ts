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
import type { Database } from "../db/client.js";
import { hubOpeningHours, hubSlotSettings, hubs, orders } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import { chargeKindAt, type HubHours } from "../catalog/hub-hours.js";
import { listPriceOfSlot, listPricesOf } from "../pricing/service-price.js";

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
 * Places taken in the slots starting in [from, to), by hub and then by the slot's ISO start: an order with a live
 * pre-payment hold counts as held, one whose hold has expired counts as free (the next booking of the slot releases
 * it), every other order of a slot-holding status as booked.
 */
async function loadSlotPlacesOfHubs(
  db: Reader,
  hubIds: readonly number[],
  from: Date,
  to: Date,
  now: Date,
): Promise<Map<number, Map<string, SlotPlaces>>> {
  const rows =
    hubIds.length === 0
      ? []
      : await db
          .select({
            hubId: orders.hubId,
            timeFrom: orders.timeFrom,
            booked: sql<number>`count(*) filter (where ${orders.holdExpiresAt} is null)`.mapWith(Number),
            held: sql<number>`count(*) filter (where ${orders.holdExpiresAt} > ${now})`.mapWith(Number),
          })
          .from(orders)
          .where(
            and(
              inArray(orders.hubId, [...hubIds]),
              gte(orders.timeFrom, from),
              lt(orders.timeFrom, to),
              inArray(orders.status, [...SLOT_HOLDING_STATUSES]),
            ),
          )
          .groupBy(orders.hubId, orders.timeFrom);
  const byHub = new Map<number, Map<string, SlotPlaces>>(hubIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    byHub.get(row.hubId)?.set(row.timeFrom.toISOString(), { booked: row.booked, held: row.held });
  }
  return byHub;
}

async function loadSlotPlaces(
  db: Reader,
  hubId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<Map<string, SlotPlaces>> {
  return (await loadSlotPlacesOfHubs(db, [hubId], from, to, now)).get(hubId) ?? new Map();
}

/** A hub as the day's availability needs it, with its opening hours. */
export interface AvailabilityHub extends HubHours {
  id: number;
  slotCapacity: number;
}

/** The start of a hub's local day and of the next one. */
function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: new Date(instantOfLocalTime(date, 0, 0, timeZone)),
    to: new Date(instantOfLocalTime(addLocalDays(date, 1), 0, 0, timeZone)),
  };
}

/**
 * The 8 slots of each hub's local day (`dateOf` the hub) with their places and state, as the booking form reads
 * them (`readDayAvailability`): the map and the warehouse listing show these. Three queries for all the hubs.
 */
export async function readHubsDayAvailability(
  db: Reader,
  hubsOfDay: readonly AvailabilityHub[],
  dateOf: (hub: AvailabilityHub) => string,
  now: Date,
): Promise<Map<number, SlotAvailability[]>> {
  if (hubsOfDay.length === 0) return new Map();
  const bounds = hubsOfDay.map((hub) => dayBounds(dateOf(hub), hub.timeZone));
  const from = new Date(Math.min(...bounds.map((bound) => bound.from.getTime())));
  const to = new Date(Math.max(...bounds.map((bound) => bound.to.getTime())));
  const ids = hubsOfDay.map((hub) => hub.id);
  const [places, settingRows] = await Promise.all([
    loadSlotPlacesOfHubs(db, ids, from, to, now),
    db
      .select({
        hubId: hubSlotSettings.hubId,
        startsAt: hubSlotSettings.startsAt,
        capacity: hubSlotSettings.capacity,
        closedReason: hubSlotSettings.closedReason,
      })
      .from(hubSlotSettings)
      .where(
        and(
          inArray(hubSlotSettings.hubId, ids),
          gte(hubSlotSettings.startsAt, from),
          lt(hubSlotSettings.startsAt, to),
        ),
      ),
  ]);
  return new Map(
    hubsOfDay.map((hub) => {
      const settings = new Map(
        settingRows.filter((row) => row.hubId === hub.id).map((row) => [row.startsAt.toISOString(), row]),
      );
      const slots = dayAvailability({
        date: dateOf(hub),
        timeZone: hub.timeZone,
        now,
        slotCapacity: hub.slotCapacity,
        places: places.get(hub.id) ?? new Map(),
        settings,
        chargeKindAt: (startsAt) => chargeKindAt(hub, startsAt),
      });
      return [hub.id, slots] as const;
    }),
  );
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
