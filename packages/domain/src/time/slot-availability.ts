import type { ChargeKind } from "../catalog/charge-kind";
import { OUTSIDE_HOURS_REASON } from "./opening-hours";
import { BOOKING_LEAD_TIME_MINUTES, listDaySlots, type TimeSlot } from "./time-slots";
import { toEpochMs, type InstantInput } from "./zoned-time";

/**
 * Why a slot can or cannot be booked, in the order the reasons win: a slot that has started is past whatever
 * else is true of it; a slot the hub closed (holiday, weather) says so before anything about places; a slot
 * outside the hours the hub takes work is closed by its opening hours; then the lead time; then places.
 */
export type SlotState = "past" | "closed" | "outside-hours" | "too-soon" | "full" | "open";

/** The places of one slot as stored: orders holding a place, split into pre-payment holds and the rest. */
export interface SlotPlaces {
  /** Orders of the slot whose place is theirs (every slot-holding status but a live pre-payment hold). */
  booked: number;
  /** New orders whose place is held while their pre-payment is pending (until the hold expires). */
  held: number;
}

/** What the hub team set for one slot, when it differs from the hub's own capacity. */
export interface SlotSetting {
  /** Places of this slot instead of the hub's slot capacity; 0 takes no new bookings. */
  capacity?: number | null;
  /** Set when the slot is closed; customers read it at booking. */
  closedReason?: string | null;
}

export interface SlotAvailability extends TimeSlot {
  state: SlotState;
  /** The sentence a customer reads when the slot cannot be booked; null for an open slot. */
  reason: string | null;
  capacity: number;
  booked: number;
  held: number;
  /** Places still free; never below 0 (a lowered capacity can leave a slot over-full). */
  remaining: number;
  /** How the hub charges a booking of the slot (business hours, after hours, call fee); null outside the hours it takes work. */
  feeType: ChargeKind | null;
}

export interface DayAvailabilityInput {
  date: string;
  timeZone: string;
  now: InstantInput;
  /** The hub's places per slot. */
  slotCapacity: number;
  /** Places taken, by the slot's UTC start (ISO string). */
  places: ReadonlyMap<string, SlotPlaces>;
  /** The hub team's settings, by the slot's UTC start (ISO string). */
  settings: ReadonlyMap<string, SlotSetting>;
  /** The charge kind of a slot starting then (`chargeKindFor`); null when the hub takes no work then. */
  chargeKindAt: (startsAt: Date) => ChargeKind | null;
  leadTimeMinutes?: number;
}

/** The sentence for a slot that cannot be booked. */
export function slotStateReason(state: SlotState, closedReason?: string | null): string | null {
  switch (state) {
    case "past":
      return "This slot has already started";
    case "closed":
      return closedReason ? `Closed: ${closedReason}` : "Closed by the hub";
    case "outside-hours":
      return OUTSIDE_HOURS_REASON;
    case "too-soon":
      return `Bookings close ${BOOKING_LEAD_TIME_MINUTES / 60} hours before the slot starts`;
    case "full":
      return "Fully booked";
    case "open":
      return null;
  }
}

/**
 * Each of the 8 slots of a hub's local day with its places and whether it can be booked: the one answer the
 * booking form, the map, the hub pages and the dock schedule show, and the booking itself checks.
 */
export function dayAvailability(input: DayAvailabilityInput): SlotAvailability[] {
  const leadTimeMinutes = input.leadTimeMinutes ?? BOOKING_LEAD_TIME_MINUTES;
  const now = toEpochMs(input.now);
  return listDaySlots({ date: input.date, timeZone: input.timeZone, now: input.now, leadTimeMinutes }).map(
    (slot) => {
      const setting = input.settings.get(slot.startsAt);
      const places = input.places.get(slot.startsAt) ?? { booked: 0, held: 0 };
      const capacity = setting?.capacity ?? input.slotCapacity;
      const remaining = Math.max(0, capacity - places.booked - places.held);
      const start = new Date(slot.startsAt);
      const feeType = input.chargeKindAt(start);
      const state: SlotState =
        start.getTime() <= now
          ? "past"
          : setting?.closedReason
            ? "closed"
            : feeType === null
              ? "outside-hours"
              : !slot.isAvailable
                ? "too-soon"
                : remaining === 0
                  ? "full"
                  : "open";
      return {
        ...slot,
        isAvailable: state === "open",
        state,
        reason: slotStateReason(state, setting?.closedReason),
        capacity,
        booked: places.booked,
        held: places.held,
        remaining,
        feeType,
      };
    },
  );
}
