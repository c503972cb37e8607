import { ChargeKind, chargeKindLabel } from "@freight/domain/catalog/charge-kind";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";

/**
 * What a slot says about its fee before it is booked: nothing in business hours (no fee); the fee's label
 * ("After Hours Fee", "Call Fee") and, once the hub priced the slot for the chosen service, its amount. The
 * amount is the API's (the fee the booking is charged); nothing is computed here.
 */
export function slotFeeNote(slot: { feeType: ChargeKind | null; feeCents: number | null }): string | null {
  if (slot.feeType === null || slot.feeType === ChargeKind.BusinessHours) return null;
  const fee = chargeKindLabel(slot.feeType);
  return slot.feeCents === null
    ? fee
    : formatText(portalText.booking.slotFee, { fee, amount: formatCents(slot.feeCents) });
}
