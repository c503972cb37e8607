import { checkInWindowOf, isArrivalTiming, type CheckInWindow } from "@freight/domain/orders/check-in-window";
import { arrivalOf, type OrderArrival } from "@freight/domain/orders/driver-check-in";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import type { hubs } from "../db/schema/index.js";
import type { OrderRow } from "./order-views.js";

type HubRow = typeof hubs.$inferSelect;

/**
 * The one arrival record of an order, from its row: the gate board, the driver's page, the timeline's note and
 * the customer's message are all written from it, so a check-in shows the same on all four.
 */
export function arrivalOfRow(
  order: Pick<OrderRow, "status" | "checkedInAt" | "arrivalTiming">,
): OrderArrival | null {
  return arrivalOf({
    status: order.status as OrderStatus,
    checkedInAt: order.checkedInAt,
    arrivalTiming: isArrivalTiming(order.arrivalTiming) ? order.arrivalTiming : null,
  });
}

/** The check-in window of an order's slot under its hub's policy. */
export function checkInWindowOfOrder(
  order: Pick<OrderRow, "timeFrom" | "timeTo">,
  hub: Pick<HubRow, "checkInOpensMinutesBefore" | "checkInClosesMinutesAfter">,
): CheckInWindow {
  return checkInWindowOf(order, {
    opensMinutesBefore: hub.checkInOpensMinutesBefore,
    closesMinutesAfter: hub.checkInClosesMinutesAfter,
  });
}

/** "truck T-1, trailer R-2" (no trailer: "truck T-1"). */
export function vehicleWords(order: Pick<OrderRow, "truckNumber" | "trailerNumber">): string {
  return `truck ${order.truckNumber}${order.trailerNumber ? `, trailer ${order.trailerNumber}` : ""}`;
}

/**
 * What the timeline and the customer read of a driver's arrival the gate still has to act on, in the hub's time
 * with its zone's abbreviation: when the driver checked in, how it stood against the window, and what the gate
 * does next.
 */
export function waitingArrivalWords(
  order: Pick<OrderRow, "truckNumber" | "trailerNumber">,
  arrival: OrderArrival,
  window: CheckInWindow,
  hub: Pick<HubRow, "name" | "timeZone">,
): string {
  const at = formatZonedDateTime(arrival.arrivedAt, hub.timeZone);
  const timing =
    arrival.timing === "early"
      ? `, early: check-in opens ${formatZonedDateTime(window.opensAt, hub.timeZone)}`
      : arrival.timing === "late"
        ? `, late: check-in closed ${formatZonedDateTime(window.closesAt, hub.timeZone)}`
        : "";
  const next =
    arrival.waitingFor === "accept"
      ? "The driver waits at the gate for the hub to accept the order."
      : "The driver waits at the gate to be let in.";
  return `The driver checked in at ${hub.name} on ${at}${timing} (${vehicleWords(order)}). ${next}`;
}
