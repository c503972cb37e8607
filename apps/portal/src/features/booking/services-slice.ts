import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import {
  changeBookingDate,
  deselectPickUpDelivery,
  pickUpDeliveryTypeFromOrder,
  pickUpDeliveryTypeOptions,
  preselectService,
} from "@freight/domain/booking/booking-form";
import { applyQuantityChange, type QuantityChange } from "@freight/domain/booking/quantity";
import type { ChargeKind } from "@freight/domain/catalog/charge-kind";
import type { HubListItem } from "@freight/domain/catalog/hub-list";
import type { ServiceListItem } from "@freight/domain/catalog/service-list-item";
import {
  defaultPickUpDeliveryDetail,
  type PickUpDeliveryDetail,
} from "@freight/domain/orders/pick-up-delivery-detail";
import {
  PICK_UP_DELIVERY_ROLES,
  PickUpDeliveryType,
  type PickUpDeliveryRole,
} from "@freight/domain/orders/pick-up-delivery";
import { moveStopDays } from "@freight/domain/time/service-window";
import { listDaySlots, todayIn, type TimeSlot } from "@freight/domain/time/time-slots";
import { effectiveMinimalChargeCents } from "@freight/domain/pricing/minimal-charge";
import { isLegExtra } from "@freight/domain/orders/pick-up-delivery-legs";
import { calculateBookingPrice, type BookingPrice } from "./booking-price";
import type { BookingDraft } from "./booking-draft";
import type { BookingQuote, ExtraServiceItem, ProductAmount, SelectedService } from "./booking-types";

interface NamedOption {
  id: number;
  name: string;
}

/**
 * One slot as the hub reports it now: whether it can be booked, why not, how many places are left, and how it
 * is charged (its fee type, and its fee for the service asked about).
 */
interface LiveSlot {
  startsAt: string;
  isAvailable: boolean;
  state: "past" | "closed" | "outside-hours" | "too-soon" | "full" | "open";
  reason: string | null;
  remaining: number;
  feeType: ChargeKind | null;
  /** Cents; null when the hub did not price it (no service asked, not offered, or closed). */
  fee: number | null;
}

export interface LiveSlots {
  hubId: number;
  date: string;
  /** The service the fees were asked for; null when none was chosen. */
  serviceId: number | null;
  slots: LiveSlot[];
}

/** A slot of the form: bookable by the browser's clock and, once the hub answered, by its live places. */
export interface BookingSlot extends TimeSlot {
  /** Why the hub cannot take it (closed with its reason, fully booked); null when it can or is not known yet. */
  reason: string | null;
  /** Places left at the hub; null until the hub answered. */
  remaining: number | null;
  live: LiveSlot["state"] | null;
  /** How the hub charges the slot (business hours, after hours, call fee); null until the hub answered or when closed. */
  feeType: ChargeKind | null;
  /** The slot's fee for the chosen service, cents; null until the hub answered for that service. */
  feeCents: number | null;
}

/** The booking form and the lists it chooses from. */
export interface ServicesState {
  data: ServiceListItem[];
  hubs: HubListItem[];
  hubId: number | null;
  selectedService: SelectedService | null;
  /** The order being changed (edit mode), else null. */
  editId: number | null;
  /** The 3-hour slots of the chosen date in the hub's time zone, with the hub's live places where known. */
  timeRangeData: BookingSlot[];
  /** The hub's live availability of one day (GET /hubs/{id}/slots), while that hub and day are chosen. */
  liveSlots: LiveSlots | null;
  extraServices: ExtraServiceItem[];
  pdTypes: PickUpDeliveryType[];
  pdRoles: PickUpDeliveryRole[];
  commodity: NamedOption[];
  equipment: NamedOption[];
  commodityId: number | null;
  trailerTypeId: number | null;
  quote: BookingQuote | null;
  total: BookingPrice;
  products: ProductAmount[];
  /** The minimum charge that applies (the customer's own, else the chosen hub's), cents. */
  minimalCharge: number;
  /** The customer's own minimum charge (0 when the hub's applies), cents. */
  customerMinimalCharge: number;
  /** The customer's referral-level discount, percent. */
  discountPercent: number;
  isQuoteLoading: boolean;
  quoteError: string | null;
  isSubmitting: boolean;
  /** The clock the slots were computed with (UTC instant); the page hands over the server's and the browser refreshes it. */
  now: string;
}

