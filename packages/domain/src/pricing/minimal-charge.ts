import { isTransportService } from "../catalog/service-type";
import { assertCents, type Cents } from "../money/cents";

/**
 * The minimum charge a customer's booking is raised to: the customer's own when the business set one
 * (above 0), otherwise the hub's.
 */
export function effectiveMinimalChargeCents(
  hubMinimalChargeCents: Cents,
  customerMinimalChargeCents: Cents,
): Cents {
  assertCents(hubMinimalChargeCents, "hubMinimalChargeCents");
  assertCents(customerMinimalChargeCents, "customerMinimalChargeCents");
  return customerMinimalChargeCents > 0 ? customerMinimalChargeCents : hubMinimalChargeCents;
}

/** Transport is charged by the load: no minimum charge applies to its line. */
export function minimalChargeForServiceCents(serviceTypeId: number, minimalChargeCents: Cents): Cents {
  assertCents(minimalChargeCents, "minimalChargeCents");
  return isTransportService(serviceTypeId) ? 0 : minimalChargeCents;
}
