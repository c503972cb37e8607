import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { loadOrder, parseOrderId } from "@/lib/orders/load-order";
import { formatSlot } from "@/lib/format/order-format";
import { SuccessPanel } from "@/components/layout/success-panel";
import { withOrderNumber } from "@freight/ui/order-number";

const text = portalText.success;

export const metadata: Metadata = { title: text.orderCreatedTitle };

/** Where a successful booking lands. */
export default async function OrderCreateSuccessPage({
  searchParams,
}: PageProps<"/portal/order-create-success">) {
  const id = parseOrderId((await searchParams).id);
  const order = id ? await loadOrder(id) : null;
  return (
    <SuccessPanel
      title={text.orderCreatedTitle}
      links={[
        ...(order
          ? [
              { href: `/portal/payment?orderId=${order.id}`, label: text.payNow, isPrimary: true },
              { href: `/dashboard/order-details?id=${order.id}`, label: text.viewOrder },
            ]
          : [{ href: "/dashboard", label: text.toDashboard, isPrimary: true }]),
        { href: "/portal", label: text.bookAnother },
      ]}
    >
      <p>
        {order
          ? withOrderNumber(text.orderCreated, {
              number: order.number,
              slot: formatSlot(order.timeFrom, order.timeTo, order.hub.timeZone),
              hub: order.hub.name,
            })
          : text.orderCreatedGeneric}
      </p>
    </SuccessPanel>
  );
}
