import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultPickUpDeliveryDetail,
  mapPickUpDeliveryDetail,
  type ServerPickUpDeliveryDetail,
  toPickUpDeliveryDetailPayload,
} from "./pick-up-delivery-detail";

describe("defaultPickUpDeliveryDetail", () => {
  const detail = defaultPickUpDeliveryDetail("delivery");

  it("starts with 1 pallet", () => {
    expect(detail.quantity).toBe(1);
  });

  it("starts with the 07:00 AM to 16:00 PM window as a range", () => {
    expect(detail.time).toEqual({ from: "07:00 AM", to: "16:00 PM", isRange: true });
  });

  it("starts first come first served, with no appointment", () => {
    expect(detail).toMatchObject({ fcfs: true, appt: false, apptNotSet: false });
  });

  it("keeps the requested type and leaves the rest empty", () => {
    expect(detail).toMatchObject({
      type: "delivery",
      role: "receiver",
      date: { from: "", to: "", isRange: false },
      city: "",
      address: "",
      weight: 0,
      temp: 0,
      commodityId: 0,
      trailerTypeId: 0,
      notes: "",
    });
  });
});

describe("mapPickUpDeliveryDetail", () => {
  const server: ServerPickUpDeliveryDetail = {
    id: 4,
    name: "Pick-up",
    role: 1,
    checkInAs: "carrier",
    quantity: 6,
    type: "pick-up",
    time: { from: "09:00 AM", to: "12:00 PM", isRange: true },
    date: { from: "2024-05-20", to: "2024-05-20", isRange: false },
    appt: true,
    weight: 4200,
    address: "1 Dock Rd",
    city: "Reno",
    temp: 2,
    zipCode: "89502",
    commodityId: 7,
    trailerTypeId: 3,
    notes: "Call ahead",
  };

  it("reads the numeric role code 1 as shipper", () => {
    expect(mapPickUpDeliveryDetail(server, "delivery").role).toBe("shipper");
  });

  it("also accepts the role as a name", () => {
    expect(mapPickUpDeliveryDetail({ role: "receiverAndShipper" }, "pick-up").role).toBe(
      "receiverAndShipper",
    );
  });

  it("keeps an appointment and clears the first-come flag", () => {
    expect(mapPickUpDeliveryDetail(server, "delivery")).toMatchObject({
      appt: true,
      fcfs: false,
      apptNotSet: false,
    });
  });

  it("keeps the server's type over the fallback", () => {
    expect(mapPickUpDeliveryDetail(server, "delivery").type).toBe("pick-up");
  });

  it("raises a quantity below 1 to 1 pallet", () => {
    expect(mapPickUpDeliveryDetail({ quantity: 0 }, "pick-up").quantity).toBe(1);
  });

  it("fills a half-sent time window from the default", () => {
    expect(mapPickUpDeliveryDetail({ time: { from: "08:00 AM" } }, "pick-up").time).toEqual({
      from: "08:00 AM",
      to: "16:00 PM",
      isRange: true,
    });
  });

  it("never throws on random server objects, sets exactly one appointment flag and at least 1 pallet", () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.anything()), (value) => {
        const detail = mapPickUpDeliveryDetail(value as ServerPickUpDeliveryDetail, "pick-up");
        expect([detail.fcfs, detail.appt, detail.apptNotSet].filter(Boolean)).toHaveLength(1);
        expect(detail.quantity).toBeGreaterThanOrEqual(1);
        expect(["receiver", "shipper", "receiverAndShipper"]).toContain(detail.role);
      }),
    );
  });
});

describe("toPickUpDeliveryDetailPayload", () => {
  it("sends the role as its numeric code", () => {
    expect(toPickUpDeliveryDetailPayload(defaultPickUpDeliveryDetail("pick-up")).role).toBe(0);
    expect(
      toPickUpDeliveryDetailPayload(mapPickUpDeliveryDetail({ role: "receiverAndShipper" }, "pick-up")).role,
    ).toBe(2);
  });

  it("sends only the fields of a stop, whatever else the object carries", () => {
    const stop = {
      ...defaultPickUpDeliveryDetail("pick-up"),
      savedAt: "2031-03-04",
      time: { from: "07:00 AM", to: "04:00 PM", isRange: true, label: "x" },
    };
    const payload = toPickUpDeliveryDetailPayload(stop);
    expect(payload).not.toHaveProperty("savedAt");
    expect(payload.time).toEqual({ from: "07:00 AM", to: "04:00 PM", isRange: true });
    expect(Object.keys(payload).sort()).toEqual(Object.keys(defaultPickUpDeliveryDetail("pick-up")).sort());
  });

  it("maps back to the same stop for any server object", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.object(), fc.record({ role: fc.integer({ min: 0, max: 2 }), appt: fc.boolean() })),
        (value) => {
          const detail = mapPickUpDeliveryDetail(value as ServerPickUpDeliveryDetail, "delivery");
          expect(mapPickUpDeliveryDetail(toPickUpDeliveryDetailPayload(detail), "pick-up")).toEqual(detail);
        },
      ),
    );
  });
});
