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
    truckNumber: "TRK-9",
    trailerNumber: "TRL-3",
    notes: [
      {
        id: 1,
        note: "Gate 3, ask for Sam",
        byStaff: false,
        createdAtLocal: "2026-05-30T10:00:00.000Z",
        files: [],
      },
      { id: 2, note: "Your dock is 4", byStaff: true, createdAtLocal: "2026-05-31T10:00:00.000Z", files: [] },
      { id: 3, note: "Pallets are double-stacked", createdAtLocal: "2026-05-31T11:00:00.000Z", files: [] },
    ],
    products: [{ id: 4, amount: 2 }],
    temperatureControl: { id: 3, name: "Frozen" },
    commodityId: 0,
    trailerTypeId: 2,
    puService: {
      type: "pick-up",
      city: "Aurora",
      address: "1 Main St",
      weight: 800,
      time: { from: "08:00 AM", to: "11:30 AM", isRange: true },
      date: { from: "2026-06-02", to: "2026-06-03", isRange: true },
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

  it("repeats everything but the date and slot: on the hub's today, no slot, stops moved with the date", () => {
    const draft = orderToBookingDraft(order, "repeat", "2026-06-10");
    expect(draft.service).toMatchObject({
      id: 2,
      date: "2026-06-10",
      time: null,
      quantity: 6,
      driverName: "Ana Ruiz",
      driverPhone: "+15550100",
      truckNumber: "TRK-9",
      trailerNumber: "TRL-3",
      pdServiceType: "pick-up",
    });
    // The customer's own notes come along; the hub team's note stays with the order.
    expect(draft.service.notes).toBe("Gate 3, ask for Sam\n\nPallets are double-stacked");
    expect(draft.service.puService).toMatchObject({
      city: "Aurora",
      address: "1 Main St",
      weight: 800,
      time: { from: "08:00 AM", to: "11:30 AM", isRange: true },
      // The day before the slot and the slot's day, a week later.
      date: { from: "2026-06-09", to: "2026-06-10", isRange: true },
    });
    expect(draft).toMatchObject({
      hubId: 5,
      products: [{ id: 4, amount: 2 }],
      temperatureControlId: 3,
      commodityId: null,
      trailerTypeId: 2,
    });
  });

  it("duplicates the same job on its own date and slot, or on today when that date has passed", () => {
    const draft = orderToBookingDraft(order, "duplicate", "2026-06-01");
    expect(draft.service).toMatchObject({
      date: "2026-06-03",
      time: "2026-06-03T15:00:00.000Z",
      driverName: "Ana Ruiz",
      notes: "Gate 3, ask for Sam\n\nPallets are double-stacked",
    });
    expect(draft.service.puService?.date).toEqual({ from: "2026-06-02", to: "2026-06-03", isRange: true });
    const later = orderToBookingDraft(order, "duplicate", "2026-06-05");
    expect(later.service.date).toBe("2026-06-05");
    expect(later.service.puService?.date.from).toBe("2026-06-04");
  });

  it("asks repeat and duplicate for nothing that edit keeps but the slot", () => {
    const edit = orderToBookingDraft(order, "edit", "2026-06-01");
    const repeat = orderToBookingDraft(order, "repeat", "2026-06-01");
    const sameJob = (draft: typeof edit) => {
      const { date: _date, time: _time, notes: _notes, puService, ...service } = draft.service;
      return { ...draft, service: { ...service, puService: { ...puService, date: null } } };
    };
    expect(sameJob(repeat)).toEqual(sameJob(edit));
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
