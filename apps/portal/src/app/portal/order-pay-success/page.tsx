import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PaymentOutcomePage } from "@/features/payments/payment-outcome-page";

const text = portalText.success;

export const metadata: Metadata = { title: text.orderPaidTitle };

/** Where the payment gateway returns after paying; an ACH payment shows as processing until it clears. */
export default async function OrderPaySuccessPage({ searchParams }: PageProps<"/portal/order-pay-success">) {
  return (
    <PaymentOutcomePage query={await searchParams} title={text.orderPaidTitle} paidText={text.orderPaid} />
  );
}
