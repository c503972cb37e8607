import type { Product } from "./shop-catalog";

/** The gallery shows the main image first, then the product's files, skipping deleted ones and repeats. */
export function galleryImages(product: Pick<Product, "image" | "files">): string[] {
  const urls = [product.image, ...product.files.filter((file) => !file.isDeleted).map((file) => file.fileUrl)];
  return [...new Set(urls.filter((url) => url.trim() !== ""))];
}
