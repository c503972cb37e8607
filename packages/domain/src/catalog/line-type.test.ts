import { describe, expect, it } from "vitest";
import { isLineType } from "./line-type";

describe("isLineType", () => {
  it.each([
    ["main", true],
    ["reStackFix", true],
    ["restackfix", false],
    ["", false],
    [1, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isLineType(value)).toBe(expected);
  });
});
