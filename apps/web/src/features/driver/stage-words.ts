import type { DriverCheckInStage } from "@freight/domain/orders/driver-check-in";
import portalText from "@freight/ui/i18n/en/portal.json";
import { driverText } from "@/content/driver";

/**
 * What the driver's page calls the order's stage: while the driver waits at the gate, the gate's own words ("At the
 * gate, early: waiting to be let in"); otherwise the order's status in the very words the customer's portal and the
 * console use ("Accepted", "Arrived at hub"…), so one order reads the same on every page it is on.
 */
export function stageWords(stage: DriverCheckInStage): string {
  if (stage === "atGate" || stage === "atGateEarly" || stage === "atGateLate") return driverText.stages[stage];
  return portalText.status[stage];
}
