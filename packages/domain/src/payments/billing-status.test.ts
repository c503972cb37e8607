import { describe, expect, it } from "vitest";
import { billingStatusOf } from "./billing-status";

const base = { totalCents: 10_000, totalPaidCents: 0, openInvoiceCents: 0, isAwaitingPrepayment: false };

describe("billingStatusOf", () => {
  it("is notPaid for a post-payment order nobody has paid yet", () => {
    expect(billingStatusOf(base)).toBe("notPaid");
  });

  it("is toPay while a pre-payment is pending", () => {
    expect(billingStatusOf({ ...base, isAwaitingPrepayment: true })).toBe("toPay");
  });

  it("is paid once the total is paid", () => {
    expect(billingStatusOf({ ...base, totalPaidCents: 10_000 })).toBe("paid");
  });

  it("is toPay again when staff issue an invoice on a paid order", () => {
    expect(billingStatusOf({ ...base, totalPaidCents: 10_000, openInvoiceCents: 2_500 })).toBe("toPay");
  });

  it("stays notPaid after a partial payment with nothing due", () => {
    expect(billingStatusOf({ ...base, totalPaidCents: 4_000 })).toBe("notPaid");
  });
});
