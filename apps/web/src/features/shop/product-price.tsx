import { isOutOfStock } from "@freight/domain/content/product-offer";
import { formatCents } from "@freight/domain/money/cents";
import { formatText } from "@freight/ui/i18n/format-text";
import { shopText } from "@/content/shop";

export function ProductPrice({
  price,
  oldPrice,
  stock,
  size = "md",
}: {
  price: number;
  oldPrice: number | null;
  stock: number | null;
  size?: "md" | "lg";
}) {
  const hasDiscount = oldPrice !== null && oldPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={size === "lg" ? "text-3xl font-bold" : "text-xl font-bold"}>{formatCents(price)}</span>
      {hasDiscount ? (
        // Read out as "Was $3,199.00": the words are visually hidden (an aria-label is not allowed on <s>).
        <s className="text-ink-muted">
          <span className="sr-only">{formatText(shopText.oldPrice, { price: "" }).trim()} </span>
          {formatCents(oldPrice)}
        </s>
      ) : null}
      {isOutOfStock(stock) ? (
        <span className="text-sm font-semibold text-danger" data-testid="out-of-stock">
          {shopText.outOfStock}
        </span>
      ) : null}
    </p>
  );
}
