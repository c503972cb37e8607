import { describe, expect, it } from "vitest";
import type { HubListItem } from "@freight/domain/catalog/hub-list";
import type { ServiceListItem } from "@freight/domain/catalog/service-list-item";
import {
  bookingListsLoaded,
  dateChosen,
  liveSlotsReceived,
  hubChosen,
  initialServicesState,
  quantityChanged,
  quoteReceived,
  serviceChosen,
  servicePreselected,
  servicesSlice,
  slotChosen,
  stopToggled,
  type ServicesState,
} from "./services-slice";

const now = "2026-06-01T15:00:00.000Z"; // 09:00 in Denver
const hubs: HubListItem[] = [
  {
    id: 5,
    name: "Denver",
    value: "Denver",
    slug: "denver",
    timeZone: "America/Denver",
    address: "",
    latitude: 0,
    longitude: 0,
    minimalCharge: 10000,
  },
];
const services: ServiceListItem[] = [
  {
    id: 2,
    name: "Cross-dock",
    value: "Cross-dock",
    type: 2,
    hideMainRow: false,
    selected: false,
    isDefault: true,
  },
  {
    id: 3,
    name: "Transport",
    value: "Transport",
    type: 3,
    hideMainRow: true,
    selected: false,
    isDefault: false,
  },
];

function run(...actions: Parameters<typeof servicesSlice.reducer>[1][]): ServicesState {
  return actions.reduce(servicesSlice.reducer, initialServicesState);
}

const loaded = bookingListsLoaded({
  services,
  hubs,
  extraServices: [],
  commodities: [],
  trailerTypes: [],
  now,
});

