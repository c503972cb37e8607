import { describe, expect, it } from "vitest";
import { isLineType, LINE_TYPES, LineType } from "./line-type";

describe("LineType", () => {
  it("uses the spec's wire values", () => {
    expect(LINE_TYPES).toEqual(["main", "pick-up", "delivery", "reStackFix", "fee", "storage"]);
    expect(LineType.PickUp).toBe("pick-up");
  });
});

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
