import { permissionsOfStaffRole } from "@freight/domain/staff/staff-roles";
import { describe, expect, it } from "vitest";
import { currentSection, sectionsFor } from "./console-sections";

describe("sectionsFor", () => {
  it("shows a dispatcher their hub work and no money or staff pages", () => {
    expect(sectionsFor(permissionsOfStaffRole("dispatcher")).map((section) => section.href)).toEqual([
      "/orders",
      "/shop-orders",
      "/docks",
      "/gate",
      "/customers",
      "/inbox",
    ]);
  });

  it("shows finance the money pages and an admin everything", () => {
    expect(sectionsFor(permissionsOfStaffRole("finance")).map((section) => section.href)).toContain(
      "/finance",
    );
    expect(sectionsFor(permissionsOfStaffRole("admin"))).toHaveLength(18);
    expect(sectionsFor(permissionsOfStaffRole("finance")).map((section) => section.href)).not.toContain(
      "/background-jobs",
    );
  });

  it("shows an editor the content pages only: hubs, services, extras, price lists, products, the blog, landing content and referral levels", () => {
    expect(sectionsFor(permissionsOfStaffRole("editor")).map((section) => section.href)).toEqual([
      "/hubs",
      "/services",
      "/extras",
      "/prices",
      "/products",
      "/blog",
      "/landing",
      "/referral-levels",
    ]);
  });
});

describe("currentSection", () => {
  it("finds the section of a nested page", () => {
    expect(currentSection("/orders/42")?.label).toBe("Orders");
    expect(currentSection("/ordersx")).toBeUndefined();
  });
});
