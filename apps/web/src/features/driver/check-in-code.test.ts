import { describe, expect, it } from "vitest";
import { isCheckInCodeLength, normalizeCheckInCode } from "./check-in-code";

describe("normalizeCheckInCode", () => {
  it("drops the spaces a driver types when a code is read out in groups", () => {
    expect(normalizeCheckInCode(" AB12 CD34 ")).toBe("AB12CD34");
  });
});

describe("isCheckInCodeLength", () => {
  it("accepts codes of 4 to 32 characters, as the API does", () => {
    expect(isCheckInCodeLength("AB12")).toBe(true);
    expect(isCheckInCodeLength("A".repeat(32))).toBe(true);
  });

  it("rejects codes that are too short or too long", () => {
    expect(isCheckInCodeLength("AB1")).toBe(false);
    expect(isCheckInCodeLength("A".repeat(33))).toBe(false);
  });
});
