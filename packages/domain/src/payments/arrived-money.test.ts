import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../orders/order-status";
import { allocateArrivedMoney, reverseCreditedMoney } from "./arrived-money";
import { orderOwed } from "./order-owed";

const owing = (
  totalCents: number,
  totalPaidCents: number,
  status: "new" | "accepted" | "cancelledByUser" = "new",
) => orderOwed({ status, totalCents, totalPaidCents, creditedCents: 0, invoices: [] });

describe("allocateArrivedMoney", () => {
  it("credits money that arrives for an order still due to the order, and no more than it owes", () => {
    expect(allocateArrivedMoney(17_500, owing(17_500, 0))).toEqual({
      toOrderCents: 17_500,
      toBalanceCents: 0,
    });
    expect(allocateArrivedMoney(17_500, owing(17_500, 10_000))).toEqual({
      toOrderCents: 7_500,
      toBalanceCents: 10_000,
    });
  });
  it("credits money for an order paid meanwhile or closed to the customer's balance", () => {
    expect(allocateArrivedMoney(17_500, owing(17_500, 17_500))).toEqual({
      toOrderCents: 0,
      toBalanceCents: 17_500,
    });
    expect(allocateArrivedMoney(17_500, owing(17_500, 0, "cancelledByUser"))).toEqual({
      toOrderCents: 0,
      toBalanceCents: 17_500,
    });
    expect(allocateArrivedMoney(900, undefined)).toEqual({ toOrderCents: 0, toBalanceCents: 900 });
  });
  it("credits money for an order whose amount due was invoiced meanwhile to the balance: the invoice asks for it", () => {
    const invoiced = orderOwed({
      status: "accepted",
      totalCents: 17_500,
      totalPaidCents: 0,
      creditedCents: 0,
      invoices: [{ status: 1, kind: "order", amountCents: 12_500 }],
    });
    expect(allocateArrivedMoney(17_500, invoiced)).toEqual({ toOrderCents: 5_000, toBalanceCents: 12_500 });
  });
  it("never drops a cent and never pays an order beyond what it owes", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.constantFrom(...ORDER_STATUSES),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (arrived, status, totalCents, totalPaidCents) => {
          const owed = orderOwed({ status, totalCents, totalPaidCents, creditedCents: 0, invoices: [] });
          const { toOrderCents, toBalanceCents } = allocateArrivedMoney(arrived, owed);
          expect(toOrderCents + toBalanceCents).toBe(arrived);
          expect(toOrderCents).toBeGreaterThanOrEqual(0);
          expect(toBalanceCents).toBeGreaterThanOrEqual(0);
          expect(totalPaidCents + toOrderCents).toBeLessThanOrEqual(Math.max(totalCents, totalPaidCents));
        },
      ),
    );
  });
  it("refuses a fraction of a cent or a negative amount", () => {
    expect(() => allocateArrivedMoney(1.5, undefined)).toThrow(RangeError);
    expect(() => allocateArrivedMoney(-1, undefined)).toThrow(RangeError);
  });
});

describe("reverseCreditedMoney", () => {
  it("takes back what was credited as far as the order and the balance still hold it; the rest is unrecovered", () => {
    expect(
      reverseCreditedMoney(
        { toOrderCents: 7_500, toBalanceCents: 10_000 },
        { orderPaidCents: 17_500, balanceCents: 4_000 },
      ),
    ).toEqual({
      fromOrderCents: 7_500,
      fromBalanceCents: 4_000,
      unrecoveredCents: 6_000,
      orderPaidAfterCents: 10_000,
    });
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(1e7), fc.nat(1e7), fc.nat(1e7), (toOrder, toBalance, paid, balance) => {
        const back = reverseCreditedMoney(
          { toOrderCents: toOrder, toBalanceCents: toBalance },
          { orderPaidCents: paid, balanceCents: balance },
        );
        expect(back.fromOrderCents + back.fromBalanceCents + back.unrecoveredCents).toBe(toOrder + toBalance);
        expect(back.fromOrderCents).toBeLessThanOrEqual(paid);
        expect(back.orderPaidAfterCents).toBe(paid - back.fromOrderCents);
        expect(back.fromBalanceCents).toBeLessThanOrEqual(balance);
      }),
    );
  });
});
