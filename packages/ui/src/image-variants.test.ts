import { describe, expect, it } from "vitest";
import { imageVariantSrc } from "./image-variants";

describe("imageVariantSrc", () => {
  it("puts the variant name before the extension", () => {
    expect(imageVariantSrc("/icons/truck.svg", "hover")).toBe("/icons/truck-hover.svg");
    expect(imageVariantSrc("https://cdn.example/a/pallet.v2.png", "selected")).toBe(
      "https://cdn.example/a/pallet.v2-selected.png",
    );
  });

  it("keeps the query and fragment of the address", () => {
    expect(imageVariantSrc("/img/dock.png?w=64#x", "disabled")).toBe("/img/dock-disabled.png?w=64#x");
  });

  it("appends the variant to a file without extension, not to a dotted folder", () => {
    expect(imageVariantSrc("/media.v1/dock", "hover")).toBe("/media.v1/dock-hover");
  });
});
