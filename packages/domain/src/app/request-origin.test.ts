import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isServerActionFromAnotherHost, judgeRequestOrigin } from "./request-origin";

const sites = ["https://example.com", "https://portal.example.com/"];

function headers(values: Record<string, string>) {
  const lowerCased = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name: string) => lowerCased.get(name.toLowerCase()) ?? null };
}

function isAllowed(values: Record<string, string>, allowed: readonly string[] = sites): boolean {
  return judgeRequestOrigin(headers(values), allowed).isAllowed;
}

describe("judgeRequestOrigin", () => {
  it("lets a request from a page of any configured site through", () => {
    expect(isAllowed({ Origin: "https://example.com" })).toBe(true);
    expect(isAllowed({ Origin: "https://portal.example.com" })).toBe(true);
  });

  it("refuses an Origin of any other site, including a sibling subdomain, another port or plain http", () => {
    for (const origin of [
      "https://evil.test",
      "https://blog.example.com",
      "https://example.com:8443",
      "http://example.com",
      "https://example.com.evil.test",
      "https://examplexcom",
    ]) {
      expect(isAllowed({ Origin: origin }), origin).toBe(false);
    }
  });

  it("refuses Origin: null and an Origin that is no URL", () => {
    for (const origin of ["null", "", "example.com", "javascript:alert(1)", "file:///etc/passwd", "\u0000"]) {
      expect(isAllowed({ Origin: origin }), origin).toBe(false);
    }
  });

  it("judges by Origin alone when it is present, whatever Referer or Sec-Fetch-Site say", () => {
    expect(
      isAllowed({
        Origin: "https://evil.test",
        Referer: "https://example.com/",
        "Sec-Fetch-Site": "same-origin",
      }),
    ).toBe(false);
    expect(isAllowed({ Origin: "https://example.com", "Sec-Fetch-Site": "same-site" })).toBe(true);
  });

  it("without Origin takes only Sec-Fetch-Site: same-origin", () => {
    expect(isAllowed({ "Sec-Fetch-Site": "same-origin" })).toBe(true);
    for (const site of ["same-site", "cross-site", "none", ""]) {
      expect(isAllowed({ "Sec-Fetch-Site": site, Referer: "https://example.com/" }), site).toBe(false);
    }
  });

  it("without Origin and Sec-Fetch-Site takes a Referer from a configured site", () => {
    expect(isAllowed({ Referer: "https://portal.example.com/dashboard?tab=1" })).toBe(true);
    expect(isAllowed({ Referer: "https://evil.test/https://example.com/" })).toBe(false);
    expect(isAllowed({ Referer: "not a url" })).toBe(false);
  });

  it("refuses a request that names no page at all (no Origin, Sec-Fetch-Site or Referer)", () => {
    expect(judgeRequestOrigin(headers({}), sites)).toEqual({
      isAllowed: false,
      reason: expect.stringContaining("neither Origin"),
    });
  });

  it("allows nothing when no site is configured", () => {
    expect(isAllowed({ Origin: "https://example.com" }, [])).toBe(false);
    expect(isAllowed({ Origin: "https://example.com" }, ["not a url"])).toBe(false);
  });

  it("refuses every origin that is not exactly a configured site (any scheme, host, port or trailing text)", () => {
    const configured = new Set(["https://example.com", "https://portal.example.com"]);
    fc.assert(
      fc.property(
        fc.constantFrom("https", "http", "ftp"),
        fc.oneof(fc.constantFrom("example.com", "portal.example.com"), fc.domain()),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.oneof(fc.constant(""), fc.string({ maxLength: 8 })),
        (scheme, host, port, trailing) => {
          const origin = `${scheme}://${host}${port === undefined ? "" : `:${port}`}${trailing}`;
          expect(isAllowed({ Origin: origin })).toBe(configured.has(origin));
        },
      ),
    );
    expect(isAllowed({ Origin: "https://example.com/" })).toBe(false);
    expect(isAllowed({ Origin: "https://EXAMPLE.com" })).toBe(false);
  });
});

describe("isServerActionFromAnotherHost", () => {
  const action = { "Next-Action": "00ab", Host: "localhost:3002" };

  it("finds a Server Action whose Origin is another host, or no URL", () => {
    expect(isServerActionFromAnotherHost("POST", headers({ ...action, Origin: "https://evil.test" }))).toBe(
      true,
    );
    expect(
      isServerActionFromAnotherHost("POST", headers({ ...action, Origin: "http://127.0.0.1:3002" })),
    ).toBe(true);
    expect(isServerActionFromAnotherHost("POST", headers({ ...action, Origin: "null" }))).toBe(true);
  });

  it("compares with X-Forwarded-Host when a proxy in front sets it", () => {
    const forwarded = { ...action, "X-Forwarded-Host": "ops.example.com" };
    expect(
      isServerActionFromAnotherHost("POST", headers({ ...forwarded, Origin: "https://ops.example.com" })),
    ).toBe(false);
    expect(
      isServerActionFromAnotherHost("POST", headers({ ...forwarded, Origin: "http://localhost:3002" })),
    ).toBe(true);
  });

  it("leaves same-host actions, actions naming no Origin and everything but a Server Action to the app", () => {
    expect(
      isServerActionFromAnotherHost("POST", headers({ ...action, Origin: "http://localhost:3002" })),
    ).toBe(false);
    expect(isServerActionFromAnotherHost("POST", headers(action))).toBe(false);
    expect(
      isServerActionFromAnotherHost("POST", headers({ Host: "localhost:3002", Origin: "https://evil.test" })),
    ).toBe(false);
    expect(isServerActionFromAnotherHost("GET", headers({ ...action, Origin: "https://evil.test" }))).toBe(
      false,
    );
  });
});
