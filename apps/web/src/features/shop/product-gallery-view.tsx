"use client";

import { useState } from "react";
import { formatText } from "@freight/ui/i18n/format-text";
import { shopText } from "@/content/shop";
import { ApiImage } from "@/components/media/api-image";

/**
 * The product photos: one large, the rest as thumbnails that choose the large one. Thumbnails are
 * buttons (aria-pressed), so the gallery works with a keyboard and tells screen readers which is shown.
 */
export function ProductGalleryView({ images, name }: { images: readonly string[]; name: string }) {
  const [shownIndex, setShownIndex] = useState(0);
  const shown = images[shownIndex] ?? images[0];
  if (!shown) return null;
  const photoAlt = (index: number) =>
    index === 0 ? name : formatText(shopText.photoAlt, { name, number: index + 1 });

  return (
    <>
      <div className="relative aspect-[2/1] overflow-hidden rounded-card bg-surface-muted">
        <ApiImage src={shown} alt={photoAlt(shownIndex)} sizes="(width >= 64rem) 50vw, 100vw" priority />
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === shownIndex}
                aria-label={formatText(shopText.showPhoto, { number: index + 1 })}
                onClick={() => setShownIndex(index)}
                className={`relative block aspect-[2/1] w-full overflow-hidden rounded-lg border-2 bg-surface-muted transition-colors ${
                  index === shownIndex ? "border-accent-500" : "border-transparent hover:border-brand-200"
                }`}
              >
                <ApiImage src={image} alt="" sizes="8rem" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
