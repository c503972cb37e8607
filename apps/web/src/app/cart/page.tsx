import type { Metadata } from "next";
import { Container } from "@freight/ui/container";
import { shopText } from "@/content/shop";
import { serverEnv } from "@/env";
import { CartView } from "@/features/cart/cart-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: shopText.cartTitle, path: "/cart", isNoIndex: true });

/** The visitor's cart: the page is the same for everyone; the lines come from this browser's storage. */
export default function CartPage() {
  return (
    <Container className="flex flex-col gap-6 py-12">
      <h1 className="text-3xl font-bold">{shopText.cartTitle}</h1>
      <p className="max-w-2xl text-ink-muted">{shopText.cartIntro}</p>
      <CartView portalUrl={serverEnv().PORTAL_URL} />
    </Container>
  );
}
