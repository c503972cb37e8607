import { describe, expect, it } from "vitest";
import { isSettingsTab, SETTINGS_TABS, SettingsTab } from "./settings-tab";

describe("SettingsTab", () => {
  it("numbers Info 0, Level 1, Bonuses 2", () => {
    expect(SettingsTab).toEqual({ Info: 0, Level: 1, Bonuses: 2 });
    expect(SETTINGS_TABS).toEqual([0, 1, 2]);
  });
});

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
