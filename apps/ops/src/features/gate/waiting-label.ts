import type { Schema } from "@freight/api-client/types";

/** A driver's arrival as the gate board reads it. */
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
