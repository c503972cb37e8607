import { describe, expect, it } from "vitest";
import { isReadablePath, unreadablePathResponse } from "./request-path.js";

const READABLE = [
  "/",
  "/shop/1",
  "/blog-posts/what-happens",
  "/locations/san-bernardino",
  "/caf%C3%A9",
  "/%F0%9F%9A%9A",
  "/a%2Fb",
  "/1e309",
  "/-1",
];
const UNREADABLE = [
  "/shop/%zz",
  "/shop/%ud800",
  "/shop/%",
  "/shop/%E0%A4%A",
  "/shop/%ED%A0%80",
  "/blog-posts/%00",
  "/shop/a\u0000b",
  "/shop/\uD800",
  "/shop/\uDC00x",
];

describe("isReadablePath", () => {
  it("accepts plain and well-encoded paths, non-Latin text and emoji included", () => {
    for (const path of READABLE) expect(isReadablePath(path), path).toBe(true);
  });

  it("refuses malformed percent-encoding, an encoded surrogate, NUL and lone surrogates", () => {
    for (const path of UNREADABLE) expect(isReadablePath(path), path).toBe(false);
  });
});

describe("unreadablePathResponse", () => {
  it("lets a readable path through", () => {
    for (const path of READABLE) expect(unreadablePathResponse(path), path).toBeUndefined();
  });

  it("answers an unreadable path with a 400 that says why and is not cached", async () => {
    const response = unreadablePathResponse("/orders/%zz");
    expect(response?.status).toBe(400);
    expect(response?.headers.get("cache-control")).toBe("no-store");
    expect(await response?.text()).toMatch(/broken %-escape/);
  });
});
