import { describe, expect, it } from "vitest";
import { hashSecret, verifySecret } from "./password-hash.js";

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
});
