import { describe, expect, it } from "vitest";
import { mediaTypeOf, sniffImageType } from "./image-sniff.js";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe("sniffImageType", () => {
  it("recognises PNG, JPEG, GIF, WebP and AVIF by their magic numbers", () => {
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffImageType(bytes("GIF89a", 1, 0))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, "ftypavif"))).toBe("image/avif");
  });

  it("refuses SVG even when it starts like XML", () => {
    expect(
      sniffImageType(bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
  });

  it("refuses HTML", () => {
    expect(sniffImageType(bytes("<!doctype html><html></html>"))).toBeUndefined();
  });

  it("refuses input too short to carry a signature", () => {
    expect(sniffImageType(bytes(0x89, "PN"))).toBeUndefined();
  });
});

describe("mediaTypeOf", () => {
  it("drops parameters and case", () => {
    expect(mediaTypeOf("Image/PNG; charset=binary")).toBe("image/png");
  });
});
