import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  checkInCodeFromRandom,
  formatCheckInCode,
  formatFbNumber,
  isCheckInCodeShape,
  normalizeCheckInCode,
  parseFbNumber,
} from "./order-codes";

describe("formatFbNumber / parseFbNumber", () => {
  it("zero-pads the sequence after the FB- prefix", () => {
    expect(formatFbNumber(42)).toBe("FB-0000042");
    expect(formatFbNumber(12_345_678)).toBe("FB-12345678");
  });

  it("refuses a sequence below 1 or a fraction", () => {
    expect(() => formatFbNumber(0)).toThrow(RangeError);
    expect(() => formatFbNumber(1.5)).toThrow(RangeError);
  });

  it("reads what a person types, with or without the dash, in any case", () => {
    expect(parseFbNumber("FB-0000042")).toBe(42);
    expect(parseFbNumber(" fb42 ")).toBe(42);
    expect(parseFbNumber("FB-0")).toBeUndefined();
    expect(parseFbNumber("42")).toBeUndefined();
  });

  it("round-trips and sorts as text in sequence order below ten million (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 1, max: 9_999_999 }), (a, b) => {
        expect(parseFbNumber(formatFbNumber(a))).toBe(a);
        expect(formatFbNumber(a) < formatFbNumber(b)).toBe(a < b);
      }),
    );
  });
});

describe("check-in codes", () => {
  it("has no characters a driver could misread", () => {
    for (const char of "01OIL") expect(CHECK_IN_CODE_ALPHABET).not.toContain(char);
  });

  it("builds a code from random indexes and recognises its shape however it is typed", () => {
    const code = checkInCodeFromRandom(Array.from({ length: CHECK_IN_CODE_LENGTH }, (_, i) => i));
    expect(code).toBe("23456789AB");
    expect(formatCheckInCode(code)).toBe("2345-6789-AB");
    expect(isCheckInCodeShape("2345-6789-ab")).toBe(true);
    expect(normalizeCheckInCode(" 2345 6789-ab")).toBe("23456789AB");
  });

  it("refuses wrong lengths, letters outside the alphabet and bad indexes", () => {
    expect(isCheckInCodeShape("23456789A")).toBe(false);
    expect(isCheckInCodeShape("23456789A0")).toBe(false);
    expect(() => checkInCodeFromRandom([1, 2])).toThrow(RangeError);
    expect(() => checkInCodeFromRandom(Array.from({ length: CHECK_IN_CODE_LENGTH }, () => 99))).toThrow(
      RangeError,
    );
  });

  it("every generated code has the code shape (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: CHECK_IN_CODE_ALPHABET.length - 1 }), {
          minLength: CHECK_IN_CODE_LENGTH,
          maxLength: CHECK_IN_CODE_LENGTH,
        }),
        (indexes) => {
          expect(isCheckInCodeShape(checkInCodeFromRandom(indexes))).toBe(true);
        },
      ),
    );
  });
});
