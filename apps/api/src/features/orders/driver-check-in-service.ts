import { isCheckInCodeShape, normalizeCheckInCode } from "@freight/domain/orders/order-codes";
import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { asc, eq } from "drizzle-orm";
import {
  hubs,
  orderNotes,
  orders,
  services as serviceTable,
  temperatureControls,
} from "../../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../../http/http-error.js";
import type { Schemas } from "../../openapi/contract-types.js";
import { formatHubAddress } from "../catalog/catalog-mappers.js";
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

// Unknown codes and codes of finished orders answer alike, so a lookup tells a guesser nothing.
const unknownCode = () => notFound("No open order has this check-in code");

async function orderByCode(services: OrderServices, code: string): Promise<OrderRow> {
  const [order] = await services.db.select().from(orders).where(eq(orders.checkInCode, code)).limit(1);
  if (!order) throw unknownCode();
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
    driverPhone: order.driverPhone,
    truckNumber: order.truckNumber,
    trailerNumber: order.trailerNumber,
    checkedInAt: order.checkedInAt?.toISOString() ?? null,
  };
}

async function hubNameOf(services: OrderServices, hubId: number): Promise<string> {
  const [hub] = await services.db.select({ name: hubs.name }).from(hubs).where(eq(hubs.id, hubId)).limit(1);
  return hub?.name ?? "";
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
  const [[hub], [service], notes, [temperature]] = await Promise.all([
    services.db.select().from(hubs).where(eq(hubs.id, order.hubId)).limit(1),
    services.db
      .select({ id: serviceTable.id, name: serviceTable.name })
      .from(serviceTable)
      .where(eq(serviceTable.id, order.serviceId))
      .limit(1),
    services.db
      .select({ note: orderNotes.note })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
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
    hub: {
      id: hub.id,
      name: hub.name,
      address: formatHubAddress(hub),
      latitude: hub.latitude,
      longitude: hub.longitude,
      minimalCharge: hub.minimalCharge,
      timeZone: hub.timeZone,
    },
    timeFrom: order.timeFrom.toISOString(),
    timeTo: order.timeTo.toISOString(),
    quantity: order.quantity,
    notes: notes.map((note) => note.note).filter((note) => note !== ""),
    temperatureControl: temperature?.name ?? "",
  };
}

/**
 * The driver checks in: driver, truck and trailer details are stored and the order moves to arrivedToHub
 * (from new or accepted). A driver already checked in may correct the details; any other status is 409.
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
      .for("update")
      .limit(1);
    if (!locked) throw unknownCode();
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
    if (locked.status !== OrderStatus.New && locked.status !== OrderStatus.Accepted) {
      throw new HttpError(409, `Order ${locked.number} is ${locked.status}; check-in is closed`);
    }
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
