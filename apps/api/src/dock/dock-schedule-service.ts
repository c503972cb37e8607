import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { SLOT_HOLDING_STATUSES } from "@freight/domain/orders/order-lifecycle";
import { SLOT_START_HOURS, slotStartForLocal } from "@freight/domain/time/time-slots";
import { addLocalDays, instantOfLocalTime } from "@freight/domain/time/zoned-time";
import type { Database } from "../db/client.js";
import { hubSlotSettings, hubs, orders, users } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { arrivalOfRow } from "../orders/order-arrival.js";
import { readDayAvailability } from "../slots/slot-availability-service.js";

type DockDay = Schemas["DockDay"];
type DockSlotChange = Schemas["DockSlotChange"];

/** What a dock-day call answers for a hub that does not exist, and for another hub's to a dispatcher. */
export function noSuchHub(hubId: number): HttpError {
  return notFound(`There is no hub with id ${hubId}`);
}

async function findHub(db: Pick<Database, "select">, hubId: number) {
  const [hub] = await db
    .select({ id: hubs.id, name: hubs.name, timeZone: hubs.timeZone, slotCapacity: hubs.slotCapacity })
    .from(hubs)
    .where(eq(hubs.id, hubId));
  if (!hub) throw noSuchHub(hubId);
  return hub;
}

/**
 * A hub's local day at the docks: each slot's places and state (the same rule bookings use), what the hub
 * team set for it, and the orders holding its places (earliest booked first).
 */
export async function readDockDay(db: Database, hubId: number, date: string, now: Date): Promise<DockDay> {
  const hub = await findHub(db, hubId);
  const from = new Date(instantOfLocalTime(date, 0, 0, hub.timeZone));
  const to = new Date(instantOfLocalTime(addLocalDays(date, 1), 0, 0, hub.timeZone));
  const [slots, settings, dayOrders] = await Promise.all([
    readDayAvailability(db, hub.id, date, now),
    db
      .select()
      .from(hubSlotSettings)
      .where(
        and(
          eq(hubSlotSettings.hubId, hub.id),
          gte(hubSlotSettings.startsAt, from),
          lt(hubSlotSettings.startsAt, to),
        ),
      ),
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        timeFrom: orders.timeFrom,
        customerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        driverName: orders.driverName,
        truckNumber: orders.truckNumber,
        quantity: orders.quantity,
        holdExpiresAt: orders.holdExpiresAt,
        checkedInAt: orders.checkedInAt,
        arrivalTiming: orders.arrivalTiming,
        door: orders.door,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .where(
        and(
          eq(orders.hubId, hub.id),
          gte(orders.timeFrom, from),
          lt(orders.timeFrom, to),
          inArray(orders.status, [...SLOT_HOLDING_STATUSES]),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id)),
  ]);
  const settingOf = new Map(settings.map((row) => [row.startsAt.toISOString(), row]));
  return {
    hub,
    date,
    slots: slots.map(({ date: _date, ...slot }) => {
      const setting = settingOf.get(slot.startsAt);
      return {
        ...slot,
        closedReason: setting?.closedReason ?? null,
        isCapacitySet: setting?.capacity != null,
        orders: dayOrders
          .filter((order) => order.timeFrom.toISOString() === slot.startsAt)
          // An expired hold no longer has a place (the next booking of the slot releases it).
          .filter((order) => order.holdExpiresAt === null || order.holdExpiresAt > now)
          .map((order) => ({
            id: order.id,
            number: order.number,
            status: order.status as DockDay["slots"][number]["orders"][number]["status"],
            customerName: order.customerName,
            driverName: order.driverName,
            truckNumber: order.truckNumber,
            quantity: order.quantity,
            isHeld: order.holdExpiresAt !== null,
            checkedInAt: order.checkedInAt?.toISOString() ?? null,
            // The one arrival record the gate board reads: a driver waiting at the gate is not checked in.
            arrival: arrivalOfRow(order),
            door: order.door,
          })),
      };
    }),
  };
}

/**
 * Closes or reopens slots of a day, or sets their places. Listed slots that have started are refused (409);
 * without a list, the day's slots that have not started change. Orders already in a slot keep their place:
 * a closure or a lower capacity applies to bookings made after it.
 */
export async function changeDockSlots(
  db: Database,
  hubId: number,
  change: DockSlotChange,
  now: Date,
): Promise<DockDay> {
  if (change.capacity === undefined && change.closedReason === undefined) {
    throw badRequest("Send capacity or closedReason (null undoes it)", "capacity");
  }
  const closedReason = change.closedReason === undefined ? undefined : (change.closedReason?.trim() ?? null);
  if (closedReason === "") throw badRequest("closedReason must say why the slots are closed", "closedReason");
  const hub = await findHub(db, hubId);
  const hours = change.startHours ?? SLOT_START_HOURS;
  const starts = hours.map((hour) => new Date(slotStartForLocal(change.date, hour, hub.timeZone)));
  const started = starts.filter((start) => start.getTime() <= now.getTime());
  if (change.startHours && started.length > 0) {
    throw new HttpError(409, "A slot that has already started cannot be changed");
  }
  const upcoming = starts.filter((start) => start.getTime() > now.getTime());
  if (upcoming.length === 0) throw new HttpError(409, "Every slot of this day has already started");
  const set = {
    ...(change.capacity === undefined ? {} : { capacity: change.capacity }),
    ...(closedReason === undefined ? {} : { closedReason }),
    updatedAt: now,
  };
  await db
    .insert(hubSlotSettings)
    .values(
      upcoming.map((startsAt) => ({ hubId: hub.id, startsAt, capacity: null, closedReason: null, ...set })),
    )
    .onConflictDoUpdate({ target: [hubSlotSettings.hubId, hubSlotSettings.startsAt], set });
  return readDockDay(db, hub.id, change.date, now);
}
