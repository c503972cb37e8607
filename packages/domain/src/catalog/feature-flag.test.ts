import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enabledFeatureFlags, FEATURE_FLAGS, isFeatureFlag } from "./feature-flag";

describe("FEATURE_FLAGS", () => {
  it("lists the six hub features", () => {
    expect(FEATURE_FLAGS).toEqual([
      "dataVerified",
      "closedCircuitTV",
      "insurance",
      "callFee",
      "roundTheClock",
      "afterHours",
    ]);
  });
});

describe("isFeatureFlag", () => {
  it.each([
    ["insurance", true],
    ["closedCircuitTV", true],
    ["cctv", false],
    [null, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isFeatureFlag(value)).toBe(expected);
  });
});

describe("enabledFeatureFlags", () => {
  it("returns only the flags switched on, in canonical order", () => {
    expect(enabledFeatureFlags({ afterHours: true, insurance: true, callFee: false })).toEqual([
      "insurance",
      "afterHours",
    ]);
  });

  it("treats a missing flag as off", () => {
    expect(enabledFeatureFlags({})).toEqual([]);
  });

  it("returns exactly the flags set to true for any combination", () => {
    const flagSet = fc.dictionary(fc.constantFrom(...FEATURE_FLAGS), fc.boolean());
    fc.assert(
      fc.property(flagSet, (flags) => {
        const enabled = enabledFeatureFlags(flags);
        const expected = FEATURE_FLAGS.filter((flag) => flags[flag]);
        expect(enabled).toEqual(expected);
      }),
    );
  });
});
