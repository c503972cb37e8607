import { describe, expect, it } from "vitest";
import { EnvError, failOnProblems, readCookieDomain, readSecret, readUrl } from "./env-values.js";

describe("readUrl", () => {
  it("keeps origin and path without a trailing slash, and falls back when unset", () => {
    /** @type {string[]} */
    const problems = [];
    expect(readUrl("API_URL", " https://api.example.com/v1/ ", "http://localhost:4000", problems)).toBe(
      "https://api.example.com/v1",
    );
    expect(readUrl("API_URL", undefined, "http://localhost:4000", problems)).toBe("http://localhost:4000");
    expect(problems).toEqual([]);
  });

  it("names a value that is not an absolute http(s) URL", () => {
    /** @type {string[]} */
    const problems = [];
    readUrl("API_URL", "ftp://files.example.com", "http://localhost:4000", problems);
    readUrl("WEB_URL", "//no scheme", "http://localhost:3000", problems);
    expect(problems).toEqual([
      'API_URL must be an http(s) URL, got "ftp://files.example.com"',
      'WEB_URL must be an absolute URL such as http://localhost:3000, got "//no scheme"',
    ]);
  });
});

describe("readSecret", () => {
  it("refuses a guessable short secret and accepts a long one", () => {
    /** @type {string[]} */
    const problems = [];
    expect(readSecret("REVALIDATE_SECRET", "short", problems)).toBeUndefined();
    expect(readSecret("REVALIDATE_SECRET", "x".repeat(32), problems)).toBe("x".repeat(32));
    expect(problems).toEqual(["REVALIDATE_SECRET must be at least 32 characters, got 5"]);
  });
});

describe("readCookieDomain", () => {
  it("lower-cases a host name and drops a leading dot; refuses anything else", () => {
    /** @type {string[]} */
    const problems = [];
    expect(readCookieDomain("SESSION_COOKIE_DOMAIN", ".Example.COM", problems)).toBe("example.com");
    expect(readCookieDomain("SESSION_COOKIE_DOMAIN", "exa mple.com", problems)).toBeUndefined();
    expect(problems).toHaveLength(1);
  });
});

describe("failOnProblems", () => {
  it("throws one error naming the app and every problem", () => {
    expect(() => failOnProblems("@freight/ops", ["A is bad", "B is bad"])).toThrow(EnvError);
    expect(() => failOnProblems("@freight/ops", ["A is bad", "B is bad"])).toThrow(
      "Invalid environment for @freight/ops:\n  - A is bad\n  - B is bad",
    );
    expect(() => failOnProblems("@freight/ops", [])).not.toThrow();
  });
});
