import type { Metadata } from "next";
import { formatText } from "@freight/ui/i18n/format-text";
import { parseCartText, shopOrderTotalCents, stockShortage } from "@freight/domain/shop/shop-cart";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { serverEnv } from "@/env";
import { loadShopCheckout } from "@/features/shop-orders/load-shop-checkout";
import { ShopCheckoutForm } from "@/features/shop-orders/shop-checkout-form";
import { ShopOrderLines } from "@/features/shop-orders/shop-order-lines";

const text = portalText.shop;

export const metadata: Metadata = { title: text.checkoutTitle };

/** The shop's checkout: the cart from the shop's link, priced as the shop sells it now, and the pick-up hub. */
export default async function ShopCheckoutPage({ searchParams }: PageProps<"/portal/shop-checkout">) {
  const { cart } = await searchParams;
  const cartText = typeof cart === "string" ? cart : "";
  const lines = parseCartText(cartText);
  const shopUrl = new URL("/shop", serverEnv().WEB_URL).toString();
  if (!lines) {
    return (
      <>
        <PageHeader title={text.checkoutTitle} />
        <p role="alert" className="mb-4">
          {text.badCart}
        </p>
        <a href={shopUrl} className="text-brand-700 underline">
          {text.backToShop}
        </a>
      </>
    );
  }
  const loaded = await loadShopCheckout(lines);
  const { lines: checkoutLines, hubs } = loaded;
  const rows = checkoutLines.map((line) => {
    const product = line.product;
    const shortage = product
      ? stockShortage({ name: product.name, stock: product.stock }, line.quantity)
      : null;
    const unitPriceCents = product?.price ?? 0;
    return {
      key: line.productId,
      name: product?.name ?? `#${line.productId}`,
      unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: shopOrderTotalCents([{ unitPriceCents, quantity: line.quantity }]),
      note: !product
        ? formatText(text.missingProduct, { id: line.productId })
        : shortage
          ? product.stock !== null && product.stock > 0
            ? formatText(text.onlyLeft, { count: product.stock })
            : text.outOfStock
          : undefined,
    };
  });
  const canOrder = rows.every((row) => row.note === undefined);
  return (
    <>
      <PageHeader title={text.checkoutTitle} description={text.checkoutIntro} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="rounded-card border border-line bg-surface p-5">
          <ShopOrderLines
            caption={text.checkoutTitle}
            lines={rows}
            totalCents={shopOrderTotalCents(
              rows.map((row) => ({ unitPriceCents: row.unitPriceCents, quantity: row.quantity })),
            )}
          />
          <a href={shopUrl} className="mt-4 inline-block text-brand-700 underline">
            {text.backToShop}
          </a>
        </section>
        <section className="rounded-card border border-line bg-surface p-5">
          <ShopCheckoutForm cart={cartText} hubs={hubs} bookings={loaded.bookings} canOrder={canOrder} />
        </section>
      </div>
    </>
  );
}
