import { describe, expect, it } from "vitest";
import {
  galleryProblem,
  isImageSource,
  isOfferRunning,
  isOutOfStock,
  PRODUCT_GALLERY_MAX,
  productColourProblem,
  productOfferProblem,
} from "./product-offer";

describe("productOfferProblem", () => {
  it.each([
    [1000, null, null],
    [1000, 1200, null],
    [1000, 1000, "The old price must be higher"],
    [1000, 900, "The old price must be higher"],
  ])("price %i with old price %s: %s", (priceCents, oldPriceCents, problem) => {
    const answer = productOfferProblem({ priceCents, oldPriceCents });
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toMatch(problem);
  });
});

describe("isOutOfStock", () => {
  it.each([
    [null, false],
    [3, false],
    [0, true],
  ])("stock %s is out of stock: %s", (stock, expected) => {
    expect(isOutOfStock(stock)).toBe(expected);
  });
});

describe("isOfferRunning", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  it("shows a flagged offer until its end, and one without an end for as long as it is flagged", () => {
    expect(isOfferRunning({ isLimitedTimeOffer: true, offerEndsAt: null }, now)).toBe(true);
    expect(isOfferRunning({ isLimitedTimeOffer: true, offerEndsAt: new Date("2026-12-01T12:00:01Z") }, now)).toBe(true);
    expect(isOfferRunning({ isLimitedTimeOffer: true, offerEndsAt: now }, now)).toBe(false);
    expect(isOfferRunning({ isLimitedTimeOffer: false, offerEndsAt: null }, now)).toBe(false);
  });
});

describe("isImageSource", () => {
  it("takes our media paths, uploaded images and https addresses", () => {
    for (const source of [
      "/media/products/pallet-1.webp",
      `/uploaded-images/${"a1".repeat(16)}.webp`,
      "https://images.unsplash.com/photo-1?w=800",
    ]) {
      expect(isImageSource(source), source).toBe(true);
    }
  });

  it("refuses climbing paths, other schemes, markup and other upload names", () => {
    for (const source of [
      "/media/../secrets.png",
      "/media/products/",
      "http://example.com/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      'https://x.test/a.png" onerror="alert(1)',
      `/uploaded-images/${"A".repeat(32)}.webp`,
      "/uploaded-images/x.webp",
      "",
      "/media/a.png\u0000",
    ]) {
      expect(isImageSource(source), source).toBe(false);
    }
  });
});

describe("galleryProblem", () => {
  const image = (index: number) => `/media/products/p-${index}.webp`;
  it("takes 1 to 12 distinct sources, main image first", () => {
    expect(galleryProblem([image(1)])).toBeNull();
    expect(galleryProblem(Array.from({ length: PRODUCT_GALLERY_MAX }, (_, index) => image(index)))).toBeNull();
  });
  it("refuses an empty, too long, repeating or foreign gallery", () => {
    expect(galleryProblem([])).toMatch(/main image/);
    expect(galleryProblem(Array.from({ length: 13 }, (_, index) => image(index)))).toMatch(/at most 12/);
    expect(galleryProblem([image(1), image(1)])).toMatch(/twice/);
    expect(galleryProblem([image(1), "ftp://x/y.png"])).toMatch(/not an uploaded image/);
  });
});

describe("productColourProblem", () => {
  it("takes a named #rgb or #rrggbb colour", () => {
    expect(productColourProblem({ name: "Safety orange", color: "#ff6a00" })).toBeNull();
    expect(productColourProblem({ name: "Black", color: "#000" })).toBeNull();
  });
  it("refuses a nameless colour, a long name and any other colour syntax", () => {
    expect(productColourProblem({ name: " ", color: "#000" })).toMatch(/name/);
    expect(productColourProblem({ name: "x".repeat(41), color: "#000" })).toMatch(/name/);
    for (const color of ["red", "#12345", "rgb(0,0,0)", "#00000g", "url(javascript:x)"]) {
      expect(productColourProblem({ name: "Odd", color }), color).toMatch(/#rgb or #rrggbb/);
    }
  });
});
