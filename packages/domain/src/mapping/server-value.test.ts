import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asArray, asBoolean, asInteger, asNumber, asRecord, asString } from "./server-value";

describe("asString", () => {
  it.each([
    ["keeps a string", "Stockton", "Stockton"],
    ["writes a number as text", 42, "42"],
    ["writes a boolean as text", true, "true"],
    ["defaults a missing value to the empty string", undefined, ""],
    ["defaults null to the empty string", null, ""],
    ["defaults an object to the empty string", { a: 1 }, ""],
    ["defaults NaN to the empty string", Number.NaN, ""],
  ])("%s", (_rule, input, expected) => {
    expect(asString(input)).toBe(expected);
  });

  it("uses the given fallback", () => {
    expect(asString(undefined, "Info")).toBe("Info");
  });
});

describe("asNumber", () => {
  it.each([
    ["keeps a number", 12.5, 12.5],
    ["parses a numeric string", "1200", 1200],
    ["defaults a blank string to 0", "  ", 0],
    ["defaults a non-numeric string to 0", "abc", 0],
    ["defaults Infinity to 0", Number.POSITIVE_INFINITY, 0],
    ["defaults a missing value to 0", undefined, 0],
  ])("%s", (_rule, input, expected) => {
    expect(asNumber(input)).toBe(expected);
  });

  it("always returns a finite number", () => {
    fc.assert(fc.property(fc.anything(), (value) => Number.isFinite(asNumber(value))));
  });
});

describe("asInteger", () => {
  it("rounds a fractional amount to whole cents", () => {
    expect(asInteger(1234.6)).toBe(1235);
  });

  it("always returns a safe integer", () => {
    fc.assert(fc.property(fc.anything(), (value) => Number.isSafeInteger(asInteger(value))));
  });

  it("falls back when the number is too large to be exact", () => {
    expect(asInteger(1e300)).toBe(0);
  });
});

describe("asBoolean", () => {
  it.each([
    ["keeps true", true, true],
    ["keeps false", false, false],
    ["reads the string true", "true", true],
    ["defaults 1 to false (only real booleans count)", 1, false],
    ["defaults a missing value to false", undefined, false],
  ])("%s", (_rule, input, expected) => {
    expect(asBoolean(input)).toBe(expected);
  });
});

describe("asRecord", () => {
  it("keeps a plain object", () => {
    const value = { id: 1 };
    expect(asRecord(value)).toBe(value);
  });

  it.each([[null], [undefined], [[1, 2]], ["text"], [3]])("defaults %j to an empty object", (input) => {
    expect(asRecord(input)).toEqual({});
  });
});

describe("asArray", () => {
  it("keeps an array", () => {
    expect(asArray([1, 2])).toEqual([1, 2]);
  });

  it.each([[null], [undefined], [{ length: 1 }], ["ab"]])("defaults %j to an empty array", (input) => {
    expect(asArray(input)).toEqual([]);
  });
});
