import { describe, expect, it } from "vitest";
import { defaultPickUpDeliveryDetail } from "@freight/domain/orders/pick-up-delivery-detail";
import { bookingProblems, toBookingOrderInput } from "./booking-order-input";
import type { SelectedService } from "./booking-types";

const service: SelectedService = {
  id: 10,
  name: "Cross-dock",
  type: 2,
  date: "2026-06-03",
  time: "2026-06-03T15:00:00.000Z",
  quantity: 4,
  notes: "  Dock 4 please ",
  driverName: " Ana Ruiz ",
  driverPhone: "+15550100",
  pdServiceType: null,
};

const base = {
  service,
  hubId: 3,
  products: [
    { id: 4, amount: 2 },
    { id: 5, amount: 0 },
  ],
  temperatureControlId: null,
  commodityId: 2,
  trailerTypeId: null,
  hasFiles: false,
  fallbackTimeFrom: null,
  now: "2026-06-01T12:00:00.000Z",
};

describe("bookingProblems", () => {
  it("asks for a service, a hub and a slot", () => {
    expect(bookingProblems({ service: null, hubId: null }).map((problem) => problem.kind)).toEqual([
      "service",
      "hub",
    ]);
    expect(bookingProblems({ service: { ...service, time: null }, hubId: 3 })).toEqual([{ kind: "slot" }]);
  });

  it("needs no slot for transport", () => {
    expect(bookingProblems({ service: { ...service, type: 3, time: null }, hubId: 3 })).toEqual([]);
  });

  it("names the missing city, weight and address of an incomplete pick-up", () => {
    const withPickUp = { ...service, puService: { ...defaultPickUpDeliveryDetail("pick-up"), city: "Reno" } };
    expect(bookingProblems({ service: withPickUp, hubId: 3 })).toEqual([
      { kind: "stop", stop: "puService", fields: ["weight", "address"] },
    ]);
  });
});

describe("bookingProblems of a stop's window and days", () => {
  it("refuses a window that ends before it starts and a last day before the first, as the API would", () => {
    const stop = {
      ...defaultPickUpDeliveryDetail("pick-up"),
      city: "Reno",
      weight: 900,
      address: "1 Main St",
    };
    const late = { ...stop, time: { from: "16:00 PM", to: "07:00 AM", isRange: true } };
    expect(bookingProblems({ service: { ...service, puService: late }, hubId: 3 })).toEqual([
      { kind: "stopWindow", stop: "puService", message: expect.stringMatching(/end after it starts/) },
    ]);
    const backwards = { ...stop, date: { from: "2026-06-05", to: "2026-06-04", isRange: true } };
    expect(bookingProblems({ service: { ...service, delService: backwards }, hubId: 3 })).toEqual([
      { kind: "stopWindow", stop: "delService", message: expect.stringMatching(/before the first/) },
    ]);
    expect(bookingProblems({ service: { ...service, puService: stop }, hubId: 3 })).toEqual([]);
  });
});

describe("toBookingOrderInput", () => {
  it("sends ids, slot, quantity, trimmed driver and note, and only extras with an amount; never a price", () => {
    const input = toBookingOrderInput(base);
    expect(input).toEqual({
      hubId: 3,
      serviceId: 10,
      timeFrom: "2026-06-03T15:00:00.000Z",
      quantity: 4,
      driverName: "Ana Ruiz",
      driverPhone: "+15550100",
      temperatureControlId: null,
      commodityId: 2,
      trailerTypeId: null,
      products: [{ id: 4, amount: 2 }],
      notes: [{ note: "Dock 4 please", createdAtLocal: "2026-06-01T12:00:00.000Z" }],
    });
    expect(JSON.stringify(input)).not.toContain("price");
  });

  it("sends a note for files even without text, since files attach to the last note", () => {
    const input = toBookingOrderInput({ ...base, service: { ...service, notes: "" }, hasFiles: true });
    expect(input.notes).toEqual([{ note: "", createdAtLocal: base.now }]);
    expect(toBookingOrderInput({ ...base, service: { ...service, notes: "" } }).notes).toEqual([]);
  });

  it("sends the pick-up with its role as a numeric code and unset references as null", () => {
    const puService = {
      ...defaultPickUpDeliveryDetail("pick-up"),
      city: "Reno",
      address: "1 Main St",
      weight: 900,
    };
    const input = toBookingOrderInput({ ...base, service: { ...service, puService } });
    expect(input.puService).toMatchObject({
      type: "pick-up",
      role: 0,
      city: "Reno",
      temp: null,
      commodityId: null,
    });
    expect(input.delService).toBeUndefined();
  });

  it("sends a new stop without an id and with the booking's date when it has none", () => {
    const puService = {
      ...defaultPickUpDeliveryDetail("pick-up"),
      city: "Reno",
      address: "1 Main St",
      weight: 900,
    };
    const input = toBookingOrderInput({ ...base, service: { ...service, puService } });
    expect(input.puService).not.toHaveProperty("id");
    expect(input.puService?.date).toEqual({ from: "2026-06-03", to: "2026-06-03", isRange: false });
  });
});
