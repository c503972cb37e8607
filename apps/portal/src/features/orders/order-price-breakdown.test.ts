import { describe, expect, it } from "vitest";
import { orderPriceBreakdown } from "./order-price-breakdown";

const labels = { service: "Service", minimumCharge: "Hub minimum charge", discount: "Discount" };
const base = {
  service: { id: 2, name: "Cross-dock", type: 2 },
  price: 2000,
  quantity: 2,
  hub: {
    id: 5,
    name: "Denver",
    latitude: 0,
    longitude: 0,
    address: "",
    minimalCharge: 10000,
    timeZone: "America/Denver",
  },
  hubFeeType: 30 as const,
  firstHourFee: 5000,
  secondHourFee: 3000,
  afterHoursFee: 7500,
  products: [{ id: 4, amount: 3 }],
  total: 10000 + 11000 + 2550,
  totalPaid: 5000,
  credited: 0,
  invoices: [] as {
    status: 0 | 1 | 2 | 3 | 4;
    kind: "order" | "supplementary";
    amount: number;
    reason: string;
  }[],
  status: "accepted" as const,
};
const extras = [{ id: 4, name: "Stretch wrap", price: 850 }];

describe("orderPriceBreakdown", () => {
  it("lists the service, the minimum-charge uplift, the call fee with its label and the extras", () => {
    const breakdown = orderPriceBreakdown(base, extras, labels);
    expect(breakdown.lines).toEqual([
      { kind: "service", label: "Service", cents: 4000 },
      { kind: "minimumCharge", label: "Hub minimum charge", cents: 6000 },
      { kind: "fee", label: "Call Fee", cents: 11000 },
      { kind: "extra", label: "Stretch wrap × 3", cents: 2550 },
    ]);
    expect(breakdown.dueCents).toBe(23550 - 5000);
  });

  it("shows a discount when the order's total is below its lines", () => {
    const breakdown = orderPriceBreakdown({ ...base, total: 21000 }, extras, labels);
    expect(breakdown.lines.at(-1)).toEqual({ kind: "discount", label: "Discount", cents: -2550 });
  });

  it("never shows a negative amount due", () => {
    expect(orderPriceBreakdown({ ...base, totalPaid: 99999 }, extras, labels).dueCents).toBe(0);
  });

  it("adds the supplementary charges issued after booking to what is due, and takes a credit off it", () => {
    const breakdown = orderPriceBreakdown(
      {
        ...base,
        totalPaid: 23550 - 1000,
        credited: 1000,
        invoices: [
          { status: 1, kind: "supplementary", amount: 5040, reason: "1 extra pallet" },
          { status: 0, kind: "supplementary", amount: 900, reason: "A draft" },
          { status: 1, kind: "order", amount: 777, reason: "" },
        ],
      },
      extras,
      labels,
    );
    expect(breakdown.extraCharges).toEqual([{ label: "1 extra pallet", cents: 5040 }]);
    expect(breakdown).toMatchObject({ paidCents: 22550, creditedCents: 1000, dueCents: 5040 });
  });

  it("shows nothing due on an order closed for payment (cancelled or failed), whatever was paid", () => {
    for (const status of ["cancelled", "cancelledByUser", "payCancelled", "failed"] as const) {
      expect(orderPriceBreakdown({ ...base, status }, extras, labels).dueCents, status).toBe(0);
    }
  });
});
