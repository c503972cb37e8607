import { asBoolean, asInteger, asNumber, asRecord, asString } from "../mapping/server-value";
import { DEFAULT_SERVICE_WINDOW } from "../time/service-window";
import {
  appointmentFlags,
  appointmentKindOf,
  isPickUpDeliveryRole,
  isPickUpDeliveryType,
  PickUpDeliveryRole,
  type PickUpDeliveryRoleCode,
  pickUpDeliveryRoleFromCode,
  pickUpDeliveryRoleToCode,
  type PickUpDeliveryType,
} from "./pick-up-delivery";

/** A from/to pair that is either a single value (isRange false) or a range. */
export interface FromToRange {
  from: string;
  to: string;
  isRange: boolean;
}

/** The pick-up or delivery stop of a booking. */
export interface PickUpDeliveryDetail {
  id: number;
  name: string;
  role: PickUpDeliveryRole;
  checkInAs: string;
  /** Pallets, at least 1. */
  quantity: number;
  type: PickUpDeliveryType;
  /** Time window in hub local time, "HH:mm A" (see time/service-window). */
  time: FromToRange;
  /** Dates as YYYY-MM-DD. */
  date: FromToRange;
  fcfs: boolean;
  apptNotSet: boolean;
  appt: boolean;
  weight: number;
  address: string;
  city: string;
  /** Temperature control id; 0 when none. */
  temp: number;
  zipCode: string;
  /** 0 when none. */
  commodityId: number;
  /** 0 when none. */
  trailerTypeId: number;
  notes: string;
}

/** The stop as the API receives it: the role is a numeric code, a missing reference is null. */
export interface PickUpDeliveryDetailPayload extends Omit<
  PickUpDeliveryDetail,
  "role" | "temp" | "commodityId" | "trailerTypeId"
> {
  role: PickUpDeliveryRoleCode;
  temp: number | null;
  commodityId: number | null;
  trailerTypeId: number | null;
}

/** The stop as it may arrive from the server: any field may be missing; role as a code or a name; references may be null. */
export type ServerPickUpDeliveryDetail = Partial<
  Omit<PickUpDeliveryDetail, "role" | "time" | "date" | "temp" | "commodityId" | "trailerTypeId">
> & {
  role?: number | string;
  time?: Partial<FromToRange>;
  date?: Partial<FromToRange>;
  temp?: number | null;
  commodityId?: number | null;
  trailerTypeId?: number | null;
};

/** The default number of pallets of a stop. */
export const DEFAULT_PICK_UP_DELIVERY_QUANTITY = 1;

/** A new, empty stop of the given type with the spec's defaults (1 pallet, 07:00 AM-16:00 PM, first come first served). */
export function defaultPickUpDeliveryDetail(type: PickUpDeliveryType): PickUpDeliveryDetail {
  return mapPickUpDeliveryDetail({}, type);
}

function mapRole(value: unknown): PickUpDeliveryRole {
  if (isPickUpDeliveryRole(value)) return value;
  if (typeof value === "number") return pickUpDeliveryRoleFromCode(value) ?? PickUpDeliveryRole.Receiver;
  return PickUpDeliveryRole.Receiver;
}

function mapRange(value: unknown, defaults: FromToRange): FromToRange {
  const range = asRecord(value);
  return {
    from: asString(range.from) || defaults.from,
    to: asString(range.to) || defaults.to,
    isRange: asBoolean(range.isRange, defaults.isRange),
  };
}

/**
 * Maps a stop from the server, filling the defaults: 1 pallet (also when the server
 * sends less), the 07:00 AM-16:00 PM window, first come first served, role receiver,
 * `fallbackType` when the type is missing, "" and 0 elsewhere. Exactly one appointment
 * flag is set in the result.
 */
export function mapPickUpDeliveryDetail(
  server: ServerPickUpDeliveryDetail | null | undefined,
  fallbackType: PickUpDeliveryType,
): PickUpDeliveryDetail {
  const detail = asRecord(server);
  const quantity = asInteger(detail.quantity, DEFAULT_PICK_UP_DELIVERY_QUANTITY);
  const appointment = appointmentKindOf({
    fcfs: asBoolean(detail.fcfs, true),
    appt: asBoolean(detail.appt),
    apptNotSet: asBoolean(detail.apptNotSet),
  });
  return {
    id: asInteger(detail.id),
    name: asString(detail.name),
    role: mapRole(detail.role),
    checkInAs: asString(detail.checkInAs),
    quantity: Math.max(DEFAULT_PICK_UP_DELIVERY_QUANTITY, quantity),
    type: isPickUpDeliveryType(detail.type) ? detail.type : fallbackType,
    time: mapRange(detail.time, DEFAULT_SERVICE_WINDOW),
    date: mapRange(detail.date, { from: "", to: "", isRange: false }),
    ...appointmentFlags(appointment),
    weight: asNumber(detail.weight),
    address: asString(detail.address),
    city: asString(detail.city),
    temp: asInteger(detail.temp),
    zipCode: asString(detail.zipCode),
    commodityId: asInteger(detail.commodityId),
    trailerTypeId: asInteger(detail.trailerTypeId),
    notes: asString(detail.notes),
  };
}

function referenceOrNull(id: number): number | null {
  return id > 0 ? id : null;
}

function rangePayload(range: FromToRange): FromToRange {
  return { from: range.from, to: range.to, isRange: range.isRange };
}

/**
 * The stop as sent to the server: the role as its numeric code, unset references (0) as null. Every field is
 * named, never spread: a stop restored from an older draft may carry fields the API does not take (it answers
 * 400 naming them).
 */
export function toPickUpDeliveryDetailPayload(detail: PickUpDeliveryDetail): PickUpDeliveryDetailPayload {
  return {
    id: detail.id,
    name: detail.name,
    role: pickUpDeliveryRoleToCode(detail.role),
    checkInAs: detail.checkInAs,
    quantity: detail.quantity,
    type: detail.type,
    time: rangePayload(detail.time),
    date: rangePayload(detail.date),
    fcfs: detail.fcfs,
    apptNotSet: detail.apptNotSet,
    appt: detail.appt,
    weight: detail.weight,
    address: detail.address,
    city: detail.city,
    temp: referenceOrNull(detail.temp),
    zipCode: detail.zipCode,
    commodityId: referenceOrNull(detail.commodityId),
    trailerTypeId: referenceOrNull(detail.trailerTypeId),
    notes: detail.notes,
  };
}
