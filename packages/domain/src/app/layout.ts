/** The narrowest page the layout supports. */
export const MIN_PAGE_WIDTH_PX = 320;

/** Design breakpoints (min-width, px): the base font size rises at each. */
export const BREAKPOINTS_PX = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** One breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS_PX;

/** Other widths the design is drawn at (px), e.g. for image sizes and container limits. */
export const LAYOUT_WIDTHS_PX = [320, 375, 432, 768, 936, 1024, 1280, 1439, 1440, 2560] as const;

/** Fixed layout measures whose use the spec does not name: two offsets (72 and 44 px) and a base gap (10 px). */
export const LAYOUT_SPACING_PX = { large: 72, small: 44, base: 10 } as const;

/** Transition timings, from slow to quick. */
export const TRANSITION_DURATIONS = { slow: "0.5s", base: "0.3s", fast: "0.2s", instant: "0.1s" } as const;

/** Device widths the image loader renders (640 to 3840 px). */
export const IMAGE_LOADER_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** The image quality range the loader accepts. */
export const IMAGE_QUALITY = { min: 60, max: 100 } as const;

/** Image file name variants for interaction states. */
export const IMAGE_STATE_SUFFIXES = ["-hover", "-selected", "-disabled"] as const;

/** The largest breakpoint a viewport width reaches, or undefined below the first. */
export function breakpointFor(widthPx: number): Breakpoint | undefined {
  const reached = (Object.keys(BREAKPOINTS_PX) as Breakpoint[]).filter(
    (name) => widthPx >= BREAKPOINTS_PX[name],
  );
  return reached[reached.length - 1];
}

/** The image loader quality clamped to 60-100 and rounded. */
export function clampImageQuality(quality: number): number {
  if (Number.isNaN(quality)) return IMAGE_QUALITY.max;
  return Math.round(Math.min(IMAGE_QUALITY.max, Math.max(IMAGE_QUALITY.min, quality)));
}

/** The smallest loader size that covers the requested width (the largest size beyond 3840). */
export function imageLoaderSizeFor(widthPx: number): number {
  return (
    IMAGE_LOADER_SIZES.find((size) => size >= widthPx) ?? IMAGE_LOADER_SIZES[IMAGE_LOADER_SIZES.length - 1]!
  );
}

/** The file name of an image's state variant, e.g. icon.svg -> icon-hover.svg. */
export function imageStateVariant(src: string, suffix: (typeof IMAGE_STATE_SUFFIXES)[number]): string {
  const dotAt = src.lastIndexOf(".");
  const slashAt = src.lastIndexOf("/");
  if (dotAt <= slashAt + 1) return `${src}${suffix}`;
  return `${src.slice(0, dotAt)}${suffix}${src.slice(dotAt)}`;
}
