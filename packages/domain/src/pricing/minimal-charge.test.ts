import { describe, expect, it } from "vitest";
import { ServiceTypeId } from "../catalog/service-type";
import { effectiveMinimalChargeCents, minimalChargeForServiceCents } from "./minimal-charge";

describe("effectiveMinimalChargeCents", () => {
  it("uses the customer's own minimal charge when the business set one", () => {
    expect(effectiveMinimalChargeCents(10_000, 25_000)).toBe(25_000);
    expect(effectiveMinimalChargeCents(10_000, 5_000)).toBe(5_000);
  });

  it("falls back to the hub's minimal charge when the customer has none", () => {
    expect(effectiveMinimalChargeCents(10_000, 0)).toBe(10_000);
  });

  it("refuses amounts that are not whole, non-negative cents", () => {
    expect(() => effectiveMinimalChargeCents(-1, 0)).toThrow(RangeError);
    expect(() => effectiveMinimalChargeCents(100, 1.5)).toThrow(RangeError);
  });
});

describe("minimalChargeForServiceCents", () => {
  it("charges transport by the load, without a minimum", () => {
    expect(minimalChargeForServiceCents(ServiceTypeId.Transport, 10_000)).toBe(0);
  });

  it("keeps the minimum for every other service", () => {
    expect(minimalChargeForServiceCents(ServiceTypeId.Storage, 10_000)).toBe(10_000);
  });
});
