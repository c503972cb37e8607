import { describe, expect, it } from "vitest";
import { orderFileIdFromUrl, orderFileUrl } from "./order-views.js";

describe("orderFileIdFromUrl", () => {
  it("reads the id back from the URL the API hands out, absolute or relative", () => {
    expect(orderFileIdFromUrl(orderFileUrl("http://api.test", 42), "http://api.test")).toBe(42);
    expect(orderFileIdFromUrl("/order-files/7", "http://api.test")).toBe(7);
    expect(orderFileIdFromUrl("https://api.example.com/v1/order-files/9", "https://api.example.com/v1")).toBe(
      9,
    );
  });

  it("ignores other hosts, other paths and ids that are not whole numbers", () => {
    expect(orderFileIdFromUrl("http://evil.test/order-files/1", "http://api.test")).toBeUndefined();
    expect(orderFileIdFromUrl("http://api.test/media/hubs/reno.png", "http://api.test")).toBeUndefined();
    expect(orderFileIdFromUrl("http://api.test/order-files/0", "http://api.test")).toBeUndefined();
    expect(orderFileIdFromUrl("http://api.test/order-files/1/../2", "http://api.test")).toBe(2);
    expect(orderFileIdFromUrl("http://api.test/order-files/abc", "http://api.test")).toBeUndefined();
  });
});
