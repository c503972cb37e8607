import { describe, expect, it } from "vitest";
import { levelForVolume, volumeToNextLevel } from "./level-for-volume";

const levels = [
  { id: 3, name: "Zenith", minRate: 2_500_000, maxRate: 2_147_483_647 },
  { id: 1, name: "Core", minRate: 0, maxRate: 500_000 },
  { id: 2, name: "Velocity", minRate: 500_000, maxRate: 2_500_000 },
];

describe("levelForVolume", () => {
  it.each([
    [0, "Core"],
    [499_999, "Core"],
    [500_000, "Velocity"],
    [2_499_999, "Velocity"],
    [2_500_000, "Zenith"],
    [9_999_999_999, "Zenith"],
  ])("puts %i cents of referred volume at %s", (volume, name) => {
    expect(levelForVolume(levels, volume)?.name).toBe(name);
  });
  it("gives the lowest level to a volume below every range", () => {
    expect(levelForVolume([{ id: 7, minRate: 100, maxRate: 200 }], 5)?.id).toBe(7);
  });
  it("is undefined without levels", () => {
    expect(levelForVolume([], 100)).toBeUndefined();
  });
});

describe("volumeToNextLevel", () => {
  it("tells how far the next level is", () => {
    expect(volumeToNextLevel(levels, 400_000)).toBe(100_000);
  });
  it("is undefined at the top level", () => {
    expect(volumeToNextLevel(levels, 3_000_000)).toBeUndefined();
  });
});
