import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PaymentOutcomePage } from "@/features/payments/payment-outcome-page";

const text = portalText.success;

export const metadata: Metadata = { title: text.topupTitle };

/** Where the payment gateway returns after paying; an ACH payment shows as processing until it clears. */
export default async function TopupSuccessPage({ searchParams }: PageProps<"/portal/topup-success">) {
  return <PaymentOutcomePage query={await searchParams} title={text.topupTitle} paidText={text.topup} />;
}
