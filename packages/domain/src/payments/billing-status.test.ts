import { describe, expect, it } from "vitest";
import { billingStatusOf, billingSummaryOf } from "./billing-status";
import { orderOwed, type OrderOwedFacts } from "./order-owed";

const base: OrderOwedFacts = {
  status: "accepted",
  totalCents: 10_000,
  totalPaidCents: 0,
  creditedCents: 0,
  invoices: [],
};
const owed = (facts: Partial<OrderOwedFacts> = {}) => orderOwed({ ...base, ...facts });

describe("billingStatusOf", () => {
  it("is notPaid for a post-payment order nobody has paid yet", () => {
    expect(billingStatusOf(owed(), false)).toBe("notPaid");
  });

  it("is toPay while a pre-payment is pending", () => {
    expect(billingStatusOf(owed(), true)).toBe("toPay");
  });

  it("is paid once the total is paid", () => {
    expect(billingStatusOf(owed({ totalPaidCents: 10_000 }), false)).toBe("paid");
  });

  it("is toPay while an invoice asks for what the order owes", () => {
    expect(
      billingStatusOf(owed({ invoices: [{ status: 1, kind: "order", amountCents: 10_000 }] }), false),
    ).toBe("toPay");
  });

  it("stays paid when an invoice on a paid order asks for nothing the order owes", () => {
    const stale = owed({
      totalPaidCents: 10_000,
      invoices: [{ status: 1, kind: "order", amountCents: 10_000 }],
    });
    expect(billingStatusOf(stale, false)).toBe("paid");
  });

  it("is toPay for a supplementary charge on a paid order, and paid again once it is paid", () => {
    const extra = { status: 1, kind: "supplementary", amountCents: 2_500 } as const;
    expect(billingStatusOf(owed({ totalPaidCents: 10_000, invoices: [extra] }), false)).toBe("toPay");
    expect(
      billingStatusOf(owed({ totalPaidCents: 12_500, invoices: [{ ...extra, status: 3 }] }), false),
    ).toBe("paid");
  });

  it("stays notPaid after a partial payment with nothing asked for", () => {
    expect(billingStatusOf(owed({ totalPaidCents: 4_000 }), false)).toBe("notPaid");
  });

  it("stays paid after part of the payment is given back as a credit", () => {
    expect(billingStatusOf(owed({ totalPaidCents: 7_500, creditedCents: 2_500 }), false)).toBe("paid");
  });
});

describe("billingSummaryOf", () => {
  it("says Paid once the order owes nothing after a payment", () => {
    expect(billingSummaryOf(owed({ totalPaidCents: 10_000 }))).toEqual({
      state: "paid",
      words: "Paid",
      owedCents: 0,
    });
  });

  it("says Part paid with what is due while the order owes the rest", () => {
    expect(billingSummaryOf(owed({ totalPaidCents: 4_000 })).words).toBe("Part paid — $60.00 due");
  });

  it("says Due with the amount while nothing is paid", () => {
    expect(billingSummaryOf(owed())).toEqual({ state: "due", words: "Due $100.00", owedCents: 10_000 });
  });

  it("counts a supplementary charge after payment in what is due", () => {
    const extra = { status: 1, kind: "supplementary", amountCents: 5_040 } as const;
    expect(billingSummaryOf(owed({ totalPaidCents: 10_000, invoices: [extra] })).words).toBe(
      "Part paid — $50.40 due",
    );
  });

  it("says Nothing to pay for a cancelled order nothing was paid for", () => {
    expect(billingSummaryOf(owed({ status: "cancelledByUser" })).words).toBe("Nothing to pay");
  });

  it("never shows a raw status name", () => {
    for (const facts of [
      {},
      { totalPaidCents: 4_000 },
      { totalPaidCents: 10_000 },
      { status: "failed" as const },
    ]) {
      expect(["paid", "notPaid", "toPay"]).not.toContain(billingSummaryOf(owed(facts)).words);
    }
  });
});
