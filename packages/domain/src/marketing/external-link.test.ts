import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { externalLinkTarget, planExternalLinkOpen, withTrackingParams } from "./external-link";

const tracking = { utm_source: "google", utm_campaign: "spring sale" };

describe("withTrackingParams", () => {
  it.each([
    [
      "adds the parameters to a link without a query",
      "https://shop.example.com/p",
      "https://shop.example.com/p?utm_source=google&utm_campaign=spring%20sale",
    ],
    [
      "appends after the link's own query",
      "https://shop.example.com/p?id=4",
      "https://shop.example.com/p?id=4&utm_source=google&utm_campaign=spring%20sale",
    ],
    [
      "adds only the parameters the link lacks",
      "https://shop.example.com/p?utm_source=bing",
      "https://shop.example.com/p?utm_source=bing&utm_campaign=spring%20sale",
    ],
    [
      "keeps the fragment at the end",
      "https://shop.example.com/p#reviews",
      "https://shop.example.com/p?utm_source=google&utm_campaign=spring%20sale#reviews",
    ],
    [
      "fills an empty query without a stray &",
      "https://shop.example.com/p?",
      "https://shop.example.com/p?utm_source=google&utm_campaign=spring%20sale",
    ],
    [
      "leaves a link that already has every parameter unchanged",
      "https://x.example/?utm_campaign=a&utm_source=b",
      "https://x.example/?utm_campaign=a&utm_source=b",
    ],
    ["leaves a mailto link unchanged", "mailto:sales@example.com", "mailto:sales@example.com"],
    ["leaves a tel link unchanged", "tel:+15550100", "tel:+15550100"],
  ])("%s", (_rule, href, expected) => {
    expect(withTrackingParams(href, tracking)).toBe(expected);
  });

  it("recognises an encoded parameter name already on the link", () => {
    expect(withTrackingParams("https://x.example/?utm%5Fsource=a", { utm_source: "google" })).toBe(
      "https://x.example/?utm%5Fsource=a",
    );
  });

  const paramKey = fc.stringMatching(/^[a-z_]{1,8}$/);
  const params = fc.dictionary(paramKey, fc.string(), { maxKeys: 4 });
  const link = fc.tuple(fc.webUrl({ withQueryParameters: true, withFragments: true }));

  it("is idempotent: adding the parameters twice changes nothing more", () => {
    fc.assert(
      fc.property(link, params, ([href], current) => {
        const once = withTrackingParams(href, current);
        expect(withTrackingParams(once, current)).toBe(once);
      }),
    );
  });

  it("adds every parameter a link without a query lacks", () => {
    fc.assert(
      fc.property(fc.webUrl(), params, (href, current) => {
        const result = withTrackingParams(href, current);
        for (const [key, value] of Object.entries(current)) {
          expect(result).toContain(`${key}=${encodeURIComponent(value)}`);
        }
      }),
    );
  });

  it("never drops or changes what the link already had", () => {
    fc.assert(
      fc.property(link, params, ([href], current) => {
        const hashAt = href.indexOf("#");
        const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
        const result = withTrackingParams(href, current);
        expect(result.startsWith(beforeHash)).toBe(true);
        if (hashAt !== -1) expect(result.endsWith(href.slice(hashAt))).toBe(true);
      }),
    );
  });
});

describe("externalLinkTarget", () => {
  it("opens in a new tab or the same window", () => {
    expect(externalLinkTarget(true)).toBe("_blank");
    expect(externalLinkTarget(false)).toBe("_self");
  });
});

describe("planExternalLinkOpen", () => {
  it("opens the tracked URL after 300 ms", () => {
    expect(planExternalLinkOpen("https://x.example/", { utm_source: "bing" }, true)).toEqual({
      url: "https://x.example/?utm_source=bing",
      target: "_blank",
      delayMs: 300,
    });
  });
});
