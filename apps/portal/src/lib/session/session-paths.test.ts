import { describe, expect, it } from "vitest";
import { isProtectedPath, sessionCookieToDrop, signInUrl } from "./session-paths";

describe("isProtectedPath", () => {
  it("protects the dashboard, order history, portal and settings areas", () => {
    for (const path of ["/dashboard", "/order-history", "/portal", "/settings"]) {
      expect(isProtectedPath(path)).toBe(true);
    }
  });

  it("protects pages below a protected area", () => {
    expect(isProtectedPath("/dashboard/referral-system/learn-more")).toBe(true);
    expect(isProtectedPath("/portal/payment")).toBe(true);
  });

  it("leaves the portal redirect route open", () => {
    expect(isProtectedPath("/portal/redirect")).toBe(false);
  });

  it("does not protect paths that only start with the same letters", () => {
    expect(isProtectedPath("/dashboards")).toBe(false);
    expect(isProtectedPath("/portal-help")).toBe(false);
  });
});

describe("signInUrl", () => {
  it("points at the public site's sign-in page with the full return address", () => {
    expect(signInUrl("http://127.0.0.1:3100", "http://127.0.0.1:3101/dashboard?tab=1")).toBe(
      "http://127.0.0.1:3100/auth/signin?returnTo=http%3A%2F%2F127.0.0.1%3A3101%2Fdashboard%3Ftab%3D1",
    );
  });
});

describe("sessionCookieToDrop", () => {
  it("names the session cookie with the Domain it was set with, so the browser removes it", () => {
    expect(sessionCookieToDrop({ SESSION_COOKIE_DOMAIN: "example.com" })).toEqual({
      name: "token",
      path: "/",
      domain: "example.com",
    });
  });

  it("names a host-only cookie when no Domain is configured", () => {
    expect(sessionCookieToDrop({ SESSION_COOKIE_DOMAIN: undefined })).toEqual({ name: "token", path: "/" });
  });
});
