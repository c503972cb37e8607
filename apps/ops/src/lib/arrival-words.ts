import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import type { Schema } from "@freight/api-client/types";

/** A driver's arrival as the gate board and the dock day read it (the one arrival record). */
export type GateArrival = Schema<"OrderArrival">;

/**
 * How the gate names a driver waiting at it, from the arrival's timing and what it waits for: "Arrived — to accept"
 * (on time, the order not accepted yet), "Early arrival — to accept", "Early arrival" and "Late arrival" (to let in).
 */
export function waitingLabel(arrival: GateArrival): string {
  const when = arrival.timing === "early" ? "Early arrival" : arrival.timing === "late" ? "Late arrival" : "Arrived";
  if (arrival.waitingFor === "accept") return `${when} — to accept`;
  return when === "Arrived" ? "Arrived — to let in" : when;
}

/**
 * What the dock day says of an order's driver, from the one arrival record the gate board reads: nothing before
 * they come; while they wait at the gate, the gate's words ("driver at the gate: Early arrival — to accept");
 * once let in, "driver checked in" with the time on the hub's clock. A driver who only waits is never "checked in".
 */
export function dockArrivalWords(arrival: GateArrival | null, timeZone: string): string {
  if (!arrival) return "";
  if (arrival.waitingFor) return `driver at the gate: ${waitingLabel(arrival)}`;
  return `driver checked in ${formatZonedDateTime(arrival.arrivedAt, timeZone)}`;
}
