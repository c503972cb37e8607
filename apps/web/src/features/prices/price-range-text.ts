import { formatCents } from "@freight/domain/money/cents";
import { formatText } from "@freight/ui/i18n/format-text";
import { priceText } from "@/content/prices";

/** "$504.00 – $605.00", or one price when the tiers agree. */
export function priceRangeText(range: { minPrice: number; maxPrice: number }): string {
  if (range.minPrice === range.maxPrice) return formatCents(range.minPrice);
  return formatText(priceText.rangeBetween, { min: formatCents(range.minPrice), max: formatCents(range.maxPrice) });
}
