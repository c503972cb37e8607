import { describe, expect, it } from "vitest";
import { MoneyInputError } from "../money/money-input-error";
import { quotedPriceCents } from "./quoted-price";

describe("quotedPriceCents", () => {
  it("rounds amounts of $100 and more to whole dollars", () => {
    expect(quotedPriceCents(56_749, 1)).toBe(56_700);
    expect(quotedPriceCents(52_500, 1.08)).toBe(56_700);
    expect(quotedPriceCents(56_750)).toBe(56_800);
  });

  it("rounds smaller amounts to 5 cents", () => {
    expect(quotedPriceCents(2_200, 1.08)).toBe(2_375);
    expect(quotedPriceCents(95, 1.08)).toBe(105);
  });

  it("applies the factors in order", () => {
    expect(quotedPriceCents(2_200, 1.08, 1.2)).toBe(2_850);
    expect(quotedPriceCents(0, 1.12, 0.9)).toBe(0);
  });

  it("refuses a negative base or factor", () => {
    expect(() => quotedPriceCents(-1)).toThrow(MoneyInputError);
    expect(() => quotedPriceCents(100, -1)).toThrow(MoneyInputError);
    expect(() => quotedPriceCents(100, Number.NaN)).toThrow(MoneyInputError);
  });
});
