import type { Capacity } from "./warehouse-filters";

/** Places of a slot: how many it takes and how many are still free. */
export interface SlotRoom {
  capacity: number;
  remaining: number;
  /** Whether the slot can be booked now. */
  isAvailable: boolean;
}

/** The level of a share of free places: a third or less is low, two thirds or less medium, more high. */
function levelOf(remaining: number, capacity: number): Capacity {
  if (capacity <= 0 || remaining <= 0) return "low";
  const share = remaining / capacity;
  if (share * 3 <= 1) return "low";
  if (share * 3 <= 2) return "medium";
  return "high";
}

/**
 * How much room a slot has left, from its live places: low when a third of its places or fewer are free (a full
 * slot, or one that cannot be booked, is low), medium up to two thirds, high above.
 */
export function slotCapacityLevel(slot: SlotRoom): Capacity {
  return slot.isAvailable ? levelOf(slot.remaining, slot.capacity) : "low";
}

/**
 * How much room a hub has left on a day: the free share of the places of its bookable slots, by the same thirds;
 * low when no slot of the day can be booked.
 */
export function dayCapacityLevel(slots: readonly SlotRoom[]): Capacity {
  const bookable = slots.filter((slot) => slot.isAvailable);
  const capacity = bookable.reduce((sum, slot) => sum + Math.max(0, slot.capacity), 0);
  const remaining = bookable.reduce((sum, slot) => sum + Math.max(0, slot.remaining), 0);
  return levelOf(remaining, capacity);
}
