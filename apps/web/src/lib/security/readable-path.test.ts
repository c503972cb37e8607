import { describe, expect, it } from "vitest";
import { isReadablePath } from "./readable-path";

describe("isReadablePath", () => {
  it("accepts plain and well-encoded paths, non-Latin text and emoji included", () => {
    for (const path of [
      "/",
      "/shop/1",
      "/blog-posts/what-happens",
      "/locations/san-bernardino",
      "/caf%C3%A9",
      "/%F0%9F%9A%9A",
      "/a%2Fb",
      "/1e309",
      "/-1",
    ]) {
      expect(isReadablePath(path), path).toBe(true);
    }
  });

  it("refuses malformed percent-encoding, an encoded surrogate, NUL and lone surrogates", () => {
    for (const path of [
      "/shop/%zz",
      "/shop/%ud800",
      "/shop/%",
      "/shop/%E0%A4%A",
      "/shop/%ED%A0%80",
      "/blog-posts/%00",
      "/shop/a\u0000b",
      "/shop/\uD800",
      "/shop/\uDC00x",
    ]) {
      expect(isReadablePath(path), path).toBe(false);
    }
  });
});
