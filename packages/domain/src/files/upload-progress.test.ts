import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { downloadProgressPercent, progressPercent, uploadProgress } from "./upload-progress";

describe("progressPercent", () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [2, 3, 67],
    [995, 1000, 100],
    [50, 0, 0],
    [150, 100, 100],
  ])("rounds %i of %i to %i percent", (loaded, total, expected) => {
    expect(progressPercent(loaded, total)).toBe(expected);
  });

  it("stays within 0–100", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (loaded, total) => {
        const percent = progressPercent(loaded, total);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("uploadProgress", () => {
  it("keeps loading until 100 percent", () => {
    expect(uploadProgress(994, 1000)).toEqual({ percent: 99, isLoading: true });
    expect(uploadProgress(1000, 1000)).toEqual({ percent: 100, isLoading: false });
  });
});

describe("downloadProgressPercent", () => {
  it("is capped at 95 until the answer arrives", () => {
    expect(downloadProgressPercent(1000, 1000)).toBe(95);
    expect(downloadProgressPercent(400, 1000)).toBe(40);
  });
});
