import type { ServiceTier } from "./service-tier";
import type { Capacity, SlotAvailability } from "./warehouse-filters";

/** One 3-hour slot shown on a hub card. */
export interface HubCardTimeSlot {
  /** The slot in hub local time, e.g. "7:00 AM - 10:00 AM". */
  timeRange: string;
  title: string;
  capacity: Capacity;
  isAvailable: boolean;
}

/** A selling point shown on a hub card. */
export interface HubCardOption {
  text: string;
  icon: string;
}

/** A hub card of the warehouse search and booking listing. */
export interface HubCard {
  id: number;
  generalInfo: {
    title: string;
    address: string;
    hasInstantBook: boolean;
    hasRequestToBook: boolean;
  };
  capacity: Capacity;
  capacityTooltip: string;
  timeSlots: HubCardTimeSlot[];
  services: string[];
  type: ServiceTier;
  options: HubCardOption[];
}

/** Whether a hub card slot is available, as the availability label the listing shows. */
export function hubCardSlotAvailability(slot: Pick<HubCardTimeSlot, "isAvailable">): SlotAvailability {
  return slot.isAvailable ? "available" : "unavailable";
}
