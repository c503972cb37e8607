import { describe, expect, it } from "vitest";
import { orderPayTarget, type OrderPayFacts } from "./order-pay-target";

const order: OrderPayFacts = {
  id: 7,
  status: "accepted",
  total: 231_100,
  totalPaid: 0,
  credited: 0,
  invoices: [],
};

describe("orderPayTarget", () => {
  it("pays the order for what it owes", () => {
    expect(orderPayTarget(order)).toEqual({ href: "/portal/payment?orderId=7", amountCents: 231_100 });
  });

  it("offers nothing to pay on a paid order, even with an invoice left open on it", () => {
    const paid = { ...order, totalPaid: 231_100 };
    expect(orderPayTarget(paid)).toBeNull();
    expect(
      orderPayTarget({ ...paid, invoices: [{ id: 3, status: 1, kind: "order", amount: 231_100 }] }),
    ).toBeNull();
  });

  it("pays a supplementary charge on a paid order as its invoice, for its amount", () => {
    const extra = { id: 4, status: 1 as const, kind: "supplementary" as const, amount: 5_040 };
    expect(orderPayTarget({ ...order, totalPaid: 231_100, invoices: [extra] })).toEqual({
      href: "/portal/payment?orderId=7&invoiceId=4",
      amountCents: 5_040,
    });
  });

  it("offers nothing on a cancelled order", () => {
    expect(orderPayTarget({ ...order, status: "cancelledByUser" })).toBeNull();
  });
});
