import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashCostFor, hashSecret, verifySecret } from "./password-hash.js";

describe("hashSecret and verifySecret", () => {
  it("accepts the hashed secret and refuses any other", async () => {
    const hash = await hashSecret("correct horse battery staple");
    expect(await verifySecret("correct horse battery staple", hash)).toBe(true);
    expect(await verifySecret("correct horse battery stapler", hash)).toBe(false);
  });

  it("salts every hash, so the same secret never hashes the same twice", async () => {
    const [first, second] = await Promise.all([hashSecret("123456"), hashSecret("123456")]);
    expect(first).not.toBe(second);
    expect(first).not.toContain("123456");
  });

  it("never matches a malformed stored hash", async () => {
    expect(await verifySecret("x", "")).toBe(false);
    expect(await verifySecret("x", "bcrypt$whatever")).toBe(false);
  });

  it("verifies a hash made at the full cost as well as one made at the test cost (each records its own)", async () => {
    const salt = Buffer.from("a salt of sixteen");
    const key = scryptSync("pw", salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 128 * 2 ** 15 * 8 * 2 });
    const fullCost = ["scrypt", 32768, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(await verifySecret("pw", fullCost)).toBe(true);
    expect(await verifySecret("pv", fullCost)).toBe(false);
    const made = await hashSecret("pw");
    expect(made.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await verifySecret("pw", made)).toBe(true);
  });
});

describe("hashCostFor", () => {
  it("hashes at OWASP's N = 2^15, r = 8 in production, development and when unset; at N = 2^10 only under test", () => {
    for (const nodeEnv of ["production", "development", undefined, "staging"]) {
      expect(hashCostFor(nodeEnv)).toEqual({ N: 32768, r: 8, p: 1 });
    }
    expect(hashCostFor("test")).toEqual({ N: 1024, r: 8, p: 1 });
  });
});
