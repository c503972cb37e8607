import { describe, expect, it } from "vitest";
import { findUnsafeText, isUnsafeText } from "./unsafe-text.js";

describe("isUnsafeText", () => {
  it("refuses NUL and unpaired surrogates, anywhere in the text", () => {
    for (const text of ["\u0000", "a\u0000b", "\ud800", "a\udfffb", "\udc00\ud800", "x\ud83d"]) {
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("accepts paired surrogates (emoji), other control characters and the empty string", () => {
    for (const text of ["", "😀🚚", "\ud83d\ude00", "\t\u000b\u0001\u007f", "Ω≈ç√", "\u202e"]) {
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe("findUnsafeText", () => {
  it("names the first field holding unsafe text, in nested objects, lists and field names", () => {
    expect(findUnsafeText({ a: "ok", b: { c: ["fine", "bad\u0000"] } })).toBe("b.c.1");
    expect(findUnsafeText({ ["x\ud800"]: 1 })).toBe("(field name)");
    expect(findUnsafeText({ order: { puService: { city: "\ud800" } } }, "order")).toBe(
      "order.order.puService.city",
    );
    expect(findUnsafeText({ a: 1, b: true, c: null, d: Buffer.from([0]) })).toBeUndefined();
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });
});
