import { describe, expect, it } from "vitest";
import { isOutOfStock, productOfferProblem } from "./product-offer";

describe("productOfferProblem", () => {
  it.each([
    [1000, null, null],
    [1000, 1200, null],
    [1000, 1000, "The old price must be higher"],
    [1000, 900, "The old price must be higher"],
  ])("price %i with old price %s: %s", (priceCents, oldPriceCents, problem) => {
    const answer = productOfferProblem({ priceCents, oldPriceCents });
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toMatch(problem);
  });
});

describe("isOutOfStock", () => {
  it.each([
    [null, false],
    [3, false],
    [0, true],
  ])("stock %s is out of stock: %s", (stock, expected) => {
    expect(isOutOfStock(stock)).toBe(expected);
  });
});
