import { describe, expect, it } from "vitest";
import { sessionCookieOptions } from "./session-cookie";

describe("sessionCookieOptions", () => {
  it("keeps the token a year, on every path, SameSite Lax and out of page scripts", () => {
    expect(sessionCookieOptions("https://freightbox.example", undefined)).toEqual({
      httpOnly: true,
      path: "/",
      sameSite: "lax",
      maxAge: 31_536_000,
      secure: true,
    });
  });

  it("is Secure everywhere except a plain-http loopback site", () => {
    expect(sessionCookieOptions("http://localhost:3000", undefined).secure).toBe(false);
    expect(sessionCookieOptions("http://127.0.0.1:3120", undefined).secure).toBe(false);
    expect(sessionCookieOptions("http://staging.freightbox.example", undefined).secure).toBe(true);
  });

  it("sets the Domain so a portal on a subdomain shares the cookie", () => {
    expect(sessionCookieOptions("https://freightbox.example", "freightbox.example").domain).toBe(
      "freightbox.example",
    );
  });
});
