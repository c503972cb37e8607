import { describe, expect, it } from "vitest";
import { bannerHref } from "./banner-href";

const PORTAL = "https://portal.example/";

describe("bannerHref", () => {
  it("turns a home-page anchor into a link to that section", () => {
    expect(bannerHref("#locations", PORTAL)).toBe("/#locations");
  });

  it("keeps a path of this site", () => {
    expect(bannerHref("/services/overweight-help", PORTAL)).toBe("/services/overweight-help");
  });

  it("sends portal paths to the customer portal", () => {
    expect(bannerHref("/dashboard/referral-system/learn-more", PORTAL)).toBe(
      "https://portal.example/dashboard/referral-system/learn-more",
    );
  });

  it("does not follow outside addresses or scripts", () => {
    expect(bannerHref("https://elsewhere.example", PORTAL)).toBeNull();
    expect(bannerHref("//elsewhere.example/path", PORTAL)).toBeNull();
    expect(bannerHref("javascript:alert(1)", PORTAL)).toBeNull();
  });
});
