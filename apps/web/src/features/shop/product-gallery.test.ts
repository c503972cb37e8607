import { describe, expect, it } from "vitest";
import { galleryImages } from "./product-gallery";

describe("galleryImages", () => {
  it("shows the main image first, then the files in their order", () => {
    expect(
      galleryImages({
        image: "https://api.test/media/main.jpg",
        files: [
          { fileUrl: "https://api.test/media/side.jpg", isDeleted: false },
          { fileUrl: "https://api.test/media/back.jpg", isDeleted: false },
        ],
      }),
    ).toEqual(["https://api.test/media/main.jpg", "https://api.test/media/side.jpg", "https://api.test/media/back.jpg"]);
  });

  it("skips deleted files", () => {
    expect(
      galleryImages({ image: "main.jpg", files: [{ fileUrl: "gone.jpg", isDeleted: true }] }),
    ).toEqual(["main.jpg"]);
  });

  it("shows an image listed both as main image and as file once", () => {
    expect(galleryImages({ image: "main.jpg", files: [{ fileUrl: "main.jpg", isDeleted: false }] })).toEqual([
      "main.jpg",
    ]);
  });

  it("leaves out an empty main image", () => {
    expect(galleryImages({ image: "", files: [{ fileUrl: "side.jpg", isDeleted: false }] })).toEqual(["side.jpg"]);
  });
});
