import {
  driverCheckInRefusal,
  isCheckInCodeLive,
  maskPhoneNumber,
} from "@freight/domain/orders/driver-check-in";
import { isCheckInCodeShape, normalizeCheckInCode } from "@freight/domain/orders/order-codes";
import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus, type OrderStatus as OrderStatusValue } from "@freight/domain/orders/order-status";
import { eq } from "drizzle-orm";
import { hubs, orders, services as serviceTable, temperatureControls } from "../../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../../http/http-error.js";
import type { Schemas } from "../../openapi/contract-types.js";
import { toOrderHub } from "../catalog/catalog-mappers.js";
import type { OrderServices } from "./order-booking-service.js";
import { transitionOrder, type OrderEvent } from "./order-lifecycle-service.js";
import type { OrderRow } from "./order-views.js";

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

function toCheckIn(order: OrderRow, hubName: string): Schemas["DriverCheckIn"] {
  return {
    orderId: order.id,
    number: order.number,
    status: order.status as Schemas["OrderStatus"],
    hubName,
    timeFrom: order.timeFrom.toISOString(),
    timeTo: order.timeTo.toISOString(),
    driverName: order.driverName,
    // The code is the only credential: whoever holds it sees the driver's phone masked, not harvestable.
    driverPhone: maskPhoneNumber(order.driverPhone),
    truckNumber: order.truckNumber,
    trailerNumber: order.trailerNumber,
    checkedInAt: order.checkedInAt?.toISOString() ?? null,
  };
}

async function hubNameOf(services: OrderServices, hubId: number): Promise<string> {
  const [hub] = await services.db.select({ name: hubs.name }).from(hubs).where(eq(hubs.id, hubId)).limit(1);
  return hub?.name ?? "";
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
  return toCheckIn(order, await hubNameOf(services, order.hubId));
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
  };
}

/**
 * The driver checks in: driver, truck and trailer details are stored and the order moves to arrivedToHub
 * (from new or accepted). A driver already checked in may correct the details; a later working status is
 * 409, and a finished order's code answers like an unknown one.
 */
export async function updateDriverCheckIn(
  services: OrderServices,
  update: Schemas["DriverCheckInUpdate"],
): Promise<Schemas["DriverCheckIn"]> {
  const code = codeOf(update.checkInCode, "checkInCode");
  const now = services.now();
  const events: OrderEvent[] = [];
  const order = await services.db.transaction(async (tx) => {
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
    if (locked.status === OrderStatus.ArrivedToHub) {
      const [row] = await tx
        .update(orders)
        .set({ ...details, updatedAt: now })
        .where(eq(orders.id, locked.id))
        .returning();
      return row ?? locked;
    }
    const refusal = driverCheckInRefusal(locked.status as OrderStatusValue);
    if (refusal) throw new HttpError(409, `Order ${locked.number}: ${refusal}`);
    await tx
      .update(orders)
      .set({ ...details, checkedInAt: now, updatedAt: now })
      .where(eq(orders.id, locked.id));
    const { row, event } = await transitionOrder(
      tx,
      { ...locked, ...details },
      OrderStatus.ArrivedToHub,
      { kind: OrderActor.Driver },
      now,
      `Truck ${details.truckNumber}${details.trailerNumber ? `, trailer ${details.trailerNumber}` : ""}`,
    );
    events.push(event);
    return row;
  });
  await services.notify(events);
  return toCheckIn(order, await hubNameOf(services, order.hubId));
}
