import { describe, expect, it } from "vitest";
import { isToastHotkey, notificationSettings } from "./toast-options";

describe("isToastHotkey", () => {
  it.each([
    ["Alt+T", { altKey: true, code: "KeyT" }, true],
    ["T without Alt", { altKey: false, code: "KeyT" }, false],
    ["Alt with another key", { altKey: true, code: "KeyY" }, false],
  ])("answers %s with %s", (_name, event, expected) => {
    expect(isToastHotkey(event)).toBe(expected);
  });
});

describe("notificationSettings", () => {
  it("gives a toast that sets nothing the default notification: no auto-close, 300 ms delay, coloured, top-centre, closed by a click", () => {
    expect(notificationSettings()).toEqual({
      durationMs: Number.POSITIVE_INFINITY,
      delayMs: 300,
      position: "top-center",
      closesOnClick: true,
      hasCloseButton: false,
      hasProgressBar: false,
      theme: "colored",
    });
  });

  it("keeps what a toast sets for itself and takes the default for the rest", () => {
    expect(notificationSettings({ durationMs: 2000 })).toMatchObject({
      durationMs: 2000,
      delayMs: 300,
      closesOnClick: true,
      hasProgressBar: false,
    });
  });

  it("treats a setting given as undefined as not set", () => {
    expect(notificationSettings({ durationMs: undefined }).durationMs).toBe(Number.POSITIVE_INFINITY);
  });
});
