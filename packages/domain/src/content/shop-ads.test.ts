import { describe, expect, it } from "vitest";
import { firstShopAd, pickShopAds } from "./shop-ads";

const wrap = {
  id: 17,
  name: "Pallet wrap",
  description: "<p>Strong film</p>",
  image: "https://images.unsplash.com/w.jpg",
};
const straps = {
  id: 18,
  name: "Straps",
  description: "<p>Ratchet</p>",
  image: "https://images.unsplash.com/s.jpg",
};

describe("firstShopAd", () => {
  it("advertises the first product of the list", () => {
    expect(firstShopAd([wrap, straps])).toEqual({
      title: "Pallet wrap",
      description: "<p>Strong film</p>",
      productId: 17,
      image: "https://images.unsplash.com/w.jpg",
    });
  });

  it("prefers an explicit ad title and product id", () => {
    expect(firstShopAd([{ ...wrap, title: "New in", productId: "99" }])).toMatchObject({
      title: "New in",
      productId: 99,
    });
  });

  it("sanitizes the description", () => {
    expect(
      firstShopAd([{ ...wrap, description: '<p onclick="x()">Hi</p><script>1</script>' }])?.description,
    ).toBe("<p>Hi</p>");
  });

  it.each([[[]], [undefined], [null], ["not a list"], [[null]]])("returns null for the list %j", (list) => {
    expect(firstShopAd(list)).toBeNull();
  });
});

describe("pickShopAds", () => {
  it("takes one newest arrival and one best deal, each the first of its list", () => {
    expect(pickShopAds({ newArrivals: [wrap, straps], bestDeals: [straps, wrap] })).toEqual({
      newArrival: expect.objectContaining({ productId: 17 }),
      bestDeal: expect.objectContaining({ productId: 18 }),
    });
  });

  it("leaves a slot empty when its list is empty", () => {
    expect(pickShopAds({ newArrivals: [], bestDeals: [wrap] })).toEqual({
      newArrival: null,
      bestDeal: expect.objectContaining({ productId: 17 }),
    });
  });
});
