import { describe, expect, it } from "vitest";
import type { HubListItem } from "@freight/domain/catalog/hub-list";
import type { ServiceListItem } from "@freight/domain/catalog/service-list-item";
import { applyBookingChoice, readBookingChoice } from "./booking-choice";
import { bookingListsLoaded, initialServicesState, servicePreselected, servicesSlice } from "./services-slice";

const now = "2026-06-01T15:00:00.000Z"; // 8:00 AM in Reno
const hub = (id: number, name: string): HubListItem => ({
  id,
  name,
  value: name,
  slug: name.toLowerCase(),
  timeZone: "America/Los_Angeles",
  address: "",
  latitude: 0,
  longitude: 0,
  minimalCharge: 17_500,
});
const service = (id: number, name: string, isDefault = false): ServiceListItem => ({
  id,
  name,
  value: name,
  type: 1,
  hideMainRow: false,
  selected: false,
  isDefault,
});

const form = [
  bookingListsLoaded({
    services: [service(2, "Cross-dock", true), service(8, "Transload")],
    hubs: [hub(1, "Denver"), hub(3, "Reno")],
    extraServices: [],
    commodities: [],
    trailerTypes: [],
    now,
  }),
  servicePreselected(null),
].reduce(servicesSlice.reducer, initialServicesState);

// 2026-06-03 9:00 AM PDT.
const slot = "2026-06-03T16:00:00.000Z";

describe("readBookingChoice", () => {
  it("reads the hub, service, day and slot a site link carries", () => {
    expect(readBookingChoice({ hub: "3", service: "8", date: "2026-06-03", slot })).toEqual({
      hubId: 3,
      serviceId: 8,
      date: "2026-06-03",
      slot,
    });
  });

  it("leaves out malformed values and gives nothing for a plain visit", () => {
    expect(readBookingChoice({ hub: "-1", service: "8x", date: "tomorrow", slot: "soon" })).toBeNull();
    expect(readBookingChoice({})).toBeNull();
    expect(readBookingChoice({ hub: ["3", "4"] })).toEqual({ hubId: 3, serviceId: null, date: null, slot: null });
  });
});

describe("applyBookingChoice", () => {
  it("opens the form on the hub, service, day and slot chosen on the site, as if the customer clicked them", () => {
    const state = applyBookingChoice(form, { hubId: 3, serviceId: 8, date: "2026-06-03", slot });
    expect(state.hubId).toBe(3);
    expect(state.selectedService).toMatchObject({ id: 8, name: "Transload", date: "2026-06-03", time: slot });
    expect(state.minimalCharge).toBe(17_500);
  });

  it("keeps the hub and service of a link without a day, on the hub's today", () => {
    const state = applyBookingChoice(form, { hubId: 3, serviceId: 8, date: null, slot: null });
    expect(state.hubId).toBe(3);
    expect(state.selectedService).toMatchObject({ id: 8, date: "2026-06-01", time: null });
  });

  it("skips what the account cannot book and a day already past, and asks for them as usual", () => {
    const state = applyBookingChoice(form, { hubId: 99, serviceId: 77, date: "2026-05-01", slot: null });
    expect(state.hubId).toBeNull();
    expect(state.selectedService).toMatchObject({ id: 2, date: "2026-06-01" });
  });

  it("drops a slot that can no longer be booked (inside the 3-hour lead time)", () => {
    const tooSoon = "2026-06-01T16:00:00.000Z"; // 9:00 AM today, an hour away
    const state = applyBookingChoice(form, { hubId: 3, serviceId: 8, date: "2026-06-01", slot: tooSoon });
    expect(state.selectedService?.time).toBeNull();
  });
});
