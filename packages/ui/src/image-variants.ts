/** An image may come with -hover, -selected and -disabled files next to it. */
export type ImageVariant = "hover" | "selected" | "disabled";

/**
 * The address of an image's variant file: the variant name goes before the extension
 * (`/icons/truck.svg` → `/icons/truck-hover.svg`); query and fragment are kept.
 */
export function imageVariantSrc(src: string, variant: ImageVariant): string {
  const suffixAt = src.search(/[?#]/);
  const path = suffixAt === -1 ? src : src.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? "" : src.slice(suffixAt);
  const lastSlash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  const hasExtension = dot > lastSlash + 1;
  const base = hasExtension ? path.slice(0, dot) : path;
  const extension = hasExtension ? path.slice(dot) : "";
  return `${base}-${variant}${extension}${suffix}`;
}