describe("booking form state", () => {
  it("preselects the default service with today's date", () => {
    const state = run(loaded, servicePreselected(null));
    expect(state.selectedService).toMatchObject({ id: 2, date: "2026-06-01", quantity: 1 });
  });

  it("lists 8 slots in the hub's zone, disabling those starting within 3 hours", () => {
    const state = run(loaded, servicePreselected(null), hubChosen(5));
    expect(state.timeRangeData).toHaveLength(8);
    const available = state.timeRangeData.filter((slot) => slot.isAvailable).map((slot) => slot.label);
    expect(available).toEqual(["12 PM - 3 PM", "3 PM - 6 PM", "6 PM - 9 PM", "9 PM - 12 AM"]);
  });

  it("refuses an unavailable slot and clears the chosen time when the date changes", () => {
    let state = run(loaded, servicePreselected(null), hubChosen(5));
    const [early] = state.timeRangeData;
    state = servicesSlice.reducer(state, slotChosen(early!.startsAt));
    expect(state.selectedService?.time).toBeNull();
    const noon = state.timeRangeData.find((slot) => slot.label === "12 PM - 3 PM")!;
    state = servicesSlice.reducer(state, slotChosen(noon.startsAt));
    expect(state.selectedService?.time).toBe(noon.startsAt);
    state = servicesSlice.reducer(state, dateChosen("2026-06-02"));
    expect(state.selectedService?.time).toBeNull();
    expect(state.timeRangeData.every((slot) => slot.isAvailable)).toBe(true);
  });

  it("disables a slot the hub reports full or closed, with its reason, and unchooses it if it was chosen", () => {
    let state = run(loaded, servicePreselected(null), hubChosen(5));
    const noon = state.timeRangeData.find((slot) => slot.label === "12 PM - 3 PM")!;
    const three = state.timeRangeData.find((slot) => slot.label === "3 PM - 6 PM")!;
    state = servicesSlice.reducer(state, slotChosen(noon.startsAt));
    state = servicesSlice.reducer(
      state,
      liveSlotsReceived({
        hubId: 5,
        date: noon.date,
        serviceId: null,
        slots: [
          {
            startsAt: noon.startsAt,
            isAvailable: false,
            state: "full",
            reason: "This slot is fully booked",
            remaining: 0,
            feeType: 10,
            fee: null,
          },
          {
            startsAt: three.startsAt,
            isAvailable: true,
            state: "open",
            reason: null,
            remaining: 3,
            feeType: 10,
            fee: null,
          },
        ],
      }),
    );
    expect(state.selectedService?.time).toBeNull();
    expect(state.timeRangeData.find((slot) => slot.startsAt === noon.startsAt)).toMatchObject({
      isAvailable: false,
      live: "full",
      reason: "This slot is fully booked",
    });
    expect(state.timeRangeData.find((slot) => slot.startsAt === three.startsAt)).toMatchObject({
      isAvailable: true,
      remaining: 3,
    });
    // A slot the hub has not answered about keeps what the clock says.
    expect(state.timeRangeData.find((slot) => slot.label === "6 PM - 9 PM")).toMatchObject({
      isAvailable: true,
      remaining: null,
    });
    // Another day's answer does not apply.
    state = servicesSlice.reducer(state, dateChosen("2026-06-02"));
    expect(state.timeRangeData.every((slot) => slot.isAvailable && slot.live === null)).toBe(true);
  });

  it("never lets the quantity go below 1 and recalculates the total from the quote", () => {
    let state = run(loaded, servicePreselected(null), hubChosen(5));
    const noon = state.timeRangeData.find((slot) => slot.label === "12 PM - 3 PM")!;
    state = [
      slotChosen(noon.startsAt),
      quoteReceived({
        time: noon.startsAt,
        quote: {
          price: 4000,
          feeType: 10,
          firstHourFee: 0,
          secondHourFee: 0,
          afterHoursFee: 0,
          pricingTier: 0,
          rateSource: "list",
        },
      }),
      quantityChanged({ kind: "decrease" }),
    ].reduce(servicesSlice.reducer, state);
    expect(state.selectedService?.quantity).toBe(1);
    expect(state.total.totalCents).toBe(10000);
    state = servicesSlice.reducer(state, quantityChanged({ kind: "set", value: 4 }));
    expect(state.total.totalCents).toBe(16000);
  });

  it("offers transport only pick-up-and-delivery, which adds both stops", () => {
    let state = run(loaded, servicePreselected(null), serviceChosen(3));
    expect(state.pdTypes).toEqual(["pickupAndDelivery"]);
    state = servicesSlice.reducer(state, stopToggled({ type: "pick-up", isOn: true }));
    expect(state.selectedService?.puService).toBeUndefined();
    state = servicesSlice.reducer(state, stopToggled({ type: "pickupAndDelivery", isOn: true }));
    expect(state.selectedService?.pdServiceType).toBe("pickupAndDelivery");
    expect(state.selectedService?.delService).toBeDefined();
    state = servicesSlice.reducer(state, stopToggled({ type: "pickupAndDelivery", isOn: false }));
    expect(state.selectedService?.puService).toBeUndefined();
    expect(state.selectedService?.pdServiceType).toBeNull();
  });

  it("gives a non-transport booking with pick-up and delivery the pickup-and-delivery type", () => {
    const state = run(
      loaded,
      servicePreselected(null),
      stopToggled({ type: "pick-up", isOn: true }),
      stopToggled({ type: "delivery", isOn: true }),
    );
    expect(state.selectedService?.pdServiceType).toBe("pickupAndDelivery");
  });

  it("moves the stops' days with the booking's date, so a stop on the booking's day stays on it", () => {
    let state = run(loaded, servicePreselected(null), stopToggled({ type: "pick-up", isOn: true }));
    expect(state.selectedService?.puService?.date).toEqual({
      from: "2026-06-01",
      to: "2026-06-01",
      isRange: false,
    });
    state = servicesSlice.reducer(state, dateChosen("2026-06-08"));
    expect(state.selectedService?.puService?.date).toEqual({
      from: "2026-06-08",
      to: "2026-06-08",
      isRange: false,
    });
    expect(state.selectedService?.time).toBeNull();
  });
});
