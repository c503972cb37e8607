import { describe, expect, it } from "vitest";
import { navigationFor, siteNavigation } from "./navigation";

/** The public routes that a visitor opens by choice. */
const PUBLIC_ROUTES = [
  "/#locations",
  "/locations/san-bernardino",
  "/locations/stockton",
  "/locations/reno",
  "/locations/denver",
  "/locations/markham",
  "/locations/columbus",
  "/locations/greenville",
  "/#services",
  "/services/cross-dock",
  "/services/restack",
  "/services/consolidation",
  "/services/transport",
  "/services/overweight-help",
  "/services/storage",
  "/services/rework",
  "/services/transload",
  "/freight-box-flex",
  "/road-services",
  "/parking-services",
  "/driver",
  "/shop",
  "/map",
  "/contact-us",
  "/blog-posts",
  "/faqs",
  "/partnership",
  "/service-catalog",
  "/terms-of-service",
  "/privacy-policy",
  "/cookie-policy",
  "/press-center",
  "/help-center",
  "/investors",
  "/developers",
  "/about-us",
  "/careers",
  "/auth/signin",
  "/auth/signup",
  "/auth/restore-password",
];

describe("siteNavigation", () => {
  const linked = siteNavigation.flatMap((group) => group.links.map((link) => link.href));

  it("links every public route of the spec a visitor can choose", () => {
    expect(PUBLIC_ROUTES.filter((route) => !linked.includes(route))).toEqual([]);
  });

  it("links each route once", () => {
    expect(new Set(linked).size).toBe(linked.length);
  });
});

describe("navigationFor", () => {
  const portal = "https://portal.example.com";

  it("offers the sign-in forms to a visitor without a session", () => {
    const account = navigationFor(false, portal).find((group) => group.label === "Account");
    expect(account?.links.map((link) => link.href)).toContain("/auth/signin");
  });

  it("offers a signed-in visitor their portal pages instead of the sign-in forms", () => {
    const groups = navigationFor(true, portal);
    const account = groups.find((group) => group.label === "Account");
    expect(account?.links.map((link) => link.href)).toEqual([
      `${portal}/dashboard`,
      `${portal}/order-history`,
      `${portal}/portal`,
      `${portal}/settings`,
    ]);
    expect(groups.flatMap((group) => group.links).some((link) => link.href.startsWith("/auth/"))).toBe(false);
    expect(groups).toHaveLength(siteNavigation.length);
  });
});
