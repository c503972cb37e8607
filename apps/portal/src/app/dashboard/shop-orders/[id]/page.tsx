import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { PAYMENT_METHOD_OPTIONS } from "@freight/domain/payments/payment-method";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { serverEnv } from "@/env";
import { parseOrderId } from "@/lib/orders/load-order";
import { loadProfile } from "@/lib/session/load-profile";
import { CancelOnReturn } from "@/features/payments/cancel-on-return";
import { PaymentForm } from "@/features/payments/payment-form";
import { initialPaymentState, paymentSelected, paymentSlice } from "@/features/payments/payment-slice";
import { loadShopOrder } from "@/features/shop-orders/load-shop-orders";
import { PickUpCard } from "@/features/shop-orders/pick-up-card";
import { PrintReceiptButton } from "@/features/shop-orders/print-receipt-button";
import { holdNotice, ShopOrderReceipt } from "@/features/shop-orders/shop-order-receipt";
import { HandOverState } from "@/store/hand-over-state";
import { withOrderNumber } from "@freight/ui/order-number";

const text = portalText.shop;
/** The form opens with the first active method (card) chosen. */
const FIRST_ACTIVE_METHOD_ID = PAYMENT_METHOD_OPTIONS.find((option) => !option.disabled)?.id ?? 1;

export const metadata: Metadata = { title: text.receipt };

/**
 * A shop order: its receipt, while it waits for payment the form that pays it, and once it is ready the pick-up
 * code (with its QR code) and the hub's pick-up hours.
 */
export default async function ShopOrderPage({
  params,
  searchParams,
}: PageProps<"/dashboard/shop-orders/[id]">) {
  const id = parseOrderId((await params).id);
  if (!id) notFound();
  const query = await searchParams;
  const [order, profile] = await Promise.all([loadShopOrder(id), loadProfile()]);
  // Back from the gateway without paying: the checkout is cancelled, which cancels the unpaid order.
  const cancelledPaymentId = query.event === "stripe-payment-cancel" ? parseOrderId(query.paymentId) : null;
  const funds = profile.kind === "signed-in" ? profile.profile : { balance: 0, bonuses: 0 };
  const hold = holdNotice(order);
  return (
    <HandOverState
      state={{ payment: paymentSlice.reducer(initialPaymentState, paymentSelected(FIRST_ACTIVE_METHOD_ID)) }}
    >
      <PageHeader
        title={withOrderNumber(text.orderTitle, { number: order.number })}
        actions={
          <>
            <PrintReceiptButton />
            <a
              href={`${serverEnv().BROWSER_API_URL}/shop-orders/${order.id}/invoice`}
              className={buttonClassName({ variant: "secondary" })}
              download
            >
              {text.downloadInvoice}
            </a>
          </>
        }
      />
      {cancelledPaymentId ? <CancelOnReturn paymentId={cancelledPaymentId} /> : null}
      {cancelledPaymentId ? (
        <p role="status" className="mb-6 rounded-lg border border-accent-400 bg-accent-400/10 p-4">
          {text.checkoutLeft}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ShopOrderReceipt order={order} />
        <PickUpCard order={order} />
        {order.status === "awaiting-payment" && !cancelledPaymentId ? (
          <Card as="section" aria-labelledby="pay-title" className="flex flex-col gap-4">
            <h2 id="pay-title" className="text-lg font-semibold">
              {text.payTitle}
            </h2>
            {hold ? <p className="text-ink-muted">{hold}</p> : null}
            <PaymentForm
              flow="shop-order"
              shopOrderId={order.id}
              amountDueCents={order.total}
              balanceCents={funds.balance}
              bonusesCents={funds.bonuses}
            />
          </Card>
        ) : null}
      </div>
    </HandOverState>
  );
}
