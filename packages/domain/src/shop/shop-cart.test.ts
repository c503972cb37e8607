import { describe, expect, it } from "vitest";
import { cartText, parseCartText, shopOrderTotalCents, stockShortage, withQuantity } from "./shop-cart";

describe("parseCartText", () => {
  it("reads product ids and quantities and adds up lines of one product", () => {
    expect(parseCartText("12x2,15x1,12x3")).toEqual([
      { productId: 12, quantity: 5 },
      { productId: 15, quantity: 1 },
    ]);
    expect(cartText(parseCartText("7x1,9x4") ?? [])).toBe("7x1,9x4");
  });

  it("refuses the whole text when any line is malformed, out of range or too many", () => {
    for (const text of [
      "",
      "12",
      "12x0",
      "0x1",
      "-1x2",
      "12x100",
      "1x1e2",
      "12x2,",
      "12x2;15x1",
      "9999999999x1",
      "12x2\u0000",
      "１2x2",
      "50x50,50x50",
      Array.from({ length: 31 }, (_, index) => `${index + 1}x1`).join(","),
      "1x1,".repeat(300),
    ]) {
      expect(parseCartText(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe("withQuantity", () => {
  it("adds, changes in place, caps at 99 and removes at 0", () => {
    const cart = withQuantity(withQuantity([], 3, 1), 5, 2);
    expect(withQuantity(cart, 3, 4)).toEqual([
      { productId: 3, quantity: 4 },
      { productId: 5, quantity: 2 },
    ]);
    expect(withQuantity(cart, 5, 500)).toContainEqual({ productId: 5, quantity: 99 });
    expect(withQuantity(cart, 3, 0)).toEqual([{ productId: 5, quantity: 2 }]);
    expect(withQuantity(cart, 3, -4)).toEqual([{ productId: 5, quantity: 2 }]);
  });
});

describe("shopOrderTotalCents", () => {
  it("adds each unit price times its quantity in whole cents", () => {
    expect(
      shopOrderTotalCents([
        { unitPriceCents: 1_999, quantity: 3 },
        { unitPriceCents: 5, quantity: 1 },
      ]),
    ).toBe(6_002);
    expect(shopOrderTotalCents([])).toBe(0);
  });
});

describe("stockShortage", () => {
  it("lets an uncounted or sufficient stock through and names what is left otherwise", () => {
    expect(stockShortage({ name: "Strap", stock: null }, 99)).toBeNull();
    expect(stockShortage({ name: "Strap", stock: 2 }, 2)).toBeNull();
    expect(stockShortage({ name: "Strap", stock: 1 }, 2)).toBe("Only 1 of Strap left");
    expect(stockShortage({ name: "Strap", stock: 0 }, 1)).toBe("Strap is out of stock");
  });
});
