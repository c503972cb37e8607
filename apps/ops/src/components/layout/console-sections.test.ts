import { describe, expect, it } from "vitest";
import { currentSection, sectionsFor } from "./console-sections";

describe("sectionsFor", () => {
  it("shows a dispatcher their hub work and no money or staff pages", () => {
    expect(sectionsFor("dispatcher").map((section) => section.href)).toEqual([
      "/orders",
      "/shop-orders",
      "/docks",
      "/gate",
      "/customers",
      "/inbox",
    ]);
  });

  it("shows finance the money pages and an admin everything", () => {
    expect(sectionsFor("finance").map((section) => section.href)).toContain(
      "/finance",
    );
    expect(sectionsFor("admin")).toHaveLength(20);
    expect(sectionsFor("admin").map((section) => section.href)).toContain("/company");
    expect(sectionsFor("finance").map((section) => section.href)).not.toContain(
      "/background-jobs",
    );
  });

  it("leaves the company's settings and the e-mail previews to admins", () => {
    for (const role of ["dispatcher", "finance", "editor"]) {
      expect(sectionsFor(role).map((section) => section.href)).not.toContain("/company");
      expect(sectionsFor(role).map((section) => section.href)).not.toContain("/email-previews");
    }
  });

  it("shows an editor the content pages only: hubs, services, extras, price lists, products, the blog, landing content and referral levels", () => {
    expect(sectionsFor("editor").map((section) => section.href)).toEqual([
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

describe("sectionsFor and the API's access table", () => {
  it("opens no section to a role the console does not know", () => {
    expect(sectionsFor("owner")).toEqual([]);
  });
});

describe("currentSection", () => {
  it("finds the section of a nested page", () => {
    expect(currentSection("/orders/42")?.label).toBe("Orders");
    expect(currentSection("/ordersx")).toBeUndefined();
  });
});
