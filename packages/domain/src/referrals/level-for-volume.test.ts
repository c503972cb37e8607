import { describe, expect, it } from "vitest";
import { levelForVolume, volumeToNextLevel,
  referralLevelsProblem,
} from "./level-for-volume";

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

describe("referralLevelsProblem", () => {
  const levels = [
    { id: 1, name: "Bronze", minRate: 0, maxRate: 100_000, discountPercent: 0 },
    { id: 2, name: "Silver", minRate: 100_000, maxRate: 500_000, discountPercent: 3 },
    { id: 3, name: "Gold", minRate: 500_000, maxRate: 2_000_000_000, discountPercent: 5 },
  ];
  it("takes contiguous ranges from $0 with discounts that never fall, in any order", () => {
    expect(referralLevelsProblem(levels)).toBeNull();
    expect(referralLevelsProblem([...levels].reverse())).toBeNull();
  });
  it("refuses a gap, an overlap, a late start, an empty range, a falling or impossible discount and no levels", () => {
    expect(referralLevelsProblem([])).toMatch(/at least one/);
    expect(referralLevelsProblem([{ ...levels[0]!, minRate: 1 }, ...levels.slice(1)])).toMatch(/start at \$0/);
    expect(referralLevelsProblem([{ ...levels[0]!, maxRate: 90_000 }, ...levels.slice(1)])).toMatch(
      /Bronze must end where Silver begins/,
    );
    expect(referralLevelsProblem([{ ...levels[0]!, maxRate: 120_000 }, ...levels.slice(1)])).toMatch(
      /Bronze must end where Silver begins/,
    );
    expect(referralLevelsProblem([levels[0]!, { ...levels[1]!, maxRate: 100_000 }, levels[2]!])).toMatch(/end above/);
    expect(referralLevelsProblem([levels[0]!, levels[1]!, { ...levels[2]!, discountPercent: 2 }])).toMatch(
      /Gold is above Silver/,
    );
    expect(referralLevelsProblem([levels[0]!, levels[1]!, { ...levels[2]!, discountPercent: 101 }])).toMatch(
      /whole percent/,
    );
  });
});
