import { describe, expect, it } from "vitest";
import {
  isProductSaleStatus,
  isSoldInShop,
  PRODUCT_SALE_STATUSES,
  productNotSoldRefusal,
  productSaleChangeRefusal,
} from "./product-sale";

describe("isSoldInShop", () => {
  it("sells only a product on sale: withdrawn and archived products leave the shop", () => {
    expect(PRODUCT_SALE_STATUSES.filter(isSoldInShop)).toEqual(["on-sale"]);
  });
});

describe("isProductSaleStatus", () => {
  it.each([
    ["on-sale", true],
    ["withdrawn", true],
    ["archived", true],
    ["deleted", false],
    ["ON-SALE", false],
    [1, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isProductSaleStatus(value)).toBe(expected);
  });
});

describe("productSaleChangeRefusal", () => {
  it("lets a product on sale be withdrawn or archived, and a withdrawn one go back on sale", () => {
    expect(productSaleChangeRefusal("on-sale", "withdrawn")).toBeNull();
    expect(productSaleChangeRefusal("on-sale", "archived")).toBeNull();
    expect(productSaleChangeRefusal("withdrawn", "on-sale")).toBeNull();
    expect(productSaleChangeRefusal("withdrawn", "archived")).toBeNull();
  });

  it("keeps an archived product archived", () => {
    expect(productSaleChangeRefusal("archived", "on-sale")).toMatch(/archived/);
    expect(productSaleChangeRefusal("archived", "withdrawn")).toMatch(/archived/);
    expect(productSaleChangeRefusal("archived", "archived")).toBeNull();
  });
});

describe("productNotSoldRefusal", () => {
  it("refuses a withdrawn or archived product by name, in words", () => {
    expect(productNotSoldRefusal({ name: "Pallet wrap", saleStatus: "withdrawn" })).toBe(
      "Pallet wrap is no longer sold",
    );
    expect(productNotSoldRefusal({ name: "Pallet wrap", saleStatus: "archived" })).toBe(
      "Pallet wrap is no longer sold",
    );
    expect(productNotSoldRefusal({ name: "Pallet wrap", saleStatus: "on-sale" })).toBeNull();
  });
});
