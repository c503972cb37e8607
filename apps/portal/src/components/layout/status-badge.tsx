import { cx } from "@freight/ui/class-names";
import type { OrderDisplayStatus } from "@freight/domain/orders/order-status";
import { billingSummaryOf, type BillingState } from "@freight/domain/payments/billing-status";
import { orderOwedOf, type OrderMoney } from "@freight/domain/payments/order-owed";
import { portalText } from "@/content/portal-text";

const statusTone: Record<OrderDisplayStatus, string> = {
  new: "bg-brand-50 text-brand-700",
  accepted: "bg-brand-100 text-brand-700",
  arrivedToHub: "bg-accent-400/20 text-accent-600",
  inProgress: "bg-accent-400/20 text-accent-600",
  needsAttention: "bg-danger-soft text-danger",
  processed: "bg-success-soft text-success",
  closed: "bg-surface-muted text-ink-muted",
  failed: "bg-danger-soft text-danger",
  cancelled: "bg-surface-muted text-ink-muted",
};

const paymentTone: Record<BillingState, string> = {
  paid: "bg-success-soft text-success",
  partPaid: "bg-accent-400/20 text-accent-600",
  due: "bg-danger-soft text-danger",
  nothingDue: "bg-surface-muted text-ink-muted",
};

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

export function OrderStatusBadge({ status }: { status: OrderDisplayStatus }) {
  return <span className={cx(pill, statusTone[status])}>{portalText.status[status]}</span>;
}

/** The order's payment status in words from the domain's one rule ("Paid", "Part paid — $X due", "Due $X"). */
export function PaymentStatusBadge({ order }: { order: OrderMoney }) {
  const summary = billingSummaryOf(orderOwedOf(order));
  return <span className={cx(pill, paymentTone[summary.state])}>{summary.words}</span>;
}
