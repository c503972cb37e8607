import { describe, expect, it } from "vitest";
import { amountToPayCents } from "./amount-to-pay";

const order = { status: "accepted" as const, total: 23550, totalPaid: 5000 };

describe("amountToPayCents", () => {
  it("asks for an invoice's own amount when an invoice is paid", () => {
    expect(amountToPayCents(order, { amount: 12000 })).toBe(12000);
  });

  it("asks for what the order still owes otherwise", () => {
    expect(amountToPayCents(order, undefined)).toBe(18550);
  });

  it("asks for nothing on a cancelled order", () => {
    expect(amountToPayCents({ ...order, status: "cancelledByUser" }, undefined)).toBe(0);
  });
});
