import Link from "next/link";
import { Card } from "@freight/ui/card";
import { ApiImage } from "@/components/media/api-image";
import type { ShopAd } from "./shop-catalog";

/** An ad slot of the shop (newest arrival or best deal), linking to its product. */
export function AdSlot({ label, ad }: { label: string; ad: ShopAd }) {
  return (
    <Card as="section" isInteractive isFlush className="relative flex flex-col gap-3 overflow-hidden" aria-label={label}>
      {ad.image ? (
        <div className="relative aspect-[8/5] bg-surface-muted">
          <ApiImage src={ad.image} alt="" sizes="16rem" />
        </div>
      ) : null}
      <div className="flex flex-col gap-1 px-5 pb-5">
        <p className="text-xs font-semibold tracking-widest text-accent-600 uppercase">{label}</p>
        <h2 className="font-semibold">
          <Link href={`/shop/${ad.productId}`} className="after:absolute after:inset-0 hover:text-brand-600">
            {ad.title}
          </Link>
        </h2>
        {/* Sanitized by the domain rule in loadAdSlots. */}
        <div className="rich-text text-sm text-ink-muted" dangerouslySetInnerHTML={{ __html: ad.description }} />
      </div>
    </Card>
  );
}
