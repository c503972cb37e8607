import { describe, expect, it } from "vitest";
import { isSettingsTab } from "./settings-tab";

describe("isSettingsTab", () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    ["1", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isSettingsTab(value)).toBe(expected);
  });
});
