import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_OPTIONS,
  ERROR_TOAST_DURATION_MS,
  ERROR_TOAST_STYLE,
  GENERAL_TOAST_DURATION_MS,
  isToastHotkey,
  TOAST_HOTKEY,
} from "./toast";

describe("toast durations", () => {
  it("closes error toasts after 2000 ms and general toasts after 5000 ms", () => {
    expect(ERROR_TOAST_DURATION_MS).toBe(2000);
    expect(GENERAL_TOAST_DURATION_MS).toBe(5000);
  });

  it("gives error toasts a red border", () => {
    expect(ERROR_TOAST_STYLE.border).toContain("danger");
  });
});

describe("isToastHotkey", () => {
  it.each([
    ["Alt+T", { altKey: true, code: "KeyT" }, true],
    ["T without Alt", { altKey: false, code: "KeyT" }, false],
    ["Alt with another key", { altKey: true, code: "KeyY" }, false],
  ])("answers %s with %s", (_name, event, expected) => {
    expect(isToastHotkey(event)).toBe(expected);
  });

  it("is labelled Alt+T", () => {
    expect(TOAST_HOTKEY.label).toBe("Alt+T");
  });
});

describe("DEFAULT_NOTIFICATION_OPTIONS", () => {
  it("stays until clicked, without close button or progress bar, top-center, coloured, after 300 ms", () => {
    expect(DEFAULT_NOTIFICATION_OPTIONS).toEqual({
      autoClose: false,
      closeButton: false,
      closeOnClick: true,
      hideProgressBar: true,
      position: "top-center",
      theme: "colored",
      delay: 300,
    });
  });
});
