import { describe, expect, it } from "vitest";
import { mapOrder } from "@freight/domain/orders/order-mapper";
import { orderToBookingDraft, parseStoredDraft } from "./booking-draft";

const order = mapOrder(
  {
    id: 41,
    number: "FB-1041",
    service: { id: 2, name: "Cross-dock", type: 2 },
    hub: { id: 5, name: "Denver", timeZone: "America/Denver", minimalCharge: 10000 },
    timeFrom: "2026-06-03T15:00:00.000Z",
    timeTo: "2026-06-03T18:00:00.000Z",
    quantity: 6,
    status: "new",
    driverName: "Ana Ruiz",
    driverPhone: "+15550100",
    products: [{ id: 4, amount: 2 }],
    temperatureControl: { id: 3, name: "Frozen" },
    commodityId: 0,
    trailerTypeId: 2,
    puService: {
      type: "pick-up",
      city: "Aurora",
      address: "1 Main St",
      weight: 800,
      date: { from: "2026-06-03", to: "2026-06-03" },
    },
  },
  "http://api.test",
);

describe("orderToBookingDraft", () => {
  it("keeps everything for edit, with the slot as a date on the hub's wall clock", () => {
    const draft = orderToBookingDraft(order, "edit", "2026-06-01");
    expect(draft.service).toMatchObject({
      id: 2,
      date: "2026-06-03",
      time: "2026-06-03T15:00:00.000Z",
      quantity: 6,
    });
    expect(draft.service.driverName).toBe("Ana Ruiz");
    expect(draft.service.pdServiceType).toBe("pick-up");
    expect(draft).toMatchObject({ hubId: 5, temperatureControlId: 3, commodityId: null, trailerTypeId: 2 });
  });

  it("repeats service, hub, quantity and extras on today's date without slot, driver or stops", () => {
    const draft = orderToBookingDraft(order, "repeat", "2026-06-01");
    expect(draft.service).toMatchObject({ date: "2026-06-01", time: null, quantity: 6, driverName: "" });
    expect(draft.service.puService).toBeUndefined();
    expect(draft.products).toEqual([{ id: 4, amount: 2 }]);
  });

  it("duplicates the stops and driver, moved to the new date, without a slot", () => {
    const draft = orderToBookingDraft(order, "duplicate", "2026-06-01");
    expect(draft.service.time).toBeNull();
    expect(draft.service.driverName).toBe("Ana Ruiz");
    expect(draft.service.puService?.date.from).toBe("2026-06-01");
  });
});

describe("parseStoredDraft", () => {
  it("gives null for missing or malformed storage", () => {
    expect(parseStoredDraft(null)).toBeNull();
    expect(parseStoredDraft("{not json")).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ service: { id: "2" } }))).toBeNull();
  });

  it("restores a stored pre-order, with a quantity of at least 1 and only positive extras", () => {
    const draft = parseStoredDraft(
      JSON.stringify({
        service: { id: 2, quantity: 0, date: "2026-06-02" },
        hubId: 5,
        products: [
          { id: 4, amount: 0 },
          { id: 5, amount: 1 },
        ],
      }),
    );
    expect(draft?.service.quantity).toBe(1);
    expect(draft?.products).toEqual([{ id: 5, amount: 1 }]);
    expect(draft?.hubId).toBe(5);
  });
});
