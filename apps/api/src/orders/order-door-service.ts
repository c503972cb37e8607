import { dockDoorOf, dockDoorRefusal, doorAssignmentRefusal } from "@freight/domain/orders/dock-door";
import { driverDoorAssignedText } from "@freight/domain/notifications/driver-texts";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { eq } from "drizzle-orm";
import { hubs, orders } from "../db/schema/index.js";
import type { StaffCaller } from "../http/caller.js";
import { badRequest, HttpError } from "../http/http-error.js";
import { atStaffHub, noSuchOrder } from "../http/staff-hub-scope.js";
import type { OrderServices } from "./order-booking-service.js";
import { findOrderForUpdate } from "./order-lifecycle-service.js";
import type { OrderRow } from "./order-views.js";

/** An order after a door was given: the door it had before (null for none), and whether the door changed. */
export interface DoorAssignment {
  row: OrderRow;
  before: string | null;
  isChanged: boolean;
}

/**
 * The dispatcher gives the truck of an order at the hub its dock door, or moves it to another. Decided on the order
 * row read under lock: a truck not at the hub is refused (409, in words); the same door again changes nothing. A
 * new door texts the driver who agreed to texts (after the commit; a number that answered STOP gets nothing), and
 * only while it is still the order's door, so parallel assignments never leave the driver with an older door last.
 */
export async function assignOrderDoor(
  services: OrderServices,
  staff: StaffCaller,
  orderId: number,
  door: string,
): Promise<DoorAssignment> {
  const refusal = dockDoorRefusal(door);
  if (refusal) throw badRequest(refusal, "door");
  const name = dockDoorOf(door);
  const now = services.now();
  const assignment = await services.db.transaction(async (tx) => {
    const locked = atStaffHub(staff.staff, await findOrderForUpdate(tx, orderId), () => noSuchOrder(orderId));
    const notAtHub = doorAssignmentRefusal({ number: locked.number, status: locked.status as OrderStatus });
    if (notAtHub) throw new HttpError(409, notAtHub);
    if (locked.door === name) return { row: locked, before: locked.door, isChanged: false };
    const [row] = await tx
      .update(orders)
      .set({ door: name, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    if (!row) throw noSuchOrder(orderId);
    return { row, before: locked.door, isChanged: true };
  });
  if (assignment.isChanged) await textDoorToDriver(services, assignment.row, now);
  return assignment;
}

/** The driver hears of the door if they agreed on the check-in page and it is still the order's door. */
export async function textDoorToDriver(services: OrderServices, order: OrderRow, at: Date): Promise<void> {
  if (!order.driverSmsConsentAt || !order.driverPhone || !order.door) return;
  const [current] = await services.db
    .select({ door: orders.door, hubName: hubs.name, timeZone: hubs.timeZone })
    .from(orders)
    .innerJoin(hubs, eq(hubs.id, orders.hubId))
    .where(eq(orders.id, order.id));
  // A later assignment committed meanwhile: its own text names the door that stands.
  if (!current || current.door !== order.door) return;
  await services.textDriver({
    orderId: order.id,
    phone: order.driverPhone,
    kind: "driverDoorAssigned",
    text: driverDoorAssignedText(
      { number: order.number, hubName: current.hubName, timeZone: current.timeZone },
      order.door,
      at,
    ),
  });
}
