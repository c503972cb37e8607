import { arrivalTiming } from "@freight/domain/orders/check-in-window";
import type { Tx } from "../db/client.js";
import {
  driverCheckInOutcome,
  isCheckInCodeLive,
  maskPhoneNumber,
} from "@freight/domain/orders/driver-check-in";
import { isCheckInCodeShape, normalizeCheckInCode } from "@freight/domain/orders/order-codes";
import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus, type OrderStatus as OrderStatusValue } from "@freight/domain/orders/order-status";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { eq } from "drizzle-orm";
import {
  hubs,
  orders,
  orderStatusChanges,
  services as serviceTable,
  temperatureControls,
} from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { toOrderHub } from "../catalog/catalog-mappers.js";
import { createMessage } from "../notifications/messages.js";
import type { OrderServices } from "./order-booking-service.js";
import { arrivalOfRow, checkInWindowOfOrder, vehicleWords, waitingArrivalWords } from "./order-arrival.js";
import { transitionOrder, type OrderEvent } from "./order-lifecycle-service.js";
import type { OrderRow } from "./order-views.js";

type HubRow = typeof hubs.$inferSelect;

/** The canonical code, or 400 when the text cannot be a check-in code at all. */
function codeOf(text: string, field: string): string {
  if (!isCheckInCodeShape(text)) {
    throw badRequest(`${field} must be the 10-character check-in code from the booking`, field);
  }
  return normalizeCheckInCode(text);
}

// Unknown codes and codes of finished orders (closed, failed, cancelled in any way) answer alike, status
// and body, so a lookup tells a guesser nothing and a finished order's driver stays private.
const unknownCode = () => notFound("No open order has this check-in code");

function isLive(order: OrderRow | undefined): order is OrderRow {
  return order !== undefined && isCheckInCodeLive(order.status as OrderStatusValue);
}

async function orderByCode(services: OrderServices, code: string): Promise<OrderRow> {
  const [order] = await services.db.select().from(orders).where(eq(orders.checkInCode, code)).limit(1);
  if (!isLive(order)) throw unknownCode();
  return order;
}

function toCheckIn(order: OrderRow, hub: HubRow): Schemas["DriverCheckIn"] {
  const window = checkInWindowOfOrder(order, hub);
  return {
    orderId: order.id,
    number: order.number,
    status: order.status as Schemas["OrderStatus"],
    hubName: hub.name,
    hubPhone: hub.phone,
    hubTimeZone: hub.timeZone,
    timeFrom: order.timeFrom.toISOString(),
    timeTo: order.timeTo.toISOString(),
    checkInOpensAt: window.opensAt,
    checkInClosesAt: window.closesAt,
    driverName: order.driverName,
    // The code is the only credential: whoever holds it sees the driver's phone masked, not harvestable.
    driverPhone: maskPhoneNumber(order.driverPhone),
    truckNumber: order.truckNumber,
    trailerNumber: order.trailerNumber,
    checkedInAt: order.checkedInAt?.toISOString() ?? null,
    arrival: arrivalOfRow(order),
    door: order.door,
  };
}

/** The order's hub; FOR SHARE inside the check-in, so its window cannot change before the check-in commits. */
async function hubOf(db: Pick<Tx, "select">, hubId: number, lock = false): Promise<HubRow> {
  const query = db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1);
  const [hub] = lock ? await query.for("share") : await query;
  if (!hub) throw unknownCode();
  return hub;
}

/** What the gate answers for a code no order has, and for another hub's order (src/http/staff-hub-scope.ts). */
export const noOrderWithCode = () => notFound("No order has this check-in code");

/** The order a check-in code belongs to, whatever its status (staff at the gate), or undefined. */
export async function findOrderByCode(
  services: OrderServices,
  codeText: string,
): Promise<OrderRow | undefined> {
  const code = codeOf(codeText, "checkincode");
  const [order] = await services.db.select().from(orders).where(eq(orders.checkInCode, code)).limit(1);
  return order;
}

export async function getDriverCheckIn(
  services: OrderServices,
  codeText: string,
): Promise<Schemas["DriverCheckIn"]> {
  const order = await orderByCode(services, codeOf(codeText, "checkincode"));
  return toCheckIn(order, await hubOf(services.db, order.hubId));
}

