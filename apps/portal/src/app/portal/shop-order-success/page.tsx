import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PaymentOutcomePage } from "@/features/payments/payment-outcome-page";

const text = portalText.success;

export const metadata: Metadata = { title: text.shopOrderPaidTitle };

/** Where the payment gateway returns after a shop order is paid. */
export default async function ShopOrderPaySuccessPage({
  searchParams,
}: PageProps<"/portal/shop-order-success">) {
  return (
    <PaymentOutcomePage
      query={await searchParams}
      title={text.shopOrderPaidTitle}
      paidText={text.shopOrderPaid}
    />
  );
}
