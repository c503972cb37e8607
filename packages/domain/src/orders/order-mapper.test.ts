import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DASHBOARD_METRIC_GROUPS,
  mapDashboardMetrics,
  mapDashboardOrderPage,
  mapDashboardOrderRow,
  mapOrder,
  mapOrderPage,
  mapPage,
  type ServerOrder,
  toOrderPayload,
} from "./order-mapper";

const BASE = "https://api.example.com";

const serverOrder: ServerOrder = {
  id: 1042,
  number: "FB-1042",
  service: { id: 2, name: "Cross-Dock", type: 2 },
  createdAtLocal: "2024-05-14T08:10:00Z",
  timeFrom: "2024-05-20T15:00:00Z",
  timeTo: "2024-05-20T18:00:00Z",
  quantity: 12,
  price: 4500,
  totalInvoices: 1,
  total: 60000,
  totalPaid: 60000,
  billingStatus: "paid",
  status: "inProgress",
  driverName: "Sam Lee",
  driverPhone: "+15550111",
  hub: {
    id: 3,
    name: "Stockton",
    latitude: 37.95,
    longitude: -121.29,
    address: "1 Dock Rd",
    minimalCharge: 15000,
    timeZone: "America/Los_Angeles",
  },
  notes: [
    {
      id: 1,
      note: "Gate B",
      createdAtLocal: "2024-05-14T08:11:00Z",
      files: [{ id: 2, fileName: "bol.png", fileUrl: "https://f.example/bol.png" }],
    },
  ],
  temperatureControl: { id: 2, name: "Chilled" },
  commodityId: 7,
  trailerTypeId: 3,
  products: [{ id: 4, amount: 2 }],
  trailerNumber: "TR-88",
  truckNumber: "TK-12",
  checkInCode: "CHK-555",
  invoices: [{ id: 91, number: "INV-91", status: 3, amount: 60000, issuedAt: "2024-05-14T09:00:00Z" }],
  hubFeeType: 30,
  firstHourFee: 5000,
  secondHourFee: 2500,
  afterHoursFee: 9000,
  puService: { id: 5, role: 1, city: "Reno", address: "2 Farm Ln", weight: 1200 },
};

