import { describe, expect, it } from "vitest";
import { isToastHotkey } from "./toast-options";

describe("isToastHotkey", () => {
  it.each([
    ["Alt+T", { altKey: true, code: "KeyT" }, true],
    ["T without Alt", { altKey: false, code: "KeyT" }, false],
    ["Alt with another key", { altKey: true, code: "KeyY" }, false],
  ])("answers %s with %s", (_name, event, expected) => {
    expect(isToastHotkey(event)).toBe(expected);
  });
});
