import Link from "next/link";
import { Card } from "@freight/ui/card";
import { shopText } from "@/content/shop";
import { ApiImage } from "@/components/media/api-image";
import type { Product } from "./shop-catalog";
import { ProductPrice } from "./product-price";

export function ProductCard({ product }: { product: Product }) {
  return (
    <Card as="li" isInteractive isFlush className="relative flex flex-col overflow-hidden" data-testid="product-card">
      <div className="relative aspect-[8/5] bg-surface-muted">
        {product.image ? (
          <ApiImage src={product.image} alt={product.name} sizes="(width >= 64rem) 33vw, (width >= 30rem) 50vw, 100vw" />
        ) : null}
        {product.isLimitedTimeOffer ? (
          <span className="absolute bottom-3 left-3 rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold text-white">
            {shopText.limitedTimeOffer}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-ink-muted">{product.category.name}</p>
        <h2 className="text-lg font-semibold">
          <Link href={`/shop/${product.id}`} className="after:absolute after:inset-0 hover:text-brand-600">
            {product.name}
          </Link>
        </h2>
        <ProductPrice price={product.price} oldPrice={product.oldPrice} stock={product.stock} />
      </div>
    </Card>
  );
}
