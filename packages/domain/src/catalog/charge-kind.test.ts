import { describe, expect, it } from "vitest";
import { ChargeKind, chargeKindLabel, isChargeKind } from "./charge-kind";

describe("isChargeKind", () => {
  it.each([
    [10, true],
    [20, true],
    [30, true],
    [0, false],
    [15, false],
    ["10", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isChargeKind(value)).toBe(expected);
  });
});

describe("chargeKindLabel", () => {
  it.each([
    [ChargeKind.BusinessHours, "Business Hours Fee"],
    [ChargeKind.AfterHours, "After Hours Fee"],
    [ChargeKind.CallFee, "Call Fee"],
  ])("labels charge kind %i as %s", (kind, label) => {
    expect(chargeKindLabel(kind)).toBe(label);
  });
});