const emptyPrice = calculateBookingPrice({
  service: null,
  quote: null,
  hubMinimalChargeCents: 0,
  products: [],
  extraServices: [],
});

export const initialServicesState: ServicesState = {
  data: [],
  hubs: [],
  hubId: null,
  selectedService: null,
  editId: null,
  timeRangeData: [],
  liveSlots: null,
  extraServices: [],
  pdTypes: [],
  pdRoles: [...PICK_UP_DELIVERY_ROLES],
  commodity: [],
  equipment: [],
  commodityId: null,
  trailerTypeId: null,
  quote: null,
  total: emptyPrice,
  products: [],
  minimalCharge: 0,
  customerMinimalCharge: 0,
  discountPercent: 0,
  isQuoteLoading: false,
  quoteError: null,
  isSubmitting: false,
  now: new Date(0).toISOString(),
};

function chosenHub(state: ServicesState): HubListItem | undefined {
  return state.hubs.find((hub) => hub.id === state.hubId);
}

/** Regenerates the slots of the chosen date in the hub's zone (a date change regenerates the time ranges). */
function regenerateSlots(state: ServicesState): void {
  const hub = chosenHub(state);
  const date = state.selectedService?.date;
  const live =
    state.liveSlots && state.liveSlots.hubId === state.hubId && state.liveSlots.date === date
      ? state.liveSlots.slots
      : [];
  const local = hub?.timeZone && date ? listDaySlots({ date, timeZone: hub.timeZone, now: state.now }) : [];
  state.timeRangeData = local.map((slot) => {
    const known = live.find((candidate) => candidate.startsAt === slot.startsAt);
    return {
      ...slot,
      isAvailable: slot.isAvailable && (known ? known.isAvailable : true),
      reason: known && !known.isAvailable ? known.reason : null,
      remaining: known ? known.remaining : null,
      live: known ? known.state : null,
      feeType: known ? known.feeType : null,
      feeCents:
        known && state.liveSlots?.serviceId === (state.selectedService?.id ?? null) ? known.fee : null,
    };
  });
  const time = state.selectedService?.time;
  if (
    state.selectedService &&
    time &&
    !state.timeRangeData.some((slot) => slot.startsAt === time && slot.isAvailable)
  ) {
    // A slot that is gone (other date or hub, or now too soon) is cleared rather than booked silently.
    if (state.editId === null) state.selectedService.time = null;
  }
}

/** The total is recalculated whenever the service, products, minimal charge, date or time change. */
function recalculate(state: ServicesState): void {
  state.total = calculateBookingPrice({
    service: state.selectedService,
    quote: state.selectedService?.time ? state.quote : null,
    hubMinimalChargeCents: state.minimalCharge,
    products: state.products,
    extraServices: state.extraServices,
    discountPercent: state.discountPercent,
  });
}

function toSelectedService(
  service: ServiceListItem,
  date: string | null,
  previous: SelectedService | null,
): SelectedService {
  return {
    id: service.id,
    name: service.name,
    type: service.type,
    date,
    time: null,
    quantity: previous?.quantity ?? 1,
    notes: previous?.notes ?? "",
    driverName: previous?.driverName ?? "",
    driverPhone: previous?.driverPhone ?? "",
    pdServiceType: null,
  };
}

/**
 * A new booking date (the time is cleared); the stops' days move with it, so a stop on the booking's day stays on
 * it and a pick-up the day before stays the day before (a repeated order's stops follow the new date).
 */
function moveBookingDate(service: SelectedService, date: string): SelectedService {
  const previous = service.date;
  const moved = changeBookingDate(service, date);
  if (!previous) return moved;
  for (const stop of ["puService", "delService"] as const) {
    const block = moved[stop];
    if (block) moved[stop] = { ...block, date: moveStopDays(block.date, previous, date) };
  }
  return moved;
}

function todayAtHub(state: ServicesState): string {
  const zone = chosenHub(state)?.timeZone || "UTC";
  return todayIn(zone, state.now);
}

export interface BookingListsPayload {
  services: ServiceListItem[];
  hubs: HubListItem[];
  extraServices: ExtraServiceItem[];
  commodities: NamedOption[];
  trailerTypes: NamedOption[];
  now: string;
  customerMinimalCharge?: number;
  discountPercent?: number;
}

