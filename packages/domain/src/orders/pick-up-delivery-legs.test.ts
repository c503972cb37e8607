import { describe, expect, it } from "vitest";
import { isLegExtra, legExtras, serviceLineTypeOfExtra } from "./pick-up-delivery-legs";

const extras = [
  { id: 1, type: "pick-up" },
  { id: 2, type: "delivery" },
  { id: 3, type: "pickupAndDelivery" },
  { id: 4, type: "reStackFix" },
];

describe("isLegExtra", () => {
  it("recognises the pick-up and delivery extras by their kind, not their display name", () => {
    expect(isLegExtra({ type: "pickupAndDelivery" })).toBe(true);
    expect(isLegExtra({ type: "pick-up" })).toBe(true);
    expect(isLegExtra({ type: "delivery" })).toBe(true);
    expect(isLegExtra({ type: "fee" })).toBe(false);
    expect(isLegExtra({ type: "reStackFix" })).toBe(false);
  });
});

describe("legExtras", () => {
  it("charges both legs at the combined extra when the hub sells one", () => {
    expect(legExtras({ hasPickUp: true, hasDelivery: true }, extras).map((extra) => extra.id)).toEqual([3]);
  });

  it("charges each leg on its own without a combined extra", () => {
    const separate = extras.filter((extra) => extra.type !== "pickupAndDelivery");
    expect(legExtras({ hasPickUp: true, hasDelivery: true }, separate).map((extra) => extra.id)).toEqual([1, 2]);
  });

  it("charges one leg alone at its own extra, never the combined one", () => {
    expect(legExtras({ hasPickUp: true, hasDelivery: false }, extras).map((extra) => extra.id)).toEqual([1]);
    expect(legExtras({ hasPickUp: false, hasDelivery: true }, extras).map((extra) => extra.id)).toEqual([2]);
  });

  it("charges nothing without legs, or for a leg the hub does not sell", () => {
    expect(legExtras({ hasPickUp: false, hasDelivery: false }, extras)).toEqual([]);
    expect(legExtras({ hasPickUp: true, hasDelivery: false }, [{ id: 2, type: "delivery" }])).toEqual([]);
  });
});

describe("serviceLineTypeOfExtra", () => {
  it("shows an extra as its own kind of line", () => {
    for (const type of ["pick-up", "delivery", "reStackFix", "fee", "storage"] as const) {
      expect(serviceLineTypeOfExtra(type)).toBe(type);
    }
  });

  it("shows both legs together as a pick-up line", () => {
    expect(serviceLineTypeOfExtra("pickupAndDelivery")).toBe("pick-up");
  });
});
