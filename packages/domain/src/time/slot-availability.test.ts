import { describe, expect, it } from "vitest";
import { ChargeKind } from "../catalog/charge-kind";
import { dayAvailability, type DayAvailabilityInput } from "./slot-availability";

const chicago = "America/Chicago";

function day(overrides: Partial<DayAvailabilityInput> = {}) {
  return dayAvailability({
    date: "2026-07-14",
    timeZone: chicago,
    // 07:30 in Chicago (CDT, UTC-5).
    now: "2026-07-14T12:30:00Z",
    slotCapacity: 3,
    places: new Map(),
    settings: new Map(),
    chargeKindAt: () => ChargeKind.BusinessHours,
    ...overrides,
  });
}

function slotAt(slots: ReturnType<typeof dayAvailability>, startHour: number) {
  const slot = slots.find((candidate) => candidate.startHour === startHour);
  if (!slot) throw new Error(`no slot at ${startHour}`);
  return slot;
}

describe("dayAvailability", () => {
  it("marks started slots past, slots inside the 3-hour lead time too soon, and later slots open", () => {
    const slots = day();
    expect(slotAt(slots, 6)).toMatchObject({ state: "past", isAvailable: false });
    expect(slotAt(slots, 9)).toMatchObject({
      state: "too-soon",
      reason: "Bookings close 3 hours before the slot starts",
    });
    expect(slotAt(slots, 12)).toMatchObject({ state: "open", isAvailable: true, reason: null, remaining: 3 });
  });

  it("counts booked and held places against the slot's capacity, and a full slot says so", () => {
    const noon = "2026-07-14T17:00:00.000Z";
    const three = "2026-07-14T20:00:00.000Z";
    const slots = day({
      places: new Map([
        [noon, { booked: 2, held: 1 }],
        [three, { booked: 1, held: 1 }],
      ]),
    });
    expect(slotAt(slots, 12)).toMatchObject({
      state: "full",
      reason: "Fully booked",
      booked: 2,
      held: 1,
      remaining: 0,
    });
    expect(slotAt(slots, 15)).toMatchObject({ state: "open", remaining: 1 });
  });

  it("uses the hub team's capacity for a slot and never counts below zero places", () => {
    const noon = "2026-07-14T17:00:00.000Z";
    const slots = day({
      places: new Map([[noon, { booked: 2, held: 0 }]]),
      settings: new Map([[noon, { capacity: 1 }]]),
    });
    expect(slotAt(slots, 12)).toMatchObject({ state: "full", capacity: 1, remaining: 0 });
  });

  it("shows a closed slot's reason before anything about its places, but a started slot stays past", () => {
    const six = "2026-07-14T11:00:00.000Z";
    const noon = "2026-07-14T17:00:00.000Z";
    const slots = day({
      settings: new Map([
        [noon, { closedReason: "Snowstorm" }],
        [six, { closedReason: "Snowstorm" }],
      ]),
      places: new Map([[noon, { booked: 3, held: 0 }]]),
    });
    expect(slotAt(slots, 12)).toMatchObject({
      state: "closed",
      reason: "Closed: Snowstorm",
      isAvailable: false,
    });
    expect(slotAt(slots, 6)).toMatchObject({ state: "past" });
  });

  it("closes the slots the hub takes no work in, saying why", () => {
    const slots = day({
      chargeKindAt: (startsAt) =>
        startsAt.getUTCHours() < 23 && startsAt.getUTCHours() >= 11 ? ChargeKind.BusinessHours : null,
    });
    expect(slotAt(slots, 18)).toMatchObject({
      state: "outside-hours",
      isAvailable: false,
      feeType: null,
      reason: "The hub is closed at this time and offers no after-hours or call-out service",
    });
    expect(slotAt(slots, 15)).toMatchObject({ state: "open", feeType: ChargeKind.BusinessHours });
  });

  it("carries each slot's charge kind, so the fee shows before booking", () => {
    const slots = day({
      chargeKindAt: (startsAt) => (startsAt.getUTCHours() >= 23 ? ChargeKind.CallFee : ChargeKind.AfterHours),
    });
    expect(slotAt(slots, 18)).toMatchObject({ state: "open", feeType: ChargeKind.CallFee });
    expect(slotAt(slots, 12)).toMatchObject({ state: "open", feeType: ChargeKind.AfterHours });
  });

  it("gives every slot of a 25-hour fall-back day its own start in the hub's zone", () => {
    const slots = day({ date: "2026-11-01", now: "2026-10-01T00:00:00Z" });
    expect(slots).toHaveLength(8);
    expect(new Set(slots.map((slot) => slot.startsAt)).size).toBe(8);
    // 00:00 CDT to 03:00 CST is four hours on the clock of the world.
    expect(slotAt(slots, 0)).toMatchObject({
      startsAt: "2026-11-01T05:00:00.000Z",
      endsAt: "2026-11-01T09:00:00.000Z",
    });
  });
});
