import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../orders/order-status";
import type { InvoiceKind } from "./invoice-kind";
import type { InvoiceStatus } from "./invoice-status";
import {
  invoicePaymentRefusal,
  invoiceRefusal,
  isInvoicePayableNow,
  isOrderOpenForPayment,
  orderOwed,
  orderOwedOf,
  orderPaymentRefusal,
  repricedOrderRefusal,
  slotMoveRepriceRefusal,
  type OrderOwedFacts,
} from "./order-owed";

const transload: OrderOwedFacts = {
  status: "accepted",
  totalCents: 231_100,
  totalPaidCents: 0,
  creditedCents: 0,
  invoices: [],
};
const order = { number: "FB-0000042", status: "accepted" as const };
const invoice = (kind: InvoiceKind, amountCents: number, status: InvoiceStatus = 1) => ({
  kind,
  amountCents,
  status,
});

describe("isOrderOpenForPayment", () => {
  it("refuses payment for cancelled and failed orders only", () => {
    expect(ORDER_STATUSES.filter((status) => !isOrderOpenForPayment(status))).toEqual([
      "failed",
      "cancelled",
      "cancelledByUser",
      "payCancelled",
    ]);
  });
});

describe("orderOwed", () => {
  it("owes the total less what was paid and credited", () => {
    expect(orderOwed({ ...transload, totalPaidCents: 100_000, creditedCents: 1_100 })).toMatchObject({
      chargedCents: 231_100,
      owedCents: 130_000,
      unbilledCents: 130_000,
    });
  });

  it("owes nothing once paid in full, and never below zero", () => {
    expect(orderOwed({ ...transload, totalPaidCents: 231_100 }).owedCents).toBe(0);
    expect(orderOwed({ ...transload, totalPaidCents: 300_000 }).owedCents).toBe(0);
  });

  it("owes nothing once the order is cancelled or failed", () => {
    expect(orderOwed({ ...transload, status: "cancelledByUser" }).owedCents).toBe(0);
    expect(orderOwed({ ...transload, status: "failed" }).unbilledCents).toBe(0);
  });

  it("counts open invoices in what is owed but not in what is left to bill", () => {
    const owed = orderOwed({ ...transload, invoices: [invoice("order", 100_000)] });
    expect(owed).toMatchObject({ owedCents: 231_100, openInvoiceCents: 100_000, unbilledCents: 131_100 });
  });

  it("raises what is charged and owed by a supplementary charge once it is issued, never by a draft or a cancelled one", () => {
    const paid = { ...transload, totalPaidCents: 231_100 };
    expect(orderOwed({ ...paid, invoices: [invoice("supplementary", 5_000)] })).toMatchObject({
      supplementaryCents: 5_000,
      chargedCents: 236_100,
      owedCents: 5_000,
      unbilledCents: 0,
    });
    expect(orderOwed({ ...paid, invoices: [invoice("supplementary", 5_000, 0)] }).owedCents).toBe(0);
    expect(orderOwed({ ...paid, invoices: [invoice("supplementary", 5_000, 4)] }).owedCents).toBe(0);
    expect(
      orderOwed({ ...paid, totalPaidCents: 236_100, invoices: [invoice("supplementary", 5_000, 3)] })
        .owedCents,
    ).toBe(0);
  });
});

describe("orderOwedOf", () => {
  it("reads what an order owes from the order as the API sends it", () => {
    const order = {
      status: "accepted" as const,
      total: 50_400,
      totalPaid: 50_400,
      credited: 0,
      invoices: [{ status: 1 as const, kind: "supplementary" as const, amount: 5_040 }],
    };
    expect(orderOwedOf(order)).toMatchObject({
      chargedCents: 55_440,
      owedCents: 5_040,
      openInvoiceCents: 5_040,
    });
  });
});

describe("invoiceRefusal", () => {
  it("refuses an invoice on a fully paid order, and says to add a supplementary charge", () => {
    const owed = orderOwed({ ...transload, totalPaidCents: 231_100 });
    expect(invoiceRefusal(order, owed, { kind: "order", amountCents: 231_100 })).toBe(
      "This order owes $0.00: it is paid in full. Add a supplementary charge for extra work instead.",
    );
  });

  it("refuses an invoice above what the order owes", () => {
    const owed = orderOwed({ ...transload, totalCents: 50_400 });
    expect(invoiceRefusal(order, owed, { kind: "order", amountCents: 5_040_000 })).toBe(
      "This order owes $504.00: an invoice may be for at most that. Add a supplementary charge for extra work instead.",
    );
    expect(invoiceRefusal(order, owed, { kind: "order", amountCents: 50_400 })).toBeUndefined();
  });

  it("refuses an invoice for what open invoices already ask for", () => {
    const owed = orderOwed({ ...transload, invoices: [invoice("order", 200_000)] });
    expect(invoiceRefusal(order, owed, { kind: "order", amountCents: 31_100 })).toBeUndefined();
    expect(invoiceRefusal(order, owed, { kind: "order", amountCents: 31_101 })).toMatch(
      /owes \$2,311\.00, of which \$2,000\.00 is already invoiced: a new invoice may be for at most \$311\.00/,
    );
  });

  it("lets a supplementary charge be added after payment", () => {
    const owed = orderOwed({ ...transload, totalPaidCents: 231_100 });
    expect(invoiceRefusal(order, owed, { kind: "supplementary", amountCents: 5_000 })).toBeUndefined();
  });

  it("refuses every invoice on a cancelled or failed order", () => {
    const owed = orderOwed({ ...transload, status: "failed" });
    expect(
      invoiceRefusal({ ...order, status: "failed" }, owed, { kind: "supplementary", amountCents: 1 }),
    ).toMatch(/failed; it owes nothing/);
    expect(
      invoiceRefusal({ ...order, status: "payCancelled" }, owed, { kind: "order", amountCents: 1 }),
    ).toMatch(/cancelled; it owes nothing/);
  });

  it("never lets order invoices together ask for more than the order owes", () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 20 }),
        (totalCents, totalPaidCents, requests) => {
          const invoices: { kind: InvoiceKind; amountCents: number; status: InvoiceStatus }[] = [];
          for (const amountCents of requests) {
            const owed = orderOwed({ ...transload, totalCents, totalPaidCents, invoices });
            if (!invoiceRefusal(order, owed, { kind: "order", amountCents }))
              invoices.push(invoice("order", amountCents));
          }
          const billed = invoices.reduce((sum, one) => sum + one.amountCents, 0);
          expect(billed).toBeLessThanOrEqual(Math.max(0, totalCents - totalPaidCents));
        },
      ),
    );
  });
});

