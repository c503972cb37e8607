import type { Order, OrderInvoice } from "@freight/domain/orders/order-mapper";
import { isInvoicePayableNow, orderOwedOf } from "@freight/domain/payments/order-owed";

/**
 * What the payment page asks for, by the domain's one rule of what an order owes: an invoice's amount while it may
 * be paid (open, and its order owes that much), otherwise what the order owes beyond its open invoices (those are
 * paid as themselves). Nothing when nothing is due.
 */
export function amountToPayCents(
  order: Pick<Order, "status" | "total" | "totalPaid" | "credited"> & {
    invoices: readonly Pick<OrderInvoice, "status" | "kind" | "amount">[];
  },
  invoice: Pick<OrderInvoice, "status" | "amount"> | undefined,
): number {
  const owed = orderOwedOf(order);
  if (invoice)
    return isInvoicePayableNow({ status: invoice.status, amountCents: invoice.amount }, owed)
      ? invoice.amount
      : 0;
  return owed.unbilledCents;
}
