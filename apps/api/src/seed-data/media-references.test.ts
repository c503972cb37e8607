import { describe, expect, it } from "vitest";
import { collectMediaPaths } from "./media-references.js";

describe("collectMediaPaths", () => {
  it("finds media paths at any depth, once each", () => {
    const data = {
      image: "/media/hubs/reno.png",
      files: [{ fileUrl: "/media/products/a.png" }, { fileUrl: "/media/hubs/reno.png" }],
    };
    expect(collectMediaPaths(data).sort()).toEqual(["/media/hubs/reno.png", "/media/products/a.png"]);
  });

  it("ignores strings that are not media paths", () => {
    expect(collectMediaPaths({ url: "https://example.com/media/x.png", name: "media" })).toEqual([]);
  });
});