describe("mapOrder", () => {
  const order = mapOrder(serverOrder, BASE);

  it("keeps the number, service, hub and money in cents", () => {
    expect(order).toMatchObject({
      id: 1042,
      number: "FB-1042",
      service: { id: 2, name: "Cross-Dock", type: 2 },
      quantity: 12,
      price: 4500,
      total: 60000,
      totalPaid: 60000,
      hub: {
        id: 3,
        name: "Stockton",
        minimalCharge: 15000,
        address: "1 Dock Rd",
        timeZone: "America/Los_Angeles",
      },
    });
  });

  it("reads the billing status as the payment status, given as a string or the code 20", () => {
    expect(order.billingStatus).toBe("paid");
    expect(mapOrder({ ...serverOrder, billingStatus: 20 }, BASE).billingStatus).toBe("paid");
  });

  it("defaults an unknown billing status to not paid", () => {
    expect(mapOrder({ ...serverOrder, billingStatus: 99 }, BASE).billingStatus).toBe("notPaid");
    expect(mapOrder({}, BASE).billingStatus).toBe("notPaid");
  });

  it("reads the status as a string or a code and shows every cancellation as cancelled", () => {
    expect(order.status).toBe("inProgress");
    expect(mapOrder({ status: 70 }, BASE).status).toBe("closed");
    const payCancelled = mapOrder({ ...serverOrder, status: 91 }, BASE);
    expect(payCancelled.status).toBe("payCancelled");
    expect(payCancelled.displayStatus).toBe("cancelled");
  });

  it("names the company member who booked the order, and no one for a person's own order", () => {
    expect(mapOrder({ ...serverOrder, bookedBy: { id: 7, name: "Bo Booker" } }, BASE).bookedBy).toBe("Bo Booker");
    expect(mapOrder(serverOrder, BASE).bookedBy).toBe("");
  });

  it("keeps the dock door the hub gave the truck, and none (\"\") before one is given", () => {
    expect(mapOrder({ ...serverOrder, door: "B-12" }, BASE).door).toBe("B-12");
    expect(mapOrder({ ...serverOrder, door: null }, BASE).door).toBe("");
    expect(mapOrder(serverOrder, BASE).door).toBe("");
  });

  it("reads a missing status as code 0, new", () => {
    expect(mapOrder({}, BASE).status).toBe("new");
  });

  it("builds image-proxy sources for note files", () => {
    expect(order.notes[0]!.files[0]!.src).toBe(`${BASE}/image-proxy?url=https%3A%2F%2Ff.example%2Fbol.png`);
    expect(order.notes[0]!.timestamp).toBe("2024-05-14T08:11:00Z");
  });

  it("keeps the fee type and hour fees", () => {
    expect(order).toMatchObject({
      hubFeeType: 30,
      firstHourFee: 5000,
      secondHourFee: 2500,
      afterHoursFee: 9000,
    });
  });

  it("falls back to business hours for an unknown fee type", () => {
    expect(mapOrder({ hubFeeType: 0 }, BASE).hubFeeType).toBe(10);
  });

  it("maps the invoices, products, references and the temperature control name", () => {
    expect(order.invoices).toEqual([
      {
        id: 91,
        number: "INV-91",
        status: 3,
        kind: "order",
        amount: 60000,
        reason: "",
        issuedAt: "2024-05-14T09:00:00Z",
      },
    ]);
    expect(order.products).toEqual([{ id: 4, amount: 2 }]);
    expect(order.temperatureControl).toEqual({ id: 2, name: "Chilled" });
    expect(order).toMatchObject({ commodityId: 7, trailerTypeId: 3 });
  });

  it("reads null references as none (0)", () => {
    const none = mapOrder(
      { ...serverOrder, temperatureControl: null, commodityId: null, trailerTypeId: null },
      BASE,
    );
    expect(none.temperatureControl).toEqual({ id: 0, name: "" });
    expect(none).toMatchObject({ commodityId: 0, trailerTypeId: 0 });
  });

  it("reads a supplementary charge with its reason, and an invoice of unknown kind as an order invoice", () => {
    const [extra, unknown] = mapOrder(
      {
        invoices: [
          { id: 1, status: 1, kind: "supplementary", amount: 5040, reason: "Extra pallet" },
          { id: 2, kind: "x" },
        ],
      },
      BASE,
    ).invoices;
    expect(extra).toMatchObject({ kind: "supplementary", amount: 5040, reason: "Extra pallet" });
    expect(unknown).toMatchObject({ kind: "order", reason: "" });
  });

  it("reads an invoice with an unknown status as a draft", () => {
    expect(mapOrder({ invoices: [{ id: 1, status: 9 }] }, BASE).invoices[0]).toMatchObject({
      status: 0,
      issuedAt: "",
    });
  });

  it("includes pick-up only when the server sent it, with its defaults filled", () => {
    expect(order.puService).toMatchObject({
      type: "pick-up",
      role: "shipper",
      city: "Reno",
      quantity: 1,
      fcfs: true,
    });
    expect(order).not.toHaveProperty("delService");
  });

  it("never throws on random server objects and always fills the defaults", () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.anything()), (value) => {
        const mapped = mapOrder(value as ServerOrder, BASE);
        expect(["paid", "notPaid", "toPay"]).toContain(mapped.billingStatus);
        expect(typeof mapped.number).toBe("string");
        expect(Array.isArray(mapped.notes)).toBe(true);
        expect(Array.isArray(mapped.invoices)).toBe(true);
        expect(Number.isSafeInteger(mapped.total)).toBe(true);
        expect([10, 20, 30]).toContain(mapped.hubFeeType);
      }),
    );
  });
});

