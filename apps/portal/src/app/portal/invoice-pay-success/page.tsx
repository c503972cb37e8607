import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { parseOrderId } from "@/features/orders/load-orders";
import { SuccessPanel } from "@/features/success/success-panel";

const text = portalText.success;

export const metadata: Metadata = { title: text.invoicePaidTitle };

/** Spec 2: where the payment gateway's success return lands (through /portal/redirect). An ACH payment shows as processing until it clears. */
export default async function InvoicePaySuccessPage({ searchParams }: PageProps<"/portal/invoice-pay-success">) {
  const query = await searchParams;
  const orderId = parseOrderId(query.orderId);
  const isProcessing = query.status === "pending";
  return (
    <SuccessPanel
      title={text.invoicePaidTitle}
      links={[
        ...(orderId ? [{ href: `/dashboard/order-details?id=${orderId}`, label: text.viewOrder, isPrimary: true }] : []),
        { href: "/dashboard", label: text.toDashboard, isPrimary: !orderId },
      ]}
    >
      <p>{isProcessing ? text.processing : text.invoicePaid}</p>
    </SuccessPanel>
  );
}
