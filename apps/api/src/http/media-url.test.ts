import { describe, expect, it } from "vitest";
import { toMediaUrl } from "./media-url.js";

describe("toMediaUrl", () => {
  it("prefixes a site-relative media path with the public API URL", () => {
    expect(toMediaUrl("https://api.example.com", "/media/hubs/reno.png")).toBe(
      "https://api.example.com/media/hubs/reno.png",
    );
  });

  it("keeps an absolute URL as it is", () => {
    expect(toMediaUrl("https://api.example.com", "https://images.example.org/a.png")).toBe(
      "https://images.example.org/a.png",
    );
  });

  it("answers an empty string when there is no image", () => {
    expect(toMediaUrl("https://api.example.com", null)).toBe("");
  });
});
