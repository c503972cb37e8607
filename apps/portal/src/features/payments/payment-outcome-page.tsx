import { portalText } from "@/content/portal-text";
import { parseOrderId } from "@/lib/orders/load-order";
import { SuccessPanel } from "@/components/layout/success-panel";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { RefreshWhileProcessing } from "./refresh-while";

const text = portalText.success;

type Query = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where the gateway returns (order, invoice or top-up): asks the API how the payment stands (POST /api/stripe/verify),
 * shows it paid, processing (an ACH debit; the page re-reads itself until it clears) or not completed.
 */
export async function PaymentOutcomePage({
  query,
  title,
  paidText,
}: {
  query: Query;
  title: string;
  paidText: string;
}) {
  const paymentId = parseOrderId(query.paymentId);
  const transactionId = first(query.session_id) ?? first(query.transactionId);
  let status =
    first(query.status) === "processing" || first(query.status) === "pending" ? "processing" : "paid";
  let orderId = parseOrderId(query.orderId);
  let shopOrderId = parseOrderId(query.shopOrderId);
  if (paymentId) {
    const api = await getServerApi();
    // The payment's own state, never the query's claim: a verification that fails fails the page.
    const verified = await readForPage(
      "POST /api/stripe/verify",
      api.POST("/api/stripe/verify", {
        body: { paymentId, ...(transactionId && transactionId.length <= 40 ? { transactionId } : {}) },
      }),
    );
    status = verified.status;
    orderId = verified.orderId ?? orderId;
    shopOrderId = verified.shopOrderId ?? shopOrderId;
  }
  const isProcessing = status === "processing" || status === "pending";
  const isPaid = status === "paid";
  return (
    <>
      {isProcessing ? <RefreshWhileProcessing /> : null}
      <SuccessPanel
        title={isPaid || isProcessing ? title : portalText.payment.notCompleted}
        links={[
          ...(orderId
            ? [{ href: `/dashboard/order-details?id=${orderId}`, label: text.viewOrder, isPrimary: true }]
            : []),
          ...(shopOrderId
            ? [{ href: `/dashboard/shop-orders/${shopOrderId}`, label: text.viewShopOrder, isPrimary: true }]
            : []),
          ...(!isPaid && !isProcessing
            ? [
                {
                  href: orderId ? `/portal/payment?orderId=${orderId}` : "/portal/payment",
                  label: text.payNow,
                },
              ]
            : []),
          { href: "/dashboard", label: text.toDashboard, isPrimary: !orderId && !shopOrderId },
        ]}
      >
        <p data-testid="payment-outcome" data-status={status}>
          {isProcessing ? text.processing : isPaid ? paidText : portalText.payment.cancelledReturn}
        </p>
      </SuccessPanel>
    </>
  );
}
