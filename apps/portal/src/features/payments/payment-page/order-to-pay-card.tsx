import Link from "next/link";
import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import type { Order } from "@freight/domain/orders/order-mapper";
import { portalText } from "@/content/portal-text";
import { formatSlot } from "@/lib/format/order-format";
import { PaymentForm } from "../payment-form";
import { orderPaymentFlow } from "../payment-return";
import { OrderNumber } from "@freight/ui/order-number";

const text = portalText.payment;

type Invoice = Order["invoices"][number];

/** The amount an order (or one of its invoices) asks for, and the form that pays it with the customer's funds. */
export function OrderToPayCard({
  order,
  invoice,
  amountDueCents,
  balanceCents,
  bonusesCents,
}: {
  order: Order;
  invoice: Invoice | undefined;
  amountDueCents: number;
  balanceCents: number;
  bonusesCents: number;
}) {
  return (
    <Card as="section" aria-labelledby="pay-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="pay-title" className="text-lg font-semibold">
            {text.amountDue}
          </h2>
          <p className="text-sm text-ink-muted">
            <Link
              href={`/dashboard/order-details?id=${order.id}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              <OrderNumber number={order.number} />
            </Link>{" "}
            · {order.service.name} · {order.hub.name} ·{" "}
            {formatSlot(order.timeFrom, order.timeTo, order.hub.timeZone)}
          </p>
        </div>
        <p className="text-3xl font-bold text-brand-700" data-testid="amount-due">
          {formatCents(amountDueCents)}
        </p>
      </div>
      {amountDueCents <= 0 ? (
        <p role="status" className="text-ink-muted">
          {text.nothingDue}
        </p>
      ) : null}
      <PaymentForm
        flow={orderPaymentFlow(order, invoice ? invoice.id : null)}
        orderId={order.id}
        {...(invoice ? { invoiceId: invoice.id } : {})}
        amountDueCents={amountDueCents}
        bonusesCents={bonusesCents}
        balanceCents={balanceCents}
      />
    </Card>
  );
}

/** What the page shows when it was opened without an order to pay. */
export function NoOrderToPayCard() {
  return (
    <Card as="section" className="flex flex-col gap-2">
      <p className="text-ink-muted">{text.noOrder}</p>
      <Link href="/order-history" className="font-semibold text-brand-700 hover:underline">
        {portalText.orders.historyTitle} →
      </Link>
    </Card>
  );
}
