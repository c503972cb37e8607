import { DRIVER_CHECK_IN_STATUSES } from "@freight/domain/orders/driver-check-in";
import { SLOT_HOLDING_STATUSES } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { addLocalDays, instantOfLocalTime } from "@freight/domain/time/zoned-time";
import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { hubs, orders, users } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";
import { arrivalOfRow, checkInWindowOfOrder } from "../orders/order-arrival.js";
import { noSuchHub } from "./dock-schedule-service.js";

type GateBoard = Schemas["GateBoard"];
type GateOrder = GateBoard["waiting"][number];

const byArrival = (a: GateOrder, b: GateOrder) =>
  (a.arrival?.arrivedAt ?? "").localeCompare(b.arrival?.arrivedAt ?? "") || a.id - b.id;
const bySlot = (a: GateOrder, b: GateOrder) => a.timeFrom.localeCompare(b.timeFrom) || a.id - b.id;

/**
 * A hub's gate, from the same arrival record the driver's page, the timeline and the customer's message show
 * (arrivalOf): drivers waiting at the gate (to be accepted, or let in early or late) whatever their slot's day,
 * drivers let in who are at the hub now or arrived, or had their slot, on the date, and the date's orders with no
 * arrival yet.
 */
export async function readGateBoard(
  db: Database,
  hubId: number,
  date: string,
  now: Date,
): Promise<GateBoard> {
  const [hub] = await db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1);
  if (!hub) throw noSuchHub(hubId);
  const from = new Date(instantOfLocalTime(date, 0, 0, hub.timeZone));
  const to = new Date(instantOfLocalTime(addLocalDays(date, 1), 0, 0, hub.timeZone));
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      timeFrom: orders.timeFrom,
      timeTo: orders.timeTo,
      customerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      driverName: orders.driverName,
      truckNumber: orders.truckNumber,
      trailerNumber: orders.trailerNumber,
      checkedInAt: orders.checkedInAt,
      arrivalTiming: orders.arrivalTiming,
      door: orders.door,
      holdExpiresAt: orders.holdExpiresAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(
      and(
        eq(orders.hubId, hub.id),
        inArray(orders.status, [...SLOT_HOLDING_STATUSES]),
        or(
          and(isNotNull(orders.checkedInAt), inArray(orders.status, [...DRIVER_CHECK_IN_STATUSES])),
          eq(orders.status, OrderStatus.ArrivedToHub),
          and(gte(orders.timeFrom, from), lt(orders.timeFrom, to)),
          and(gte(orders.checkedInAt, from), lt(orders.checkedInAt, to)),
        ),
      ),
    )
    .orderBy(asc(orders.timeFrom), asc(orders.id));
  const board: GateBoard = {
    hub: { id: hub.id, name: hub.name, timeZone: hub.timeZone, phone: hub.phone },
    date,
    waiting: [],
    checkedIn: [],
    expected: [],
  };
  for (const row of rows) {
    const arrival = arrivalOfRow(row);
    const window = checkInWindowOfOrder(row, hub);
    const entry: GateOrder = {
      id: row.id,
      number: row.number,
      status: row.status as GateOrder["status"],
      customerName: row.customerName,
      driverName: row.driverName,
      truckNumber: row.truckNumber,
      trailerNumber: row.trailerNumber,
      timeFrom: row.timeFrom.toISOString(),
      timeTo: row.timeTo.toISOString(),
      checkInOpensAt: window.opensAt,
      checkInClosesAt: window.closesAt,
      arrival,
      door: row.door,
    };
    const isOnDate = row.timeFrom >= from && row.timeFrom < to;
    if (arrival?.waitingFor) board.waiting.push(entry);
    else if (arrival) board.checkedIn.push(entry);
    // An expired pre-payment hold no longer has a place (the dock day leaves it out too).
    else if (isOnDate && (row.holdExpiresAt === null || row.holdExpiresAt > now)) board.expected.push(entry);
  }
  board.waiting.sort(byArrival);
  board.checkedIn.sort(byArrival);
  board.expected.sort(bySlot);
  return board;
}
