import type { Order, OrderInvoice } from "@freight/domain/orders/order-mapper";
import { isInvoicePayableNow, orderOwedOf } from "@freight/domain/payments/order-owed";

/** The order's money as the pay links need it. */
export type OrderPayFacts = Pick<Order, "id" | "status" | "total" | "totalPaid" | "credited"> & {
  invoices: readonly Pick<OrderInvoice, "id" | "status" | "kind" | "amount">[];
};

/** Where paying what is due now goes, and for how much (cents). */
export interface OrderPayTarget {
  href: string;
  amountCents: number;
}

/**
 * What the customer can pay now, by the domain's one rule of what an order owes: the order itself for what its open
 * invoices do not ask for, else the first open invoice the order still owes (each is paid for its own amount).
 * Null when nothing is due: no Pay button then.
 */
export function orderPayTarget(order: OrderPayFacts): OrderPayTarget | null {
  const owed = orderOwedOf(order);
  if (owed.unbilledCents > 0) {
    return { href: `/portal/payment?orderId=${order.id}`, amountCents: owed.unbilledCents };
  }
  const invoice = order.invoices.find((candidate) =>
    isInvoicePayableNow({ status: candidate.status, amountCents: candidate.amount }, owed),
  );
  return invoice
    ? { href: `/portal/payment?orderId=${order.id}&invoiceId=${invoice.id}`, amountCents: invoice.amount }
    : null;
}
