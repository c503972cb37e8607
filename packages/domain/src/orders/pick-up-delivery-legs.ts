import { LineType } from "../catalog/line-type";
import { PickUpDeliveryType } from "./pick-up-delivery";

/**
 * How pick-up and delivery legs combine into an order's lines. The hub sells each leg as an extra service whose
 * kind is its pick-up/delivery type; a hub may also sell both legs together (`pickupAndDelivery`) at one price.
 */

/** The extra-service kinds that price a pick-up or delivery leg. */
export const LEG_EXTRA_KINDS: readonly string[] = [
  PickUpDeliveryType.PickUp,
  PickUpDeliveryType.Delivery,
  PickUpDeliveryType.PickupAndDelivery,
];

/** Whether an extra stands for a pick-up or delivery leg (chosen through the stops, not the extras list). */
export function isLegExtra(extra: { readonly type: string }): boolean {
  return LEG_EXTRA_KINDS.includes(extra.type);
}

/**
 * The extras that charge the chosen legs, one load each: both legs together at the combined extra when the hub
 * sells one, otherwise each chosen leg at its own extra (a leg the hub does not sell is not charged).
 */
export function legExtras<Extra extends { readonly type: string }>(
  legs: { readonly hasPickUp: boolean; readonly hasDelivery: boolean },
  extras: readonly Extra[],
): Extra[] {
  const find = (type: string) => extras.find((extra) => extra.type === type);
  const combined = legs.hasPickUp && legs.hasDelivery ? find(PickUpDeliveryType.PickupAndDelivery) : undefined;
  if (combined) return [combined];
  const chosen: Extra[] = [];
  for (const [isChosen, type] of [
    [legs.hasPickUp, PickUpDeliveryType.PickUp],
    [legs.hasDelivery, PickUpDeliveryType.Delivery],
  ] as const) {
    const leg = isChosen ? find(type) : undefined;
    if (leg) chosen.push(leg);
  }
  return chosen;
}

const EXTRA_LINE_TYPES: readonly LineType[] = [
  LineType.PickUp,
  LineType.Delivery,
  LineType.ReStackFix,
  LineType.Fee,
  LineType.Storage,
];

/** The line an extra shows as among an order's service lines: its own kind; both legs together show as a pick-up line. */
export function serviceLineTypeOfExtra(type: string): LineType {
  return EXTRA_LINE_TYPES.find((known) => known === type) ?? LineType.PickUp;
}
