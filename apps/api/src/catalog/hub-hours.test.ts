import { ChargeKind } from "@freight/domain/catalog/charge-kind";
import { describe, expect, it } from "vitest";
import { chargeKindAt, takesWorkAt, type HubHours } from "./hub-hours.js";

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: "06:00:00", closesAt: "20:00:00" }));
const reno: HubHours = {
  timeZone: "America/Los_Angeles",
  features: { afterHours: false, callFee: true, roundTheClock: false },
  openingHours: weekdays,
};
const greenville: HubHours = {
  ...reno,
  features: { afterHours: false, callFee: false, roundTheClock: false },
};

describe("chargeKindAt", () => {
  it("charges business hours when the slot starts inside the hub's local opening hours", () => {
    // Monday 2025-03-03 06:00 in Los Angeles is 14:00 UTC.
    expect(chargeKindAt(reno, new Date("2025-03-03T14:00:00Z"))).toBe(ChargeKind.BusinessHours);
  });

  it("charges a call fee before opening on the hub's wall clock at a hub that calls staff out", () => {
    expect(chargeKindAt(reno, new Date("2025-03-03T13:59:00Z"))).toBe(ChargeKind.CallFee);
  });

  it("charges after hours on a weekday without opening hours at a hub with after-hours staff", () => {
    // Sunday 2025-03-02 noon in Los Angeles.
    const staffed = { ...reno, features: { ...reno.features, afterHours: true } };
    expect(chargeKindAt(staffed, new Date("2025-03-02T20:00:00Z"))).toBe(ChargeKind.AfterHours);
  });

  it("has no charge kind outside the hours of a hub with neither after-hours staff nor call-outs", () => {
    expect(chargeKindAt(greenville, new Date("2025-03-02T20:00:00Z"))).toBeNull();
  });

  it("charges business hours at any time at a round-the-clock hub", () => {
    const allDay = { ...reno, features: { ...reno.features, roundTheClock: true } };
    expect(chargeKindAt(allDay, new Date("2025-03-02T11:00:00Z"))).toBe(ChargeKind.BusinessHours);
  });
});

describe("takesWorkAt", () => {
  it("takes work outside opening hours at a hub that calls staff in", () => {
    expect(takesWorkAt(reno, new Date("2025-03-03T11:00:00Z"))).toBe(true);
  });

  it("takes no work outside opening hours at a hub without after-hours or call-in service", () => {
    expect(takesWorkAt(greenville, new Date("2025-03-03T11:00:00Z"))).toBe(false);
    expect(takesWorkAt(greenville, new Date("2025-03-03T18:00:00Z"))).toBe(true);
  });
});
