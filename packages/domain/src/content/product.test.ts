import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productGallery, toProduct } from "./product";

const serverProduct = {
  id: 17,
  name: "Pallet wrap",
  price: 4599,
  oldPrice: 5999,
  isLimitedTimeOffer: true,
  image: "https://images.unsplash.com/wrap.jpg",
  description: '<p onclick="x()">Strong <script>alert(1)</script>film</p><p></p>',
  category: { id: 3, name: "Packaging" },
  files: [
    { fileUrl: "http://localhost:4000/media/wrap-1.jpg", isDeleted: false },
    { fileUrl: "http://localhost:4000/media/wrap-old.jpg", isDeleted: true },
    { fileUrl: "http://localhost:4000/media/wrap-2.jpg", isDeleted: false },
  ],
  features: [{ id: 1, name: "Tear resistant", description: "Holds 2 t", image: "/icons/tear.svg" }],
  applications: [{ id: 2, name: "Cross-dock", description: "Loads", image: "/icons/dock.svg" }],
  application: "Warehouses",
  colors: [{ id: 5, name: "Clear", color: "#ffffff" }],
};

describe("toProduct", () => {
  it("maps every field of a well-formed product", () => {
    expect(toProduct(serverProduct)).toEqual({
      id: 17,
      name: "Pallet wrap",
      price: 4599,
      oldPrice: 5999,
      isLimitedTimeOffer: true,
      image: "https://images.unsplash.com/wrap.jpg",
      gallery: [
        "https://images.unsplash.com/wrap.jpg",
        "http://localhost:4000/media/wrap-1.jpg",
        "http://localhost:4000/media/wrap-2.jpg",
      ],
      description: "<p>Strong film</p>",
      category: { id: 3, name: "Packaging" },
      features: [{ id: 1, name: "Tear resistant", description: "Holds 2 t", image: "/icons/tear.svg" }],
      applications: [{ id: 2, name: "Cross-dock", description: "Loads", image: "/icons/dock.svg" }],
      application: "Warehouses",
      colors: [{ id: 5, name: "Clear", color: "#ffffff" }],
    });
  });

  it.each([
    ["price given as text", { price: "4599" }, { price: 4599 }],
    ["price with a fraction of a cent", { price: 4599.4 }, { price: 4599 }],
    ["negative price", { price: -10 }, { price: 0 }],
    ["id given as text", { id: "17" }, { id: 17 }],
    ["limited offer given as text", { isLimitedTimeOffer: "true" }, { isLimitedTimeOffer: true }],
    ["missing old price", { oldPrice: undefined }, { oldPrice: null }],
    ["null old price", { oldPrice: null }, { oldPrice: null }],
    ["old price given as text", { oldPrice: "5999" }, { oldPrice: 5999 }],
    ["name given as a number", { name: 42 }, { name: "42" }],
  ])("coerces a %s", (_case, override, expected) => {
    expect(toProduct({ ...serverProduct, ...override })).toMatchObject(expected);
  });

  it("falls back to empty values when the server sends nothing", () => {
    expect(toProduct(undefined)).toEqual({
      id: 0,
      name: "",
      price: 0,
      oldPrice: null,
      isLimitedTimeOffer: false,
      image: "",
      gallery: [],
      description: "",
      category: { id: 0, name: "" },
      features: [],
      applications: [],
      application: "",
      colors: [],
    });
  });

  it("passes the image host options to the description sanitizer", () => {
    const description = '<p>x<img src="https://cdn.example.com/media/a.png"></p>';
    expect(toProduct({ description }).description).toBe("<p>x</p>");
    expect(toProduct({ description }, { mediaHosts: ["cdn.example.com"] }).description).toBe(
      '<p>x<img src="https://cdn.example.com/media/a.png" loading="lazy"></p>',
    );
  });

  it("never throws and always returns typed fields, whatever the server sends", () => {
    fc.assert(
      fc.property(fc.anything(), (server) => {
        const product = toProduct(server);
        expect(Number.isSafeInteger(product.price) && product.price >= 0).toBe(true);
        expect(typeof product.description).toBe("string");
        expect(Array.isArray(product.gallery)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("productGallery", () => {
  it("puts the main image first and then the files not marked deleted, in order", () => {
    expect(
      productGallery("main.jpg", [
        { fileUrl: "a.jpg", isDeleted: false },
        { fileUrl: "b.jpg", isDeleted: true },
        { fileUrl: "c.jpg" },
      ]),
    ).toEqual(["main.jpg", "a.jpg", "c.jpg"]);
  });

  it("skips a missing main image and empty file URLs", () => {
    expect(productGallery("", [{ fileUrl: "" }, { fileUrl: "a.jpg" }])).toEqual(["a.jpg"]);
  });

  it("shows an image listed both as main image and as a file once", () => {
    expect(productGallery("a.jpg", [{ fileUrl: "a.jpg" }, { fileUrl: "b.jpg" }])).toEqual(["a.jpg", "b.jpg"]);
  });

  it("treats files that are not a list as none", () => {
    expect(productGallery("main.jpg", "oops")).toEqual(["main.jpg"]);
  });
});
