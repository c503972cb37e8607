import { describe, expect, it } from "vitest";
import { ChargeKind } from "@freight/domain/catalog/charge-kind";
import { slotFeeNote } from "./slot-fee-note";

describe("slotFeeNote", () => {
  it("says nothing about a business-hours slot, which adds no fee", () => {
    expect(slotFeeNote({ feeType: ChargeKind.BusinessHours, feeCents: 0 })).toBeNull();
  });

  it("says nothing about a slot the hub has not answered for or takes no work in", () => {
    expect(slotFeeNote({ feeType: null, feeCents: null })).toBeNull();
  });

  it("names the call fee and the amount the hub priced for the chosen service", () => {
    expect(slotFeeNote({ feeType: ChargeKind.CallFee, feeCents: 17500 })).toBe("Call Fee +$175.00");
  });

  it("names the after-hours fee with its amount", () => {
    expect(slotFeeNote({ feeType: ChargeKind.AfterHours, feeCents: 12500 })).toBe("After Hours Fee +$125.00");
  });

  it("names the fee without an amount until a service is chosen", () => {
    expect(slotFeeNote({ feeType: ChargeKind.CallFee, feeCents: null })).toBe("Call Fee");
  });
});
