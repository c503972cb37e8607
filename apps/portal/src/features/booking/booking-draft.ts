import { pickUpDeliveryTypeFromOrder } from "@freight/domain/booking/booking-form";
import type { Order } from "@freight/domain/orders/order-mapper";
import { moveStopDays } from "@freight/domain/time/service-window";
import { localDateOf } from "@freight/domain/time/time-slots";
import type { ProductAmount, SelectedService } from "./booking-types";

/** How an existing order fills the booking form. */
export type DraftMode = "edit" | "repeat" | "duplicate";

/** A booking form restored from somewhere (an order, or the pre-order kept in the browser). */
export interface BookingDraft {
  service: SelectedService;
  hubId: number | null;
  products: ProductAmount[];
  temperatureControlId: number | null;
  commodityId: number | null;
  trailerTypeId: number | null;
}

function idOrNull(id: number): number | null {
  return id > 0 ? id : null;
}

/**
 * The form for an existing order. Every mode keeps what defines the job: service, hub, quantity, extras, load
 * details, driver and the pick-up/delivery stops with their addresses and windows.
 *
 * - Edit changes this order: everything stays, its slot included; note text written now adds a note.
 * - Repeat books the same job on another day: the customer's own notes come along as the note text, and only a new
 *   date and slot are asked (the date starts at the hub's `today`, no slot chosen). The stops' days move with the
 *   date, so a pick-up the day before the slot stays the day before.
 * - Duplicate books one more of the same job, e.g. a second truck: like repeat, but it starts on the original
 *   date and slot (the form drops the slot if it can no longer be booked; a past date becomes `today`).
 *
 * The API's POST /order/{id}/repeat and /duplicate copy the same fields; this form lets the customer look first.
 */
export function orderToBookingDraft(order: Order, mode: DraftMode, today: string): BookingDraft {
  const zone = order.hub.timeZone || "UTC";
  const bookedDate = localDateOf(order.timeFrom, zone);
  const isEdit = mode === "edit";
  const date = isEdit ? bookedDate : mode === "duplicate" && bookedDate >= today ? bookedDate : today;
  const service: SelectedService = {
    id: order.service.id,
    name: order.service.name,
    type: order.service.type,
    date,
    time: mode === "repeat" ? null : order.timeFrom,
    quantity: Math.max(1, order.quantity),
    notes: isEdit ? "" : customerNotesText(order),
    driverName: order.driverName,
    driverPhone: order.driverPhone,
    truckNumber: order.truckNumber,
    trailerNumber: order.trailerNumber,
    pdServiceType: null,
  };
  if (order.puService) service.puService = withDaysMoved(order.puService, bookedDate, date);
  if (order.delService) service.delService = withDaysMoved(order.delService, bookedDate, date);
  service.pdServiceType = pickUpDeliveryTypeFromOrder(service);
  return {
    service,
    hubId: idOrNull(order.hub.id),
    products: order.products.filter((product) => product.amount > 0),
    temperatureControlId: idOrNull(order.temperatureControl.id),
    commodityId: idOrNull(order.commodityId),
    trailerTypeId: idOrNull(order.trailerTypeId),
  };
}

/** The customer's own notes as one note text (the hub team's notes are theirs, and stay with the order). */
function customerNotesText(order: Order): string {
  return order.notes
    .filter((note) => !note.byStaff)
    .map((note) => note.note.trim())
    .filter((text) => text !== "")
    .join("\n\n");
}

function withDaysMoved<T extends { date: { from: string; to: string; isRange: boolean } }>(
  stop: T,
  bookedDate: string,
  date: string,
): T {
  return { ...stop, date: moveStopDays(stop.date, bookedDate, date) };
}

/** Reads the pre-order kept in browser storage; anything malformed gives null rather than a broken form. */
export function parseStoredDraft(stored: string | null): BookingDraft | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<BookingDraft> | null;
    const service = value?.service;
    if (!service || typeof service.id !== "number" || typeof service.quantity !== "number") return null;
    return {
      service: {
        id: service.id,
        name: typeof service.name === "string" ? service.name : "",
        type: typeof service.type === "number" ? service.type : 0,
        date: typeof service.date === "string" ? service.date : null,
        time: typeof service.time === "string" ? service.time : null,
        quantity: Math.max(1, Math.trunc(service.quantity)),
        notes: typeof service.notes === "string" ? service.notes : "",
        driverName: typeof service.driverName === "string" ? service.driverName : "",
        driverPhone: typeof service.driverPhone === "string" ? service.driverPhone : "",
        ...(typeof service.truckNumber === "string" ? { truckNumber: service.truckNumber } : {}),
        ...(typeof service.trailerNumber === "string" ? { trailerNumber: service.trailerNumber } : {}),
        pdServiceType: service.pdServiceType ?? null,
        ...(service.puService ? { puService: service.puService } : {}),
        ...(service.delService ? { delService: service.delService } : {}),
      },
      hubId: typeof value.hubId === "number" ? value.hubId : null,
      products: Array.isArray(value.products)
        ? value.products.filter(
            (product): product is ProductAmount =>
              typeof product?.id === "number" && typeof product.amount === "number" && product.amount > 0,
          )
        : [],
      temperatureControlId:
        typeof value.temperatureControlId === "number" ? value.temperatureControlId : null,
      commodityId: typeof value.commodityId === "number" ? value.commodityId : null,
      trailerTypeId: typeof value.trailerTypeId === "number" ? value.trailerTypeId : null,
    };
  } catch {
    return null;
  }
}
