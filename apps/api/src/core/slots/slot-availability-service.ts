import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { SLOT_HOLDING_STATUSES } from "@freight/domain/orders/order-lifecycle";
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
import { takesWorkAt, type HubHours } from "../catalog/hub-hours.js";

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

/** The 8 slots of a hub's local day with their places and state; 404 for an unknown hub. */
export async function readDayAvailability(
  db: Database,
  hubId: number,
  date: string,
  now: Date,
): Promise<SlotAvailability[]> {
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
  const [hours, settings, places] = await Promise.all([
    loadHubHours(db, hub),
    loadSlotSettings(db, hub.id, from, to),
    loadSlotPlaces(db, hub.id, from, to, now),
  ]);
  return dayAvailability({
    date,
    timeZone: hub.timeZone,
    now,
    slotCapacity: hub.slotCapacity,
    places,
    settings,
    takesWorkAt: (startsAt) => takesWorkAt(hours, startsAt),
  });
}
