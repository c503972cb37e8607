import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PaymentOutcomePage } from "@/features/payments/payment-outcome-page";

const text = portalText.success;

export const metadata: Metadata = { title: text.invoicePaidTitle };

/** Where the payment gateway returns after paying; an ACH payment shows as processing until it clears. */
export default async function InvoicePaySuccessPage({
  searchParams,
}: PageProps<"/portal/invoice-pay-success">) {
  return (
    <PaymentOutcomePage
      query={await searchParams}
      title={text.invoicePaidTitle}
      paidText={text.invoicePaid}
    />
  );
}
