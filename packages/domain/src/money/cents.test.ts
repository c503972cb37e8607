import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assertCents,
  assertWholeCount,
  centsToDecimal,
  differenceCents,
  dollarsToCents,
  formatCents,
  isCents,
  multiplyCents,
  parseCents,
  sumCents,
} from "./cents";
import { MoneyInputError } from "./money-input-error";

describe("isCents", () => {
  it.each([
    [0, true],
    [123450, true],
    [-1, false],
    [12.5, false],
    [Number.NaN, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ["100", false],
  ])("accepts only non-negative whole cents (%s → %s)", (value, expected) => {
    expect(isCents(value)).toBe(expected);
  });
});

describe("assertCents", () => {
  it("returns a valid amount unchanged", () => {
    expect(assertCents(4200, "price")).toBe(4200);
  });

  it.each([-1, 0.5, Number.POSITIVE_INFINITY])(
    "rejects %s with a MoneyInputError naming the field",
    (value) => {
      expect(() => assertCents(value, "price")).toThrow(MoneyInputError);
      expect(() => assertCents(value, "price")).toThrow(
        /^price must be a non-negative whole number of cents/,
      );
    },
  );

  it("throws an error that is also a RangeError carrying the field", () => {
    try {
      assertCents(-5, "extras[0].unitPriceCents");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      expect((error as MoneyInputError).field).toBe("extras[0].unitPriceCents");
    }
  });
});

describe("assertWholeCount", () => {
  it("accepts whole counts at or above the minimum", () => {
    expect(assertWholeCount(1, "quantity", 1)).toBe(1);
    expect(assertWholeCount(0, "amount")).toBe(0);
  });

  it.each([0, 1.5, -2])("rejects %s when at least 1 is required", (value) => {
    expect(() => assertWholeCount(value, "quantity", 1)).toThrow(
      "quantity must be a whole number of at least 1",
    );
  });
});

describe("multiplyCents", () => {
  it.each([
    [4500, 3, 13500],
    [1999, 0, 0],
    [1, 1000, 1000],
  ])("multiplies %i cents by %i exactly", (price, count, expected) => {
    expect(multiplyCents(price, count)).toBe(expected);
  });

  it("rejects a fractional price", () => {
    expect(() => multiplyCents(10.5, 2)).toThrow(MoneyInputError);
  });

  it("rejects a product beyond exact integer range", () => {
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2, "line")).toThrow("line is too large");
  });

  it("equals repeated addition for any price and count", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (price, count) => {
          const repeated = Array.from({ length: count }, () => price).reduce((sum, value) => sum + value, 0);
          expect(multiplyCents(price, count)).toBe(repeated);
        },
      ),
    );
  });
});

describe("sumCents", () => {
  it("adds amounts and gives 0 for none", () => {
    expect(sumCents([100, 250, 5])).toBe(355);
    expect(sumCents([])).toBe(0);
  });

  it("names the offending position", () => {
    expect(() => sumCents([100, -1], "extras")).toThrow("extras[1] must be");
  });
});

describe("centsToDecimal", () => {
  it.each([
    [123450, "1234.50"],
    [0, "0.00"],
    [5, "0.05"],
    [100000000, "1000000.00"],
    [-5, "-0.05"],
  ])("writes %i cents as the decimal amount %s", (cents, expected) => {
    expect(centsToDecimal(cents)).toBe(expected);
  });

  it("refuses a fraction of a cent", () => {
    expect(() => centsToDecimal(1.5)).toThrow(/whole number of cents/);
  });
});

describe("formatCents", () => {
  it.each([
    [123450, "$1,234.50"],
    [0, "$0.00"],
    [5, "$0.05"],
    [99, "$0.99"],
    [100, "$1.00"],
    [100000000, "$1,000,000.00"],
    [-5, "-$0.05"],
    [-123450, "-$1,234.50"],
  ])("formats %i cents as %s", (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it("rejects fractions of a cent", () => {
    expect(() => formatCents(1.5)).toThrow(MoneyInputError);
  });
});

describe("parseCents", () => {
  it.each([
    ["$1,234.50", 123450],
    ["1234.5", 123450],
    ["12", 1200],
    [".5", 50],
    ["  $0.05 ", 5],
    ["-$12.00", -1200],
    ["1,000,000", 100000000],
  ])("parses %s as %i cents", (text, expected) => {
    expect(parseCents(text)).toEqual({ ok: true, cents: expected });
  });

  it.each(["", "$", "abc", "1.234", "12,34", "1,2345.00", "--1", "1e3"])(
    "rejects %j with a message",
    (text) => {
      const result = parseCents(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain("amount");
    },
  );

  it("round-trips every formatted amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseCents(formatCents(cents))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe("differenceCents", () => {
  it("subtracts exactly, going below zero when less is more", () => {
    expect(differenceCents(10_000, 2_550)).toBe(7_450);
    expect(differenceCents(9_000, 10_000)).toBe(-1_000);
  });

  it("refuses a fraction of a cent or a negative input, naming the field", () => {
    expect(() => differenceCents(10.5, 1, "discount")).toThrow(MoneyInputError);
    expect(() => differenceCents(10, -1, "discount")).toThrow(/discount subtrahend/);
  });
});

describe("dollarsToCents", () => {
  it("reads a gateway's decimal dollars as whole cents, whatever the binary fraction", () => {
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1_234.5)).toBe(123_450);
    expect(dollarsToCents(0)).toBe(0);
  });

  it("refuses a negative or non-finite amount", () => {
    expect(() => dollarsToCents(-0.01, "settleAmount")).toThrow(/settleAmount/);
    expect(() => dollarsToCents(Number.NaN)).toThrow(MoneyInputError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(MoneyInputError);
  });
});
