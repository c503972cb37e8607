import type { OrderInput } from "@freight/api-client/types";
import {
  isBookingTimeRequired,
  missingPickUpDeliveryFields,
  type PickUpDeliveryRequiredField,
} from "@freight/domain/booking/pick-up-delivery-validation";
import {
  toPickUpDeliveryDetailPayload,
  type PickUpDeliveryDetail,
  type PickUpDeliveryDetailPayload,
} from "@freight/domain/orders/pick-up-delivery-detail";
import { serviceWindowProblem, stopDateRangeProblem } from "@freight/domain/time/service-window";
import type { ProductAmount, SelectedService } from "./booking-types";

/** What the form must still get before it can be sent. */
export type BookingProblem =
  | { kind: "service" }
  | { kind: "hub" }
  | { kind: "slot" }
  | { kind: "stop"; stop: "puService" | "delService"; fields: PickUpDeliveryRequiredField[] }
  | { kind: "stopWindow"; stop: "puService" | "delService"; message: string };

/**
 * A service, a hub, a slot (not for transport) and complete pick-up/delivery blocks (city, weight, address; a
 * time window and days the domain's rules accept).
 */
export function bookingProblems(input: {
  service: SelectedService | null;
  hubId: number | null;
}): BookingProblem[] {
  const problems: BookingProblem[] = [];
  const { service } = input;
  if (!service) problems.push({ kind: "service" });
  if (input.hubId === null) problems.push({ kind: "hub" });
  if (service && isBookingTimeRequired(service.type) && !service.time) problems.push({ kind: "slot" });
  for (const stop of ["puService", "delService"] as const) {
    const block = service?.[stop];
    const fields = missingPickUpDeliveryFields(block);
    if (fields.length > 0) problems.push({ kind: "stop", stop, fields });
    // The same rules the API applies: a window that ends after it starts, days that run forwards.
    // A stop without a first day yet takes the booking's date when it is sent.
    const window = block
      ? (serviceWindowProblem(block.time) ?? (block.date.from ? stopDateRangeProblem(block.date) : undefined))
      : undefined;
    if (window) problems.push({ kind: "stopWindow", stop, message: window.message });
  }
  return problems;
}

/**
 * The OrderInput the API books (createOrder) or saves (updateOrder). Prices are never sent: the API prices the order
 * with the same domain rules. Note files go as multipart parts and attach to the last note, so a note is sent when
 * there is text or a file. A transport booking without a chosen slot starts at the first slot of its date.
 */
export function toBookingOrderInput(input: {
  service: SelectedService;
  hubId: number;
  /** Every product charged: shop extras and the legs of the stops (see bookingProducts). */
  products: readonly ProductAmount[];
  temperatureControlId: number | null;
  commodityId: number | null;
  trailerTypeId: number | null;
  hasFiles: boolean;
  /** Fallback start for services that need no slot (transport): the first bookable slot start. */
  fallbackTimeFrom: string | null;
  /** When the note is written (UTC instant). */
  now: string;
}): OrderInput {
  const { service } = input;
  const timeFrom = service.time ?? input.fallbackTimeFrom;
  if (!timeFrom) throw new RangeError("The booking has no time slot.");
  const noteText = service.notes.trim();
  const order: OrderInput = {
    hubId: input.hubId,
    serviceId: service.id,
    timeFrom,
    quantity: service.quantity,
    driverName: service.driverName.trim(),
    driverPhone: service.driverPhone.trim(),
    ...(service.truckNumber === undefined ? {} : { truckNumber: service.truckNumber.trim() }),
    ...(service.trailerNumber === undefined ? {} : { trailerNumber: service.trailerNumber.trim() }),
    temperatureControlId: input.temperatureControlId,
    commodityId: input.commodityId,
    trailerTypeId: input.trailerTypeId,
    products: input.products
      .filter((product) => product.amount > 0)
      .map(({ id, amount }) => ({ id, amount })),
    notes: noteText || input.hasFiles ? [{ note: noteText, createdAtLocal: input.now }] : [],
  };
  const date = service.date ?? timeFrom.slice(0, 10);
  if (service.puService) order.puService = toStopPayload(service.puService, date);
  if (service.delService) order.delService = toStopPayload(service.delService, date);
  return order;
}

/**
 * A stop as the API takes it: a new stop has no id yet (the contract wants ids of at least 1), and a stop without a
 * date takes the booking's date (the contract wants calendar dates).
 */
function toStopPayload(stop: PickUpDeliveryDetail, bookingDate: string): PickUpDeliveryDetailPayload {
  const { id, ...payload } = toPickUpDeliveryDetailPayload(stop);
  const from = payload.date.from || bookingDate;
  const to = payload.date.to || from;
  return {
    ...payload,
    ...(id > 0 ? { id } : {}),
    date: { ...payload.date, from, to },
  } as PickUpDeliveryDetailPayload;
}
