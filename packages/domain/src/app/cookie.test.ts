import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPlainLocalOrigin, expiredCookie, readCookie, serializeCookie } from "./cookie";

describe("serializeCookie", () => {
  it("writes the default attributes", () => {
    expect(serializeCookie("token", "abc")).toBe("token=abc; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("encodes the value and honours other options", () => {
    expect(
      serializeCookie("utm", "a b;c", { maxAge: 28800, path: "/", sameSite: "strict", secure: false }),
    ).toBe("utm=a%20b%3Bc; Max-Age=28800; Path=/; SameSite=Strict");
  });
});

describe("expiredCookie", () => {
  it("removes the cookie with max age 0 on the same path", () => {
    expect(expiredCookie("token")).toBe("token=; Max-Age=0; Path=/; SameSite=Lax; Secure");
  });
});

describe("readCookie", () => {
  it("finds a cookie among others", () => {
    expect(readCookie("theme=dark; token=abc123; utm=x", "token")).toBe("abc123");
  });

  it("is undefined when the cookie is absent", () => {
    expect(readCookie("theme=dark", "token")).toBeUndefined();
  });

  it("reads back any value it wrote", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((name) => name !== "other"),
        fc.string(),
        (name, value) => {
          const written = serializeCookie(name, value).split("; ")[0]!;
          expect(readCookie(`other=1; ${written}`, name)).toBe(value);
        },
      ),
    );
  });
});

describe("isPlainLocalOrigin", () => {
  it("is true for plain http on localhost, its subdomains and loopback addresses", () => {
    for (const url of [
      "http://localhost:3000",
      "http://www.freight.localhost:3100",
      "http://PORTAL.freight.LOCALHOST",
      "http://127.0.0.1:4000",
      "http://[::1]:3001",
    ]) {
      expect(isPlainLocalOrigin(url), url).toBe(true);
    }
  });

  it("is false over https and for any other host, including look-alikes", () => {
    for (const url of [
      "https://localhost:3000",
      "https://www.freight.localhost",
      "http://example.com",
      "http://localhost.example.com",
      "http://evil-localhost",
      "http://127.0.0.2",
    ]) {
      expect(isPlainLocalOrigin(url), url).toBe(false);
    }
  });
});
