import type { Order } from "@freight/domain/orders/order-mapper";
import { orderAmountDueCents } from "@freight/domain/payments/arrived-money";

/** What the payment page asks for: an invoice's amount when one is paid, otherwise what the order still owes. */
export function amountToPayCents(
  order: Pick<Order, "status" | "total" | "totalPaid">,
  invoice: { amount: number } | undefined,
): number {
  if (invoice) return invoice.amount;
  return orderAmountDueCents({
    status: order.status,
    totalCents: order.total,
    totalPaidCents: order.totalPaid,
  });
}
