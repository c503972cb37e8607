import { describe, expect, it } from "vitest";
import { amountToPayCents } from "./amount-to-pay";

const order = { status: "accepted" as const, total: 23550, totalPaid: 5000, credited: 0, invoices: [] };
const open = { status: 1 as const, kind: "order" as const, amount: 12000 };

describe("amountToPayCents", () => {
  it("asks for an invoice's own amount when an open invoice is paid", () => {
    expect(amountToPayCents({ ...order, invoices: [open] }, open)).toBe(12000);
  });

  it("asks for what the order still owes otherwise", () => {
    expect(amountToPayCents(order, undefined)).toBe(18550);
  });

  it("asks the order itself only for what its open invoices do not", () => {
    expect(amountToPayCents({ ...order, invoices: [open] }, undefined)).toBe(6550);
  });

  it("asks for nothing on a cancelled order, and nothing for an invoice the order no longer owes", () => {
    expect(amountToPayCents({ ...order, status: "cancelledByUser" }, undefined)).toBe(0);
    const paid = { ...order, totalPaid: 23550, invoices: [{ ...open, amount: 23550 }] };
    expect(amountToPayCents(paid, { status: 1, amount: 23550 })).toBe(0);
    expect(amountToPayCents(paid, undefined)).toBe(0);
  });
});
