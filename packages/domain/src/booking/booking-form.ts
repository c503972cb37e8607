import { isTransportService } from "../catalog/service-type";
import { multiplyCents, type Cents } from "../money/cents";
import { PickUpDeliveryType } from "../orders/pick-up-delivery";

/** Booking form fields whose change makes the overall total be recalculated. */
export const TOTAL_RECALCULATION_TRIGGERS = ["service", "products", "minimalCharge", "date", "time"] as const;

/** A booking form field that triggers a total recalculation. */
export type TotalRecalculationTrigger = (typeof TOTAL_RECALCULATION_TRIGGERS)[number];

/** Browser-storage key of the pre-order kept while a visitor signs in. */
export const PREORDER_STORAGE_KEY = "freight.booking.preorder";
/** Browser-storage key of the service preselected from a service page. */
export const PRESELECTED_SERVICE_STORAGE_KEY = "freight.booking.preselectedService";

/** The service fields a reset keeps. */
export const SERVICE_RESET_KEPT_FIELDS = ["id", "type", "name", "date", "notes", "quantity"] as const;

/** A service reduced to what a reset keeps. */
export type ResetService<T> = Pick<T, Extract<keyof T, (typeof SERVICE_RESET_KEPT_FIELDS)[number]>>;

/** Pick-up/delivery data a selected service may carry. */
export interface PickUpDeliverySelection {
  readonly puService?: unknown;
  readonly delService?: unknown;
  readonly pdServiceType?: PickUpDeliveryType | null;
}

/** Line total of the chosen service: price × quantity, in cents. */
export function calculateServiceLineTotalCents(unitPriceCents: Cents, quantity: number): Cents {
  return multiplyCents(unitPriceCents, quantity, "service");
}

/** Whether changing `field` must recalculate the total: service, products, minimal charge, date or time. */
export function isTotalRecalculationTrigger(field: string): field is TotalRecalculationTrigger {
  return (TOTAL_RECALCULATION_TRIGGERS as readonly string[]).includes(field);
}

/** Sets a new date and clears the chosen time; the caller regenerates the time ranges for that date. */
export function changeBookingDate<T extends { readonly date: string | null; readonly time: string | null }>(
  selection: T,
  date: string,
): T {
  return { ...selection, date, time: null };
}

/** Pick-up/delivery types a service offers: transport only pick-up-and-delivery, others pick-up or delivery. */
export function pickUpDeliveryTypeOptions(serviceTypeId: number): readonly PickUpDeliveryType[] {
  return isTransportService(serviceTypeId)
    ? [PickUpDeliveryType.PickupAndDelivery]
    : [PickUpDeliveryType.PickUp, PickUpDeliveryType.Delivery];
}

/** The pick-up/delivery type of an existing order: pick-up only, delivery only, both, or none. */
export function pickUpDeliveryTypeFromOrder(order: {
  readonly puService?: unknown;
  readonly delService?: unknown;
}): PickUpDeliveryType | null {
  const hasPickUp = order.puService !== null && order.puService !== undefined;
  const hasDelivery = order.delService !== null && order.delService !== undefined;
  if (hasPickUp && hasDelivery) return PickUpDeliveryType.PickupAndDelivery;
  if (hasPickUp) return PickUpDeliveryType.PickUp;
  if (hasDelivery) return PickUpDeliveryType.Delivery;
  return null;
}

/** Deselecting pick-up/delivery removes the pick-up, delivery and type data from the service. */
export function deselectPickUpDelivery<T extends PickUpDeliverySelection>(
  service: T,
): Omit<T, "puService" | "delService" | "pdServiceType"> {
  const { puService: _pickUp, delService: _delivery, pdServiceType: _type, ...rest } = service;
  return rest;
}

/** Resetting a service keeps only its id, type, name, date, notes and quantity. */
export function resetSelectedService<T extends object>(service: T): ResetService<T> {
  const kept: Partial<Record<string, unknown>> = {};
  for (const field of SERVICE_RESET_KEPT_FIELDS) {
    if (field in service) kept[field] = (service as Record<string, unknown>)[field];
  }
  return kept as ResetService<T>;
}

/** The preselected service: the one with the stored id, else the default one, dated `today` (passed in); null if neither exists. */
export function preselectService<T extends { readonly id: number; readonly isDefault: boolean }>(
  services: readonly T[],
  preselectedId: number | null | undefined,
  today: string,
): (T & { date: string }) | null {
  const chosen =
    services.find(
      (service) => preselectedId !== null && preselectedId !== undefined && service.id === preselectedId,
    ) ?? services.find((service) => service.isDefault);
  return chosen ? { ...chosen, date: today } : null;
}