export async function getDriverOrderInfo(
  services: OrderServices,
  codeText: string,
): Promise<Schemas["DriverOrderInfo"]> {
  const order = await orderByCode(services, codeOf(codeText, "checkincode"));
  // What the gate needs: hub, slot, service, quantity, temperature. No customer notes or contacts.
  const [[hub], [service], [temperature]] = await Promise.all([
    services.db.select().from(hubs).where(eq(hubs.id, order.hubId)).limit(1),
    services.db
      .select({ id: serviceTable.id, name: serviceTable.name })
      .from(serviceTable)
      .where(eq(serviceTable.id, order.serviceId))
      .limit(1),
    order.temperatureControlId === null
      ? Promise.resolve([])
      : services.db
          .select({ name: temperatureControls.name })
          .from(temperatureControls)
          .where(eq(temperatureControls.id, order.temperatureControlId))
          .limit(1),
  ]);
  if (!hub || !service) throw unknownCode();
  const window = checkInWindowOfOrder(order, hub);
  return {
    orderId: order.id,
    number: order.number,
    status: order.status as Schemas["OrderStatus"],
    service,
    hub: toOrderHub(hub),
    timeFrom: order.timeFrom.toISOString(),
    timeTo: order.timeTo.toISOString(),
    quantity: order.quantity,
    temperatureControl: temperature?.name ?? "",
    hubPhone: hub.phone,
    truckNumber: order.truckNumber,
    trailerNumber: order.trailerNumber,
    checkInOpensAt: window.opensAt,
    checkInClosesAt: window.closesAt,
    arrival: arrivalOfRow(order),
  };
}

/**
 * The driver checks in, decided on the order row and its hub read under lock in this transaction
 * (driverCheckInOutcome): an accepted order inside the hub's check-in window moves to arrivedToHub; otherwise the
 * arrival is recorded (early, on time or late) and waits at the gate, to be accepted (a new order) or let in, with
 * one timeline entry and one message to the customer. The same arrival again, or a driver already in, only
 * corrects the details; a later working status is 409, and a finished order's code answers like an unknown one.
 */
export async function updateDriverCheckIn(
  services: OrderServices,
  update: Schemas["DriverCheckInUpdate"],
): Promise<Schemas["DriverCheckIn"]> {
  const code = codeOf(update.checkInCode, "checkInCode");
  const now = services.now();
  const events: OrderEvent[] = [];
  const { order, hub } = await services.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(eq(orders.checkInCode, code))
      .for("no key update")
      .limit(1);
    if (!isLive(locked)) throw unknownCode();
    const details = {
      driverName: update.driverName.trim(),
      driverPhone: update.driverPhone.trim(),
      truckNumber: update.truckNumber.trim(),
      trailerNumber: update.trailerNumber.trim(),
    };
    for (const [field, value] of Object.entries(details)) {
      if (value === "" && field !== "trailerNumber") throw badRequest(`${field} must not be blank`, field);
    }
    // The box on the check-in page, unticked by default: ticked records when the driver agreed to texts (kept from
    // the first time while it stays ticked), unticked withdraws it.
    const consent = {
      driverSmsConsentAt: update.smsConsent === true ? (locked.driverSmsConsentAt ?? now) : null,
    };
    const hub = await hubOf(tx, locked.hubId, true);
    const window = checkInWindowOfOrder(locked, hub);
    const timing = arrivalTiming(now, window);
    const outcome = driverCheckInOutcome(
      { status: locked.status as OrderStatusValue, arrival: arrivalOfRow(locked) },
      timing,
    );
    if (outcome.kind === "refuse") throw new HttpError(409, `Order ${locked.number}: ${outcome.reason}`);
    if (outcome.kind === "correct") {
      const [row] = await tx
        .update(orders)
        .set({ ...details, ...consent, updatedAt: now })
        .where(eq(orders.id, locked.id))
        .returning();
      return { order: row ?? locked, hub };
    }
    const [arrived] = await tx
      .update(orders)
      .set({ ...details, ...consent, checkedInAt: now, arrivalTiming: timing, updatedAt: now })
      .where(eq(orders.id, locked.id))
      .returning();
    if (!arrived) throw unknownCode();
    if (outcome.kind === "arrive") {
      const { row, event } = await transitionOrder(
        tx,
        arrived,
        OrderStatus.ArrivedToHub,
        { kind: OrderActor.Driver },
        now,
        `Checked in on ${formatZonedDateTime(now, hub.timeZone)} (${vehicleWords(details)})`,
      );
      events.push(event);
      return { order: row, hub };
    }
    // Waiting at the gate: no status changes, but the timeline and the customer hear of the arrival now.
    const arrival = arrivalOfRow(arrived);
    if (!arrival) throw unknownCode();
    const text = waitingArrivalWords(arrived, arrival, window, hub);
    await tx.insert(orderStatusChanges).values({
      orderId: arrived.id,
      fromStatus: arrived.status,
      toStatus: arrived.status,
      actor: OrderActor.Driver,
      note: text,
      createdAt: now,
    });
    const title = `Order ${arrived.number}`;
    await createMessage(tx, arrived.customerId, "driverArrived", {
      title,
      text: `Order ${arrived.number}: ${text}`,
      button1Text: "View order",
      button1Command: `/dashboard/order-details/${arrived.id}`,
    });
    events.push({
      kind: "driverArrived",
      customerId: arrived.customerId,
      orderId: arrived.id,
      title,
      text: `Order ${arrived.number}: ${text}`,
    });
    return { order: arrived, hub };
  });
  await services.notify(events);
  return toCheckIn(order, hub);
}
