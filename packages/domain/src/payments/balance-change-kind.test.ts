import { describe, expect, it } from "vitest";
import { BALANCE_CHANGE_KINDS, isBalanceChangeKind } from "./balance-change-kind";

describe("BALANCE_CHANGE_KINDS", () => {
  it("lists increase, decrease and direct", () => {
    expect(BALANCE_CHANGE_KINDS).toEqual(["increase", "decrease", "direct"]);
  });
});

describe("isBalanceChangeKind", () => {
  it.each([
    ["direct", true],
    ["Increase", false],
    [null, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isBalanceChangeKind(value)).toBe(expected);
  });
});
