import { describe, expect, it } from "vitest";
import { currentNavItem } from "./portal-nav-items";

describe("currentNavItem", () => {
  it("marks the booking item on the booking page and its success page", () => {
    expect(currentNavItem("/portal")?.href).toBe("/portal");
    expect(currentNavItem("/portal/order-create-success")?.href).toBe("/portal");
  });

  it("prefers the most specific area: the referral pages are not the dashboard", () => {
    expect(currentNavItem("/dashboard/referral-system/learn-more")?.href).toBe("/dashboard/referral-system");
    expect(currentNavItem("/dashboard/order-details")?.href).toBe("/dashboard");
  });

  it("marks payments on the payment page and the pay and top-up success pages", () => {
    for (const path of ["/portal/payment", "/portal/order-pay-success", "/portal/topup-success"]) {
      expect(currentNavItem(path)?.href).toBe("/portal/payment");
    }
  });

  it("counts the redirect route under booking and marks nothing for unknown paths", () => {
    expect(currentNavItem("/portal/redirect")?.href).toBe("/portal");
    expect(currentNavItem("/unknown")).toBeUndefined();
  });
});