describe("orderPaymentRefusal", () => {
  it("lets the customer pay what is not invoiced", () => {
    expect(orderPaymentRefusal(order, orderOwed(transload))).toBeUndefined();
  });

  it("refuses paying a paid order, a closed one, and one whose amount due is all on open invoices", () => {
    expect(orderPaymentRefusal(order, orderOwed({ ...transload, totalPaidCents: 231_100 }))).toMatch(
      /already paid/,
    );
    expect(orderPaymentRefusal({ ...order, status: "cancelled" }, orderOwed(transload))).toMatch(
      /nothing to pay/,
    );
    expect(
      orderPaymentRefusal(order, orderOwed({ ...transload, invoices: [invoice("order", 231_100)] })),
    ).toMatch(/all of it on open invoices/);
  });
});

describe("invoicePaymentRefusal", () => {
  it("lets an open invoice be paid while the order owes its amount", () => {
    const owed = orderOwed({ ...transload, invoices: [invoice("order", 231_100)] });
    expect(invoicePaymentRefusal({ number: "INV-1", status: 1, amountCents: 231_100 }, owed)).toBeUndefined();
    expect(isInvoicePayableNow({ status: 2, amountCents: 231_100 }, owed)).toBe(true);
  });

  it("refuses an invoice that would pay the order beyond what it owes, and one not open", () => {
    const owed = orderOwed({ ...transload, totalPaidCents: 231_100, invoices: [invoice("order", 231_100)] });
    expect(invoicePaymentRefusal({ number: "INV-1", status: 1, amountCents: 231_100 }, owed)).toMatch(
      /order owes \$0\.00; it cannot be paid/,
    );
    expect(isInvoicePayableNow({ status: 3, amountCents: 1 }, orderOwed(transload))).toBe(false);
  });
});

describe("repricedOrderRefusal", () => {
  it("refuses a change that would bring the total below what is paid", () => {
    expect(repricedOrderRefusal({ ...transload, totalPaidCents: 42_200 }, 17_500)).toMatch(
      /cost less than you have paid;/,
    );
  });

  it("refuses a change that would bring the total below what is paid and invoiced", () => {
    const invoiced = { ...transload, totalPaidCents: 10_000, invoices: [invoice("order", 20_000)] };
    expect(repricedOrderRefusal(invoiced, 29_999)).toMatch(
      /cost less than you have paid and been invoiced for/,
    );
    expect(repricedOrderRefusal(invoiced, 30_000)).toBeUndefined();
  });

  it("lets a change keep or raise the total, and any change of an unpaid, uninvoiced order", () => {
    expect(repricedOrderRefusal({ ...transload, totalPaidCents: 42_200 }, 42_200)).toBeUndefined();
    expect(repricedOrderRefusal({ ...transload, totalPaidCents: 42_200 }, 50_000)).toBeUndefined();
    expect(repricedOrderRefusal(transload, 17_500)).toBeUndefined();
  });
});

describe("slotMoveRepriceRefusal", () => {
  it("lets the hub move an unpaid order to any slot, dearer or cheaper: it then owes the new price", () => {
    expect(slotMoveRepriceRefusal(order, transload, 150_000)).toBeUndefined();
    expect(slotMoveRepriceRefusal(order, transload, 300_000)).toBeUndefined();
  });

  it("lets a paid order move to a dearer slot: the difference is owed on top of what was paid", () => {
    const paid = { ...transload, totalPaidCents: 231_100 };
    expect(slotMoveRepriceRefusal(order, paid, 241_100)).toBeUndefined();
    expect(orderOwed({ ...paid, totalCents: 241_100 })).toMatchObject({ owedCents: 10_000, unbilledCents: 10_000 });
  });

  it("refuses to move a paid order to a cheaper slot: what was paid would stay on it with no way back", () => {
    const paid = { ...transload, totalPaidCents: 231_100 };
    expect(slotMoveRepriceRefusal(order, paid, 221_100)).toBe(
      "Order FB-0000042 would cost $2,211.00 in this slot, less than what was already paid ($2,311.00); move it to a slot at the same fee",
    );
    expect(slotMoveRepriceRefusal(order, paid, 231_100)).toBeUndefined();
  });

  it("counts open invoices and credits as money the order already holds", () => {
    const invoiced = { ...transload, totalPaidCents: 10_000, invoices: [invoice("order", 20_000)] };
    expect(slotMoveRepriceRefusal(order, invoiced, 29_999)).toMatch(
      /already paid and invoiced \(\$300\.00\); move it to a slot at the same fee, or cancel its open invoice first$/,
    );
    expect(slotMoveRepriceRefusal(order, invoiced, 30_000)).toBeUndefined();
    expect(slotMoveRepriceRefusal(order, { ...transload, totalPaidCents: 5_000, creditedCents: 1_000 }, 5_999)).toMatch(
      /already paid \(\$60\.00\)/,
    );
  });
});