describe("toOrderPayload", () => {
  it("sends the ids of hub, service and references, and the stops with role codes", () => {
    const payload = toOrderPayload(mapOrder(serverOrder, BASE));
    expect(payload).toMatchObject({
      hubId: 3,
      serviceId: 2,
      timeFrom: "2024-05-20T15:00:00Z",
      quantity: 12,
      driverName: "Sam Lee",
      truckNumber: "TK-12",
      trailerNumber: "TR-88",
      temperatureControlId: 2,
      commodityId: 7,
      trailerTypeId: 3,
      products: [{ id: 4, amount: 2 }],
    });
    expect(payload.puService?.role).toBe(1);
    expect(payload).not.toHaveProperty("delService");
  });

  it("never sends prices: the server computes them", () => {
    const payload = toOrderPayload(mapOrder(serverOrder, BASE));
    expect(payload).not.toHaveProperty("price");
    expect(payload).not.toHaveProperty("total");
    expect(payload).not.toHaveProperty("hubFeeType");
  });

  it("sends a missing reference as null", () => {
    const payload = toOrderPayload(
      mapOrder({ ...serverOrder, temperatureControl: null, commodityId: null }, BASE),
    );
    expect(payload.temperatureControlId).toBeNull();
    expect(payload.commodityId).toBeNull();
  });

  it("sends note files with their original URL", () => {
    const payload = toOrderPayload(mapOrder(serverOrder, BASE));
    expect(payload.notes).toEqual([
      {
        note: "Gate B",
        createdAtLocal: "2024-05-14T08:11:00Z",
        files: [{ fileName: "bol.png", fileUrl: "https://f.example/bol.png" }],
      },
    ]);
  });

  it("sends the stop it read back unchanged", () => {
    const order = mapOrder(serverOrder, BASE);
    const payload = toOrderPayload(order);
    expect(mapOrder({ puService: payload.puService }, BASE).puService).toEqual(order.puService);
  });
});

describe("mapDashboardOrderRow", () => {
  it("keeps id, number, truck and trailer numbers", () => {
    expect(mapDashboardOrderRow(serverOrder)).toEqual({
      id: 1042,
      number: "FB-1042",
      truckNumber: "TK-12",
      trailerNumber: "TR-88",
    });
  });

  it("writes a numeric order number as text", () => {
    expect(mapDashboardOrderRow({ number: 1042 }).number).toBe("1042");
  });
});

describe("mapDashboardMetrics", () => {
  it("maps the server counts to the four groups, including the server's complited spelling", () => {
    expect(
      mapDashboardMetrics({
        createdOrdersCount: 12,
        progressOrdersCount: 4,
        complitedOrdersCount: 30,
        failedOrdersCount: 1,
        createdOrdersPercentage: 25.5,
      }),
    ).toEqual({
      createdOrders: 12,
      inProgressOrders: 4,
      completedOrders: 30,
      failedOrders: 1,
      createdOrdersPercentage: 25.5,
    });
  });

  it("defaults missing counts to 0", () => {
    const metrics = mapDashboardMetrics(null);
    DASHBOARD_METRIC_GROUPS.forEach((group) => expect(metrics[group]).toBe(0));
    expect(metrics.createdOrdersPercentage).toBe(0);
  });
});

describe("mapPage", () => {
  it("keeps the paging counters and maps each item", () => {
    expect(
      mapPage({ items: [1, 2], totalPages: 3, totalItems: 15, currentPage: 1 }, (item) => Number(item) * 2),
    ).toEqual({
      items: [2, 4],
      totalPages: 3,
      totalItems: 15,
      currentPage: 1,
    });
  });

  it("gives an empty first page for a missing answer", () => {
    expect(mapPage(undefined, String)).toEqual({ items: [], totalPages: 0, totalItems: 0, currentPage: 0 });
  });
});

describe("mapOrderPage", () => {
  it("maps every order on the page", () => {
    const page = mapOrderPage(
      { items: [serverOrder, {}], totalPages: 1, totalItems: 2, currentPage: 0 },
      BASE,
    );
    expect(page.items.map((order) => order.id)).toEqual([1042, 0]);
    expect(page.totalItems).toBe(2);
  });
});

describe("mapDashboardOrderPage", () => {
  it("maps every row and the total pages", () => {
    const page = mapDashboardOrderPage({ items: [serverOrder], totalPages: 4 });
    expect(page.items).toEqual([
      { id: 1042, number: "FB-1042", truckNumber: "TK-12", trailerNumber: "TR-88" },
    ]);
    expect(page.totalPages).toBe(4);
  });
});
