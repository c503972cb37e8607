import { describe, expect, it } from "vitest";
import {
  extraServiceProblem,
  extraWithdrawalRefusal,
  isAddableExtraKind,
  MAX_EXTRA_PRICE_CENTS,
} from "./extra-service-rules";

describe("isAddableExtraKind", () => {
  it.each([
    ["reStackFix", true],
    ["storage", true],
    ["fee", true],
    ["pick-up", false],
    ["delivery", false],
    ["pickupAndDelivery", false],
    ["main", false],
    ["", false],
  ])("%s → %s", (kind, expected) => {
    expect(isAddableExtraKind(kind)).toBe(expected);
  });
});

describe("extraWithdrawalRefusal", () => {
  it("lets hub extras be withdrawn", () => {
    expect(extraWithdrawalRefusal("storage")).toBeNull();
    expect(extraWithdrawalRefusal("fee")).toBeNull();
  });

  it.each(["pick-up", "delivery", "pickupAndDelivery"])("keeps the %s leg offered", (kind) => {
    expect(extraWithdrawalRefusal(kind)).toMatch(/legs stay offered/);
  });
});

describe("extraServiceProblem", () => {
  it("accepts a named extra with a unit and a price in cents", () => {
    expect(extraServiceProblem({ name: "Shrink wrap", unit: "pallet", price: 1500 })).toBeNull();
    expect(extraServiceProblem({ price: 0 })).toBeNull();
    expect(extraServiceProblem({})).toBeNull();
  });

  it("refuses a blank name or unit", () => {
    expect(extraServiceProblem({ name: "  " })).toEqual({ field: "name", message: "An extra needs a name" });
    expect(extraServiceProblem({ unit: "\t" })?.field).toBe("unit");
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("refuses %s as a price", (price) => {
    expect(extraServiceProblem({ price })?.message).toMatch(/whole number of cents/);
  });

  it("refuses a price above the typo guard", () => {
    expect(extraServiceProblem({ price: MAX_EXTRA_PRICE_CENTS })).toBeNull();
    expect(extraServiceProblem({ price: MAX_EXTRA_PRICE_CENTS + 1 })?.message).toMatch(/at most \$100,000/);
  });
});
