import { describe, expect, it } from "vitest";
import { isBalanceChangeKind } from "./balance-change-kind";

describe("isBalanceChangeKind", () => {
  it.each([
    ["direct", true],
    ["Increase", false],
    [null, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isBalanceChangeKind(value)).toBe(expected);
  });
});
