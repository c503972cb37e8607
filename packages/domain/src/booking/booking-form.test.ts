import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ServiceTypeId } from "../catalog/service-type";
import { MoneyInputError } from "../money/money-input-error";
import { PickUpDeliveryType } from "../orders/pick-up-delivery";
import {
  PREORDER_STORAGE_KEY,
  PRESELECTED_SERVICE_STORAGE_KEY,
  calculateServiceLineTotalCents,
  changeBookingDate,
  deselectPickUpDelivery,
  isTotalRecalculationTrigger,
  pickUpDeliveryTypeFromOrder,
  pickUpDeliveryTypeOptions,
  preselectService,
  resetSelectedService,
} from "./booking-form";

const pickUp = { city: "Reno", weight: 900, address: "1 Main St" };
const delivery = { city: "Denver", weight: 900, address: "9 Dock Ave" };

describe("calculateServiceLineTotalCents", () => {
  it.each([
    [4500, 3, 13500],
    [1999, 1, 1999],
  ])("is price × quantity (%i × %i = %i)", (price, quantity, expected) => {
    expect(calculateServiceLineTotalCents(price, quantity)).toBe(expected);
  });

  it("rejects a fractional price", () => {
    expect(() => calculateServiceLineTotalCents(10.25, 2)).toThrow(MoneyInputError);
  });

  it("never decreases when the quantity grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (price, quantity) => {
          expect(calculateServiceLineTotalCents(price, quantity + 1)).toBeGreaterThanOrEqual(
            calculateServiceLineTotalCents(price, quantity),
          );
        },
      ),
    );
  });
});

describe("isTotalRecalculationTrigger", () => {
  it.each([
    ["service", true],
    ["products", true],
    ["minimalCharge", true],
    ["date", true],
    ["time", true],
    ["notes", false],
    ["driverName", false],
  ])("recalculates the total when %s changes: %s", (field, expected) => {
    expect(isTotalRecalculationTrigger(field)).toBe(expected);
  });
});

describe("changeBookingDate", () => {
  it("sets the new date and clears the time, keeping other fields", () => {
    const selection = { id: 4, date: "2025-03-01", time: "07:00 AM", quantity: 2 };
    expect(changeBookingDate(selection, "2025-03-02")).toEqual({
      id: 4,
      date: "2025-03-02",
      time: null,
      quantity: 2,
    });
  });
});

describe("pickUpDeliveryTypeOptions", () => {
  it("offers transport only pick-up-and-delivery", () => {
    expect(pickUpDeliveryTypeOptions(ServiceTypeId.Transport)).toEqual([
      PickUpDeliveryType.PickupAndDelivery,
    ]);
  });

  it.each([ServiceTypeId.Transload, ServiceTypeId.CrossDocking, ServiceTypeId.Storage])(
    "offers service type %i pick-up or delivery",
    (typeId) => {
      expect(pickUpDeliveryTypeOptions(typeId)).toEqual([
        PickUpDeliveryType.PickUp,
        PickUpDeliveryType.Delivery,
      ]);
    },
  );
});

describe("pickUpDeliveryTypeFromOrder", () => {
  it.each([
    [{ puService: pickUp }, PickUpDeliveryType.PickUp],
    [{ delService: delivery }, PickUpDeliveryType.Delivery],
    [{ puService: pickUp, delService: delivery }, PickUpDeliveryType.PickupAndDelivery],
    [{ puService: null, delService: undefined }, null],
  ])("derives the type from which stops the order has (%o → %s)", (order, expected) => {
    expect(pickUpDeliveryTypeFromOrder(order)).toBe(expected);
  });
});

describe("deselectPickUpDelivery", () => {
  it("removes pick-up, delivery and type data and keeps the rest", () => {
    const service = {
      id: 2,
      quantity: 3,
      puService: pickUp,
      delService: delivery,
      pdServiceType: PickUpDeliveryType.PickupAndDelivery,
    };
    expect(deselectPickUpDelivery(service)).toEqual({ id: 2, quantity: 3 });
  });
});

describe("storage keys", () => {
  it("keep the pre-order and the preselected service apart", () => {
    expect(PREORDER_STORAGE_KEY).not.toBe(PRESELECTED_SERVICE_STORAGE_KEY);
  });
});

describe("resetSelectedService", () => {
  it("keeps only id, type, name, date, notes and quantity", () => {
    const service = {
      id: 7,
      name: "Cross-Dock",
      type: ServiceTypeId.CrossDocking,
      date: "2025-03-01",
      time: "07:00 AM",
      price: 4500,
      quantity: 3,
      total: 13500,
      fee: 0,
      notes: [{ id: 1, note: "Fragile" }],
      driverName: "Sam",
      driverPhone: "555-0100",
      puService: pickUp,
    };
    expect(resetSelectedService(service)).toEqual({
      id: 7,
      name: "Cross-Dock",
      type: ServiceTypeId.CrossDocking,
      date: "2025-03-01",
      notes: [{ id: 1, note: "Fragile" }],
      quantity: 3,
    });
  });
});

describe("preselectService", () => {
  const services = [
    { id: 1, name: "Transload", isDefault: false },
    { id: 2, name: "Cross-Dock", isDefault: true },
    { id: 3, name: "Transport", isDefault: false },
  ];

  it("uses the service with the preselected id, dated today", () => {
    expect(preselectService(services, 3, "2025-03-01")).toEqual({
      id: 3,
      name: "Transport",
      isDefault: false,
      date: "2025-03-01",
    });
  });

  it.each([undefined, null, 99])("falls back to the default service when the preselected id is %s", (id) => {
    expect(preselectService(services, id, "2025-03-01")).toEqual({
      id: 2,
      name: "Cross-Dock",
      isDefault: true,
      date: "2025-03-01",
    });
  });

  it("gives null when there is neither a match nor a default", () => {
    expect(preselectService([{ id: 1, isDefault: false }], 5, "2025-03-01")).toBeNull();
  });
});
