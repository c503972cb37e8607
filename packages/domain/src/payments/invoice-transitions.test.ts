import { describe, expect, it } from "vitest";
import { InvoiceStatus } from "./invoice-status";
import {
  canPayInvoice,
  countsTowardsInvoiceTotal,
  invoiceTotalCents,
  invoiceTransitionRefusal,
} from "./invoice-transitions";

describe("invoiceTransitionRefusal", () => {
  it.each([
    [InvoiceStatus.Draft, InvoiceStatus.Issued],
    [InvoiceStatus.Draft, InvoiceStatus.Cancelled],
    [InvoiceStatus.Issued, InvoiceStatus.Approved],
    [InvoiceStatus.Issued, InvoiceStatus.Cancelled],
    [InvoiceStatus.Approved, InvoiceStatus.Cancelled],
  ])("lets staff move an invoice from %i to %i", (from, to) => {
    expect(invoiceTransitionRefusal(from, to)).toBeUndefined();
  });

  it("never lets staff mark an invoice paid by hand", () => {
    expect(invoiceTransitionRefusal(InvoiceStatus.Issued, InvoiceStatus.Paid)).toMatch(/payment/);
  });

  it("keeps paid and cancelled invoices as they are", () => {
    expect(invoiceTransitionRefusal(InvoiceStatus.Paid, InvoiceStatus.Cancelled)).toBe(
      "An invoice that is paid cannot become cancelled",
    );
    expect(invoiceTransitionRefusal(InvoiceStatus.Cancelled, InvoiceStatus.Issued)).toBeDefined();
  });

  it("says when the invoice already has the status", () => {
    expect(invoiceTransitionRefusal(InvoiceStatus.Issued, InvoiceStatus.Issued)).toBe(
      "The invoice is already issued",
    );
  });
});

describe("canPayInvoice", () => {
  it("accepts payments only for issued or approved invoices", () => {
    expect([0, 1, 2, 3, 4].map((status) => canPayInvoice(status as InvoiceStatus))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("countsTowardsInvoiceTotal", () => {
  it("counts issued, approved and paid invoices, not drafts or cancelled ones", () => {
    expect([0, 1, 2, 3, 4].map((status) => countsTowardsInvoiceTotal(status as InvoiceStatus))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe("invoiceTotalCents", () => {
  it("sums issued, approved and paid invoices and leaves out drafts and cancelled ones", () => {
    expect(
      invoiceTotalCents([
        { status: InvoiceStatus.Draft, amountCents: 1_000 },
        { status: InvoiceStatus.Issued, amountCents: 2_000 },
        { status: InvoiceStatus.Approved, amountCents: 300 },
        { status: InvoiceStatus.Paid, amountCents: 45 },
        { status: InvoiceStatus.Cancelled, amountCents: 9_999 },
      ]),
    ).toBe(2_345);
  });

  it("is zero for an order without invoices", () => {
    expect(invoiceTotalCents([])).toBe(0);
  });
});
