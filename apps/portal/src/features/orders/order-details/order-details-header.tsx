import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { formatCents } from "@freight/domain/money/cents";
import type { Order } from "@freight/domain/orders/order-mapper";
import type { ProfileCompany } from "@freight/domain/profile/customer-profile";
import { formatText, portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { OrderStatusBadge, PaymentStatusBadge } from "@/components/layout/status-badge";
import { CancelOrderButton } from "../cancel-order-button";
import { DeletePreOrderButton } from "../delete-pre-order-button";
import { allowedOrderActions, dropOrderAction } from "../order-permissions";
import { orderPayTarget } from "../order-pay-target";
import { withOrderNumber } from "@freight/ui/order-number";

const text = portalText.details;

/** The way back to the history, the order's number and statuses, and what the customer may do with it now. */
export function OrderDetailsHeader({
  order,
  now,
  company,
}: {
  order: Order;
  now: number;
  company: ProfileCompany | null;
}) {
  const actions = allowedOrderActions(order, now, company);
  const dropAction = dropOrderAction(actions);
  const payTarget = orderPayTarget(order);
  return (
    <>
      <Link
        href="/order-history"
        className="mb-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {text.back}
      </Link>
      <PageHeader
        title={withOrderNumber(text.title, { number: order.number })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span data-testid="order-status">
              <OrderStatusBadge status={order.displayStatus} />
            </span>
            <span data-testid="payment-status">
              <PaymentStatusBadge order={order} />
            </span>
          </span>
        }
        actions={
          <>
            {actions.includes("pay") && payTarget ? (
              <Link href={payTarget.href} className={buttonClassName()}>
                {formatText(text.payAmount, { amount: formatCents(payTarget.amountCents) })}
              </Link>
            ) : null}
            {actions.includes("edit") ? (
              <Link href={`/portal?edit=${order.id}`} className={buttonClassName({ variant: "secondary" })}>
                {portalText.orders.edit}
              </Link>
            ) : null}
            <Link href={`/portal?repeat=${order.id}`} className={buttonClassName({ variant: "secondary" })}>
              {portalText.orders.repeat}
            </Link>
            {dropAction === "cancel" ? (
              <CancelOrderButton orderId={order.id} number={order.number} size="md" />
            ) : null}
            {dropAction === "delete" ? (
              <DeletePreOrderButton orderId={order.id} number={order.number} />
            ) : null}
          </>
        }
      />
    </>
  );
}
