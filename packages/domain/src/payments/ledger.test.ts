import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyLedgerMovement, ledgerTotals, signedLedgerAmount, type LedgerMovement } from "./ledger";

describe("signedLedgerAmount", () => {
  it.each([
    ["increase", 250],
    ["decrease", -250],
    ["direct", 0],
  ] as const)("counts a %s of 250 as %i", (kind, expected) => {
    expect(signedLedgerAmount({ account: "balance", kind, amountCents: 250 })).toBe(expected);
  });
  it("refuses a negative amount (the kind carries the sign)", () => {
    expect(() => signedLedgerAmount({ account: "balance", kind: "increase", amountCents: -1 })).toThrow();
  });
});

describe("ledgerTotals", () => {
  it("keeps balance and bonuses apart", () => {
    expect(
      ledgerTotals([
        { account: "balance", kind: "increase", amountCents: 10_000 },
        { account: "bonuses", kind: "increase", amountCents: 700 },
        { account: "balance", kind: "decrease", amountCents: 2_500 },
        { account: "balance", kind: "direct", amountCents: 9_000 },
        { account: "bonuses", kind: "decrease", amountCents: 200 },
      ]),
    ).toEqual({ balance: 7_500, bonuses: 500 });
  });
  it("is zero for no rows", () => {
    expect(ledgerTotals([])).toEqual({ balance: 0, bonuses: 0 });
  });
  it("gives the same totals in any order of the rows", () => {
    const movement = fc.record({
      account: fc.constantFrom("balance" as const, "bonuses" as const),
      kind: fc.constantFrom("increase" as const, "decrease" as const, "direct" as const),
      amountCents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(movement), (rows: LedgerMovement[]) => {
        expect(ledgerTotals([...rows].reverse())).toEqual(ledgerTotals(rows));
      }),
    );
  });
});

describe("applyLedgerMovement", () => {
  it("refuses a decrease larger than what is held", () => {
    const result = applyLedgerMovement(500, { account: "balance", kind: "decrease", amountCents: 501 });
    expect(result.ok).toBe(false);
  });
  it("allows spending exactly what is held", () => {
    expect(applyLedgerMovement(500, { account: "balance", kind: "decrease", amountCents: 500 })).toEqual({
      ok: true,
      heldAfterCents: 0,
    });
  });
});
