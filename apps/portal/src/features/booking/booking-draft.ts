import { pickUpDeliveryTypeFromOrder } from "@freight/domain/booking/booking-form";
import type { Order } from "@freight/domain/orders/order-mapper";
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
 * The form for an existing order. Edit keeps everything, its slot included (new note text adds a note). Repeat books
 * the same service, hub, quantity, extras and load details again, with a new slot and no driver or stops. Duplicate
 * copies the stops and the driver too, with a new slot. `today` is the hub's local date.
 */
export function orderToBookingDraft(order: Order, mode: DraftMode, today: string): BookingDraft {
  const isEdit = mode === "edit";
  const keepsDetails = mode !== "repeat";
  const zone = order.hub.timeZone || "UTC";
  const service: SelectedService = {
    id: order.service.id,
    name: order.service.name,
    type: order.service.type,
    date: isEdit ? localDateOf(order.timeFrom, zone) : today,
    time: isEdit ? order.timeFrom : null,
    quantity: Math.max(1, order.quantity),
    notes: "",
    driverName: keepsDetails ? order.driverName : "",
    driverPhone: keepsDetails ? order.driverPhone : "",
    pdServiceType: null,
  };
  if (keepsDetails) {
    if (order.puService) service.puService = isEdit ? order.puService : withDate(order.puService, today);
    if (order.delService) service.delService = isEdit ? order.delService : withDate(order.delService, today);
    service.pdServiceType = pickUpDeliveryTypeFromOrder(service);
  }
  return {
    service,
    hubId: idOrNull(order.hub.id),
    products: order.products.filter((product) => product.amount > 0),
    temperatureControlId: idOrNull(order.temperatureControl.id),
    commodityId: idOrNull(order.commodityId),
    trailerTypeId: idOrNull(order.trailerTypeId),
  };
}

function withDate<T extends { date: { from: string; to: string; isRange: boolean } }>(
  stop: T,
  date: string,
): T {
  return { ...stop, date: { from: date, to: date, isRange: false } };
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
