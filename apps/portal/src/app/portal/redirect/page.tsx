import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import { parseOrderId } from "@/lib/orders/load-order";
import { paymentReturnTarget } from "@/features/payments/payment-return";
import { getServerApi } from "@/lib/api/server-api";

const text = portalText.session;

export const metadata: Metadata = { title: text.redirectTitle };

/**
 * The gateway's return address, open without sign-in (the gateway may return in a fresh browser context).
 * With a session it asks the API how the payment ended and goes on to the matching page; without one it offers a
 * link on, rather than sending a returning payer through sign-in.
 */
export default async function PaymentRedirectPage({ searchParams }: PageProps<"/portal/redirect">) {
  const query = await searchParams;
  const paymentId = parseOrderId(query.paymentId);
  const sessionId =
    typeof query.session_id === "string"
      ? query.session_id
      : typeof query.sessionId === "string"
        ? query.sessionId
        : undefined;
  const orderId = parseOrderId(query.orderId);
  if (query.result === "cancel" || query.result === "cancelled") {
    redirect(
      paymentReturnTarget({ status: "cancelled", flow: "pre-payment", ...(orderId ? { orderId } : {}) }),
    );
  }
  if (paymentId) {
    let target: string | null = null;
    try {
      const api = await getServerApi();
      const { data } = await api.POST("/api/stripe/verify", {
        body: { paymentId, ...(sessionId && sessionId.length <= 40 ? { transactionId: sessionId } : {}) },
      });
      if (data) {
        target = paymentReturnTarget({
          status: data.status,
          flow: data.flow,
          ...(data.orderId ? { orderId: data.orderId } : {}),
          ...(data.invoiceId ? { invoiceId: data.invoiceId } : {}),
          ...(data.shopOrderId ? { shopOrderId: data.shopOrderId } : {}),
        });
      }
    } catch (failure) {
      console.error("POST /api/stripe/verify failed:", failure instanceof Error ? failure.message : failure);
    }
    if (target) redirect(target);
  }
  return (
    <Card as="section" className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{text.redirectTitle}</h1>
      <p className="text-ink-muted">{text.redirecting}</p>
      <Link
        href={orderId ? `/dashboard/order-details?id=${orderId}` : "/dashboard"}
        className={buttonClassName()}
      >
        {text.continue}
      </Link>
    </Card>
  );
}
