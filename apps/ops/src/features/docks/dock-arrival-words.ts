import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { waitingLabel, type GateArrival } from "../gate/waiting-label";

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
