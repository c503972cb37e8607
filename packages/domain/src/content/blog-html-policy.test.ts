import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  filterInlineStyle,
  isAllowedImageSource,
  isAllowedImageSrcset,
  isAllowedLinkHref,
  isAllowedVideoSource,
} from "./blog-html-policy";

describe("isAllowedLinkHref", () => {
  it.each([
    ["https://example.com", true],
    ["HTTP://EXAMPLE.COM", true],
    ["mailto:team@example.com", true],
    ["/shop?page=2", true],
    ["#top", true],
    ["//example.com/a", true],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["java\nscript:alert(1)", false],
    ["data:text/html,x", false],
    ["vbscript:x", false],
    ["tel:+15555550100", false],
    ["/\\evil.example", false],
  ])("allows %j: %s", (href, expected) => {
    expect(isAllowedLinkHref(href)).toBe(expected);
  });
});

describe("isAllowedImageSource", () => {
  it.each([
    ["https://images.unsplash.com/photo-1?w=800", true],
    ["http://images.unsplash.com/photo-1", true],
    ["http://localhost:4000/media/a.png", true],
    ["http://127.0.0.1/media/sub/a.png", true],
    ["http://localhost:4000/api/a.png", false],
    ["http://localhost:4000/media/../a.png", false],
    ["http://localhost:4000/media/%2e%2e/a.png", false],
    ["https://user@images.unsplash.com/a.jpg", false],
    ["https://images.unsplash.com.evil.example/a.jpg", false],
    ["ftp://images.unsplash.com/a.jpg", false],
    ["/media/a.png", false],
    ["data:image/png;base64,AAAA", false],
  ])("allows %s: %s", (src, expected) => {
    expect(isAllowedImageSource(src)).toBe(expected);
  });

  it("uses the given media hosts, which may name a port", () => {
    const hosts = { mediaHosts: ["api.example.com", "cdn.example.com:8443"], stockImageHosts: [] };
    expect(isAllowedImageSource("https://api.example.com/media/a.png", hosts)).toBe(true);
    expect(isAllowedImageSource("https://cdn.example.com:8443/media/a.png", hosts)).toBe(true);
    expect(isAllowedImageSource("https://cdn.example.com/media/a.png", hosts)).toBe(false);
    expect(isAllowedImageSource("https://images.unsplash.com/a.jpg", hosts)).toBe(false);
  });

  it("never allows a host outside the lists", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const host = /^https?:\/\/([^/:?#]+)/.exec(url)?.[1] ?? "";
        if (!["images.unsplash.com", "localhost", "127.0.0.1"].includes(host))
          expect(isAllowedImageSource(url)).toBe(false);
      }),
    );
  });
});

describe("isAllowedImageSrcset", () => {
  it.each([
    ["https://images.unsplash.com/a.jpg 1x, https://images.unsplash.com/a2.jpg 2x", true],
    ["http://localhost/media/a.png 480w", true],
    ["https://images.unsplash.com/a.jpg 1x, https://evil.example/a.jpg 2x", false],
    ["", false],
  ])("allows %j: %s", (srcset, expected) => {
    expect(isAllowedImageSrcset(srcset)).toBe(expected);
  });
});

describe("isAllowedVideoSource", () => {
  it.each([
    ["https://www.youtube.com/embed/abc", true],
    ["https://player.vimeo.com/video/1?h=2", true],
    ["http://www.youtube.com/embed/abc", false],
    ["https://www.youtube.com:443/embed/abc", false],
    ["https://youtube.com/embed/abc", false],
    ["https://www.youtube-nocookie.com/embed/abc", false],
    ["https://player.vimeo.com.evil.example/video/1", false],
  ])("allows %s: %s", (src, expected) => {
    expect(isAllowedVideoSource(src)).toBe(expected);
  });
});

describe("filterInlineStyle", () => {
  it.each([
    ["font-weight: bold; color: red", "font-weight: bold"],
    ["FONT-SIZE: 12PX", "font-size: 12px"],
    ["display:flex;display:none", "display: none"],
    ["text-align: center; border-style: solid", "text-align: center; border-style: solid"],
    ["font-weight: 1000", ""],
    ["expression(alert(1))", ""],
    ["constructor: x; __proto__: y", ""],
  ])("filters %j to %j", (style, expected) => {
    expect(filterInlineStyle(style)).toBe(expected);
  });

  it("returns a style that filters to itself", () => {
    fc.assert(
      fc.property(fc.string(), (style) => {
        const once = filterInlineStyle(style);
        expect(filterInlineStyle(once)).toBe(once);
      }),
    );
  });
});
