import { describe, expect, it } from "vitest";
import { firstVisitRewriteOf } from "./first-visit-routes";

const query = (text: string) => new URLSearchParams(text);

describe("firstVisitRewriteOf", () => {
  it("serves a data page asked for without a query from its cached first-visit route", () => {
    expect(firstVisitRewriteOf("/", query(""))).toBe("/first-visit/live/home");
    expect(firstVisitRewriteOf("/shop", query(""))).toBe("/first-visit/live/shop");
    expect(firstVisitRewriteOf("/blog-posts", query(""))).toBe("/first-visit/live/blog-posts");
  });

  it("keeps the cached route when only tracking parameters are added", () => {
    expect(firstVisitRewriteOf("/", query("utm_source=google&UTM_medium=cpc"))).toBe("/first-visit/live/home");
  });

  it("renders a page asked for with a content query per request", () => {
    expect(firstVisitRewriteOf("/shop", query("search=pallet"))).toBeUndefined();
    expect(firstVisitRewriteOf("/blog-posts", query("page=2&utm_source=x"))).toBeUndefined();
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
