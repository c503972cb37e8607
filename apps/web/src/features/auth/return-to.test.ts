import { describe, expect, it } from "vitest";
import { resolveReturnTo } from "./return-to";

const origins = { webUrl: "https://freightbox.example", portalUrl: "https://portal.freightbox.example" };

describe("resolveReturnTo", () => {
  it("goes to the portal's home when no return address is given", () => {
    expect(resolveReturnTo(undefined, origins)).toBe("https://portal.freightbox.example/");
    expect(resolveReturnTo("  ", origins)).toBe("https://portal.freightbox.example/");
  });

  it("returns to the portal page the guard sent the visitor from, query included", () => {
    expect(resolveReturnTo("https://portal.freightbox.example/dashboard?tab=2", origins)).toBe(
      "https://portal.freightbox.example/dashboard?tab=2",
    );
  });

  it("returns to a page of this site given as a path", () => {
    expect(resolveReturnTo("/shop/3", origins)).toBe("https://freightbox.example/shop/3");
  });

  it("refuses other hosts, protocol-relative and script addresses", () => {
    for (const raw of [
      "https://evil.example/dashboard",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "https://portal.freightbox.example.evil.example/",
      "http://portal.freightbox.example/dashboard",
    ]) {
      expect(resolveReturnTo(raw, origins)).toBe("https://portal.freightbox.example/");
    }
  });

  it("does not send the visitor back to an account page", () => {
    expect(resolveReturnTo("/auth/signin", origins)).toBe("https://portal.freightbox.example/");
  });
});
