import { isTransportService } from "../catalog/service-type";
import type { Cents } from "../money/cents";

/** The parts of a pick-up or delivery block that completeness depends on. */
export interface PickUpDeliveryEssentials {
  readonly city?: string | null;
  readonly weight?: string | number | null;
  readonly address?: string | null;
}

/** A field a pick-up or delivery block must have. */
export type PickUpDeliveryRequiredField = "city" | "weight" | "address";

/** The fields every pick-up or delivery block must have, in form order. */
export const PICK_UP_DELIVERY_REQUIRED_FIELDS: readonly PickUpDeliveryRequiredField[] = [
  "city",
  "weight",
  "address",
];

function isFilled(value: string | number | null | undefined): boolean {
  if (typeof value === "number") return Number.isFinite(value) && value > 0;
  return typeof value === "string" && value.trim() !== "";
}

/** Required fields a pick-up or delivery block lacks (city, weight, address); none when the block is absent. */
export function missingPickUpDeliveryFields(
  block: PickUpDeliveryEssentials | null | undefined,
): PickUpDeliveryRequiredField[] {
  if (!block) return [];
  return PICK_UP_DELIVERY_REQUIRED_FIELDS.filter((field) => !isFilled(block[field]));
}

/** A pick-up or delivery block is complete when it has city, weight and address, or is absent. */
export function isPickUpDeliveryComplete(block: PickUpDeliveryEssentials | null | undefined): boolean {
  return missingPickUpDeliveryFields(block).length === 0;
}

/** Non-transport services need a booking time; transport does not. */
export function isBookingTimeRequired(serviceTypeId: number): boolean {
  return !isTransportService(serviceTypeId);
}

/** The service price to show: 0 for a non-transport service until a time is chosen, otherwise the quoted price. */
export function servicePriceForChosenTime(input: {
  readonly serviceTypeId: number;
  readonly time: string | null | undefined;
  readonly unitPriceCents: Cents;
}): Cents {
  const hasTime = typeof input.time === "string" && input.time.trim() !== "";
  return isBookingTimeRequired(input.serviceTypeId) && !hasTime ? 0 : input.unitPriceCents;
}
