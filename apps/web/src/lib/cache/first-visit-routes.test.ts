import { describe, expect, it } from "vitest";
import { firstVisitRewriteOf, isCachedPageNumber } from "./first-visit-routes";

const query = (text: string) => new URLSearchParams(text);

describe("firstVisitRewriteOf", () => {
  it("serves a data page asked for without a query from its cached first-visit route", () => {
    expect(firstVisitRewriteOf("/", query(""))).toBe("/first-visit/live/home");
    expect(firstVisitRewriteOf("/shop", query(""))).toBe("/first-visit/live/shop");
    expect(firstVisitRewriteOf("/blog-posts", query(""))).toBe("/first-visit/live/blog-posts");
  });

  it("keeps the cached route when only tracking parameters are added", () => {
    expect(firstVisitRewriteOf("/", query("utm_source=google&UTM_medium=cpc"))).toBe(
      "/first-visit/live/home",
    );
  });

  it("renders a page asked for with a content query per request", () => {
    expect(firstVisitRewriteOf("/shop", query("search=pallet"))).toBeUndefined();
    expect(firstVisitRewriteOf("/shop", query("page=2"))).toBeUndefined();
  });

  it("serves a numbered blog page asked for with nothing but its number from a cached route of its own", () => {
    expect(firstVisitRewriteOf("/blog-posts", query("page=2&utm_source=x"))).toBe(
      "/first-visit/live/blog-posts/2",
    );
    expect(firstVisitRewriteOf("/blog-posts", query("page=999"))).toBe("/first-visit/live/blog-posts/999");
    expect(firstVisitRewriteOf("/blog-posts", query("page=0"))).toBe("/first-visit/live/blog-posts");
  });

  it("renders per request a page number that is not plain, too large, repeated or joined by another query", () => {
    for (const text of [
      "page=1000",
      "page=01",
      "page=-1",
      "page=1e3",
      "page=%201",
      "page=",
      "page=1&page=2",
      "page=1&search=x",
      "page=%00",
      "page=%F0%9F%9A%9A",
      "page=99999999999999999999",
    ]) {
      expect(firstVisitRewriteOf("/blog-posts", query(text)), text).toBeUndefined();
    }
  });
});

describe("isCachedPageNumber", () => {
  it("takes the plain numbers 1 to 999 only", () => {
    expect(["1", "9", "10", "999"].every(isCachedPageNumber)).toBe(true);
    expect(["0", "1000", "01", " 1", "1.0", "", "x"].some(isCachedPageNumber)).toBe(false);
  });

  it("leaves every other path as it is", () => {
    expect(firstVisitRewriteOf("/shop/12", query(""))).toBeUndefined();
    expect(firstVisitRewriteOf("/terms-of-service", query(""))).toBeUndefined();
    expect(firstVisitRewriteOf("/constructor", query(""))).toBeUndefined();
    expect(firstVisitRewriteOf("/shop/", query(""))).toBeUndefined();
  });

  it("answers a direct request of a first-visit route with the build placeholder, a 404", () => {
    expect(firstVisitRewriteOf("/first-visit/live/shop", query(""))).toBe("/first-visit/-");
    expect(firstVisitRewriteOf("/first-visit", query(""))).toBe("/first-visit/-");
    expect(firstVisitRewriteOf("/first-visitor", query(""))).toBeUndefined();
  });
});
