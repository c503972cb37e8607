import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS_PX,
  breakpointFor,
  clampImageQuality,
  IMAGE_LOADER_SIZES,
  imageLoaderSizeFor,
  imageStateVariant,
  LAYOUT_SPACING_PX,
  LAYOUT_WIDTHS_PX,
  MIN_PAGE_WIDTH_PX,
  TRANSITION_DURATIONS,
} from "./layout";

describe("layout constants", () => {
  it("uses the design breakpoints 480, 768, 1024, 1280 and a 320 px minimum width", () => {
    expect(Object.values(BREAKPOINTS_PX)).toEqual([480, 768, 1024, 1280]);
    expect(MIN_PAGE_WIDTH_PX).toBe(320);
  });

  it("lists the other layout widths", () => {
    expect(LAYOUT_WIDTHS_PX).toEqual([320, 375, 432, 768, 936, 1024, 1280, 1439, 1440, 2560]);
  });

  it("keeps the 72, 44 and 10 px measures and the four transition timings", () => {
    expect(LAYOUT_SPACING_PX).toEqual({ large: 72, small: 44, base: 10 });
    expect(Object.values(TRANSITION_DURATIONS).sort()).toEqual(["0.1s", "0.2s", "0.3s", "0.5s"]);
  });

  it("renders images from 640 to 3840 px", () => {
    expect(IMAGE_LOADER_SIZES[0]).toBe(640);
    expect(IMAGE_LOADER_SIZES[IMAGE_LOADER_SIZES.length - 1]).toBe(3840);
  });
});

describe("breakpointFor", () => {
  it.each([
    [320, undefined],
    [479, undefined],
    [480, "sm"],
    [767, "sm"],
    [768, "md"],
    [1024, "lg"],
    [1279, "lg"],
    [1280, "xl"],
    [2560, "xl"],
  ])("puts a %i px viewport at %s", (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });
});

describe("clampImageQuality", () => {
  it.each([
    [30, 60],
    [60, 60],
    [75.4, 75],
    [100, 100],
    [140, 100],
  ])("clamps quality %d to %i", (quality, expected) => {
    expect(clampImageQuality(quality)).toBe(expected);
  });

  it("always lands within 60-100", () => {
    fc.assert(
      fc.property(fc.double(), (quality) => {
        const clamped = clampImageQuality(quality);
        expect(clamped).toBeGreaterThanOrEqual(60);
        expect(clamped).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("imageLoaderSizeFor", () => {
  it.each([
    [100, 640],
    [640, 640],
    [641, 750],
    [1440, 1920],
    [5000, 3840],
  ])("serves a %i px request at %i px", (width, expected) => {
    expect(imageLoaderSizeFor(width)).toBe(expected);
  });
});

describe("imageStateVariant", () => {
  it.each([
    ["/icons/card.svg", "-hover", "/icons/card-hover.svg"],
    ["/icons/card.svg", "-disabled", "/icons/card-disabled.svg"],
    ["/img.v2/card", "-selected", "/img.v2/card-selected"],
  ] as const)("turns %s into its %s variant", (src, suffix, expected) => {
    expect(imageStateVariant(src, suffix)).toBe(expected);
  });
});