export const servicesSlice = createSlice({
  name: "services",
  initialState: initialServicesState,
  reducers: {
    bookingListsLoaded(state, action: PayloadAction<BookingListsPayload>) {
      const { services, hubs, extraServices, commodities, trailerTypes, now } = action.payload;
      state.data = services;
      state.hubs = hubs;
      state.extraServices = extraServices;
      state.commodity = commodities;
      state.equipment = trailerTypes;
      state.now = now;
      state.customerMinimalCharge = action.payload.customerMinimalCharge ?? 0;
      state.discountPercent = action.payload.discountPercent ?? 0;
      state.minimalCharge = effectiveMinimalChargeCents(
        chosenHub(state)?.minimalCharge ?? 0,
        state.customerMinimalCharge,
      );
      regenerateSlots(state);
      recalculate(state);
    },
    clockTicked(state, action: PayloadAction<string>) {
      state.now = action.payload;
      regenerateSlots(state);
      recalculate(state);
    },
    /** The preselected service (stored id or the default one) with today's date. */
    servicePreselected(state, action: PayloadAction<number | null>) {
      if (state.selectedService) return;
      const chosen = preselectService(state.data, action.payload, todayAtHub(state));
      if (!chosen) return;
      state.selectedService = toSelectedService(chosen, chosen.date, null);
      state.pdTypes = [...pickUpDeliveryTypeOptions(chosen.type)];
      regenerateSlots(state);
      recalculate(state);
    },
    serviceChosen(state, action: PayloadAction<number>) {
      const service = state.data.find((candidate) => candidate.id === action.payload);
      if (!service) return;
      const previous = state.selectedService;
      state.selectedService = toSelectedService(service, previous?.date ?? todayAtHub(state), previous);
      state.pdTypes = [...pickUpDeliveryTypeOptions(service.type)];
      state.quote = null;
      regenerateSlots(state);
      recalculate(state);
    },
    hubChosen(state, action: PayloadAction<number>) {
      const hub = state.hubs.find((candidate) => candidate.id === action.payload);
      if (!hub) return;
      state.hubId = hub.id;
      state.minimalCharge = effectiveMinimalChargeCents(hub.minimalCharge, state.customerMinimalCharge);
      state.quote = null;
      if (state.selectedService) {
        // A date already past at this hub moves to the hub's today.
        const today = todayIn(hub.timeZone || "UTC", state.now);
        const date = state.selectedService.date;
        state.selectedService = moveBookingDate(state.selectedService, date && date >= today ? date : today);
      }
      regenerateSlots(state);
      recalculate(state);
    },
    /** Changing the date clears the time, moves the stops' days with it and regenerates the time ranges. */
    dateChosen(state, action: PayloadAction<string>) {
      if (!state.selectedService || !/^\d{4}-\d{2}-\d{2}$/.test(action.payload)) return;
      state.selectedService = moveBookingDate(state.selectedService, action.payload);
      state.quote = null;
      regenerateSlots(state);
      recalculate(state);
    },
    /** The hub's live places for a day; kept while that hub and day stay chosen. */
    liveSlotsReceived(state, action: PayloadAction<LiveSlots>) {
      state.liveSlots = action.payload;
      regenerateSlots(state);
      recalculate(state);
    },
    slotChosen(state, action: PayloadAction<string>) {
      const slot = state.timeRangeData.find((candidate) => candidate.startsAt === action.payload);
      if (!state.selectedService || !slot?.isAvailable) return;
      state.selectedService.time = slot.startsAt;
      state.quote = null;
      recalculate(state);
    },
    quoteRequested(state) {
      state.isQuoteLoading = true;
      state.quoteError = null;
    },
    quoteReceived(state, action: PayloadAction<{ time: string; quote: BookingQuote }>) {
      state.isQuoteLoading = false;
      // An answer for a slot that is no longer chosen is dropped.
      if (state.selectedService?.time !== action.payload.time) return;
      state.quote = action.payload.quote;
      recalculate(state);
    },
    quoteFailed(state, action: PayloadAction<string>) {
      state.isQuoteLoading = false;
      state.quoteError = action.payload;
      state.quote = null;
      recalculate(state);
    },
    /** The quantity goes down (never below 1), up, or is set directly. */
    quantityChanged(state, action: PayloadAction<QuantityChange>) {
      if (!state.selectedService) return;
      state.selectedService.quantity = applyQuantityChange(state.selectedService.quantity, action.payload);
      recalculate(state);
    },
    textChanged(
      state,
      action: PayloadAction<{
        field: "notes" | "driverName" | "driverPhone" | "truckNumber" | "trailerNumber";
        value: string;
      }>,
    ) {
      if (!state.selectedService) return;
      state.selectedService[action.payload.field] = action.payload.value;
    },
    productAmountChanged(state, action: PayloadAction<ProductAmount>) {
      const amount = Math.max(
        0,
        Math.trunc(Number.isFinite(action.payload.amount) ? action.payload.amount : 0),
      );
      const others = state.products.filter((product) => product.id !== action.payload.id);
      state.products = amount > 0 ? [...others, { id: action.payload.id, amount }] : others;
      recalculate(state);
    },
    referenceChosen(
      state,
      action: PayloadAction<{ field: "commodityId" | "trailerTypeId"; id: number | null }>,
    ) {
      state[action.payload.field] = action.payload.id;
    },
    /**
     * Transport offers only pick-up-and-delivery (both stops), other services pick-up or delivery; the type
     * follows the stops present.
     */
    stopToggled(state, action: PayloadAction<{ type: PickUpDeliveryType; isOn: boolean }>) {
      const service = state.selectedService;
      if (!service || !state.pdTypes.includes(action.payload.type)) return;
      const { type, isOn } = action.payload;
      const date = service.date ?? "";
      const fresh = (stopType: PickUpDeliveryType): PickUpDeliveryDetail => ({
        ...defaultPickUpDeliveryDetail(stopType),
        date: { from: date, to: date, isRange: false },
      });
      if (type === PickUpDeliveryType.PickupAndDelivery) {
        if (isOn) {
          service.puService ??= fresh(PickUpDeliveryType.PickUp);
          service.delService ??= fresh(PickUpDeliveryType.Delivery);
        } else {
          state.selectedService = { ...deselectPickUpDelivery(service), pdServiceType: null };
          recalculate(state);
          return;
        }
      } else {
        const key = type === PickUpDeliveryType.PickUp ? "puService" : "delService";
        if (isOn) service[key] ??= fresh(type);
        else delete service[key];
      }
      service.pdServiceType = pickUpDeliveryTypeFromOrder(service);
      recalculate(state);
    },
    stopChanged(
      state,
      action: PayloadAction<{ stop: "puService" | "delService"; patch: Partial<PickUpDeliveryDetail> }>,
    ) {
      const current = state.selectedService?.[action.payload.stop];
      if (!state.selectedService || !current) return;
      state.selectedService[action.payload.stop] = { ...current, ...action.payload.patch };
    },
    /** Restores a form (a stored pre-order, an order to edit, repeat or duplicate). */
    bookingRestored(state, action: PayloadAction<BookingDraft & { editId?: number | null }>) {
      const { service, hubId, products, commodityId, trailerTypeId } = action.payload;
      const known = state.data.find((candidate) => candidate.id === service.id);
      if (!known) return;
      state.editId = action.payload.editId ?? null;
      state.selectedService = { ...service, name: known.name, type: known.type };
      state.pdTypes = [...pickUpDeliveryTypeOptions(known.type)];
      const hub = state.hubs.find((candidate) => candidate.id === hubId);
      state.hubId = hub?.id ?? null;
      state.minimalCharge = effectiveMinimalChargeCents(hub?.minimalCharge ?? 0, state.customerMinimalCharge);
      // Leg extras come back from the stops; only the shop extras are kept as chosen products.
      state.products = products.filter((product) =>
        state.extraServices.some((extra) => extra.id === product.id && !isLegExtra(extra)),
      );
      state.commodityId = commodityId;
      state.trailerTypeId = trailerTypeId;
      state.quote = null;
      regenerateSlots(state);
      recalculate(state);
    },
    submitStarted(state) {
      state.isSubmitting = true;
    },
    submitFinished(state) {
      state.isSubmitting = false;
    },
  },
  selectors: {
    selectBooking: (state) => state,
    selectChosenHub: (state) => state.hubs.find((hub) => hub.id === state.hubId),
  },
});

export const {
  bookingListsLoaded,
  clockTicked,
  servicePreselected,
  serviceChosen,
  hubChosen,
  dateChosen,
  liveSlotsReceived,
  slotChosen,
  quoteRequested,
  quoteReceived,
  quoteFailed,
  quantityChanged,
  textChanged,
  productAmountChanged,
  referenceChosen,
  stopToggled,
  stopChanged,
  bookingRestored,
  submitStarted,
  submitFinished,
} = servicesSlice.actions;
export const { selectBooking, selectChosenHub } = servicesSlice.selectors;
