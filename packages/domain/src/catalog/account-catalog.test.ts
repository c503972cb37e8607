import { describe, expect, it } from "vitest";
import { accountList, accountPriceRange, isOnAccountList } from "./account-catalog";

describe("isOnAccountList", () => {
  it("puts a public hub or service on every list, a visitor's included", () => {
    expect(isOnAccountList({ id: 3, isPublic: true }, new Set())).toBe(true);
  });

  it("keeps a hub that is not public off a visitor's list", () => {
    expect(isOnAccountList({ id: 3, isPublic: false }, new Set())).toBe(false);
  });

  it("opens a hub that is not public to the accounts with their own rate there", () => {
    expect(isOnAccountList({ id: 3, isPublic: false }, new Set([3]))).toBe(true);
    expect(isOnAccountList({ id: 3, isPublic: false }, new Set([4]))).toBe(false);
  });
});

describe("accountList", () => {
  it("keeps the order given and drops only what the account may not book", () => {
    const entries = [
      { id: 1, isPublic: true },
      { id: 2, isPublic: false },
      { id: 3, isPublic: false },
    ];
    expect(accountList(entries, new Set([3])).map((entry) => entry.id)).toEqual([1, 3]);
  });
});

describe("accountPriceRange", () => {
  const list = [
    { pricingTier: 0, price: 50_400 },
    { pricingTier: 1, price: 60_500 },
    { pricingTier: 2, price: 45_400 },
  ];

  it("is the list prices' range for a visitor", () => {
    expect(accountPriceRange(list, [])).toEqual({ minPrice: 45_400, maxPrice: 60_500 });
  });

  it("replaces each tier the account has its own rate for, and only that tier", () => {
    expect(accountPriceRange(list, [{ pricingTier: 1, price: 40_000 }])).toEqual({
      minPrice: 40_000,
      maxPrice: 50_400,
    });
  });

  it("has no range where the hub lists no price (it does not offer the service)", () => {
    expect(accountPriceRange([], [{ pricingTier: 0, price: 100 }])).toBeUndefined();
  });
});
