import type { ImgHTMLAttributes } from "react";
import { cx } from "./class-names";
import { imageVariantSrc } from "./image-variants";

export interface VariantImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  src: string;
  alt: string;
  /** Which variant files exist next to `src` (-hover, -selected, -disabled). */
  variants?: { hasHover?: boolean; hasSelected?: boolean; hasDisabled?: boolean };
  isSelected?: boolean;
  isDisabled?: boolean;
  /** Shows a spinner over the image, e.g. while what it stands for is loading. */
  isLoading?: boolean;
  /** Darkens the lower part of the image so text laid over it stays readable. */
  hasGradient?: boolean;
  className?: string;
  /** Accessible text of the spinner. */
  loadingLabel?: string;
}

/**
 * An image with optional hover, selected and disabled variant files, spinner and gradient overlay.
 * The hover file is stacked over the base and faded in on hover of the nearest `group`, so there
 * is no flash while it loads; selected and disabled states swap the file.
 */
export function VariantImage({
  src,
  alt,
  variants = {},
  isSelected = false,
  isDisabled = false,
  isLoading = false,
  hasGradient = false,
  className,
  loadingLabel = "Loading",
  loading = "lazy",
  ...imgProps
}: VariantImageProps) {
  const stateSrc =
    isDisabled && variants.hasDisabled
      ? imageVariantSrc(src, "disabled")
      : isSelected && variants.hasSelected
        ? imageVariantSrc(src, "selected")
        : src;
  const canHover = variants.hasHover && !isDisabled && !isSelected;
  return (
    <span className={cx("relative inline-block overflow-hidden", isDisabled && "opacity-60", className)}>
      <img
        src={stateSrc}
        alt={alt}
        loading={loading}
        className="block size-full object-cover"
        {...imgProps}
      />
      {canHover ? (
        <img
          src={imageVariantSrc(src, "hover")}
          alt=""
          aria-hidden="true"
          loading={loading}
          className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
        />
      ) : null}
      {hasGradient ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-brand-900/70 via-brand-900/10 to-transparent"
        />
      ) : null}
      {isLoading ? (
        <span role="status" className="absolute inset-0 flex items-center justify-center bg-surface/60">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          <span className="sr-only">{loadingLabel}</span>
        </span>
      ) : null}
    </span>
  );
}
