import { describe, expect, it } from "vitest";
import { buildHubServicePrices } from "./prices.js";

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
