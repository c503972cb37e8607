import { describe, expect, it } from "vitest";
import { buildHubServicePrices, roundQuotedCents } from "./prices.js";

describe("roundQuotedCents", () => {
  it("rounds amounts of $100 and more to whole dollars", () => {
    expect(roundQuotedCents(56_749.6)).toBe(56_700);
    expect(roundQuotedCents(56_750)).toBe(56_800);
  });

  it("rounds smaller amounts to 5 cents", () => {
    expect(roundQuotedCents(2_376.4)).toBe(2_375);
    expect(roundQuotedCents(102.6)).toBe(105);
  });
});

describe("buildHubServicePrices", () => {
  it("makes the same table on every call, so reseeding is deterministic", () => {
    expect(buildHubServicePrices()).toEqual(buildHubServicePrices());
  });

  it("gives storage no hour fees because it has no call-out crew", () => {
    const storage = buildHubServicePrices().filter((row) => row.serviceSlug === "storage");
    expect(storage.length).toBeGreaterThan(0);
    for (const row of storage) expect(row.firstHourFee + row.secondHourFee + row.afterHoursFee).toBe(0);
  });
});
