import { isOfferRunning } from "@freight/domain/content/product-offer";
import { toMediaUrl } from "../http/media-url.js";
import type { Schemas } from "../openapi/contract-types.js";
import type { ProductDetail } from "./shop-service.js";

type CatalogueEntry = ProductDetail["features"][number];

export function toProductFeature(entry: CatalogueEntry, publicApiUrl: string): Schemas["ProductFeature"] {
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    image: toMediaUrl(publicApiUrl, entry.image),
  };
}

export function toProduct(product: ProductDetail, publicApiUrl: string): Schemas["Product"] {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    oldPrice: product.oldPrice,
    image: toMediaUrl(publicApiUrl, product.image),
    // An offer past its end no longer shows as one, even before an editor clears the flag.
    isLimitedTimeOffer: isOfferRunning(product, new Date()),
    stock: product.stock,
    description: product.description,
    category: product.category,
    files: product.files.map((file) => ({ ...file, fileUrl: toMediaUrl(publicApiUrl, file.fileUrl) })),
    features: product.features.map((entry) => toProductFeature(entry, publicApiUrl)),
    applications: product.applications.map((entry) => toProductFeature(entry, publicApiUrl)),
    application: product.application,
    colors: product.colors,
  };
}

/** Ad copy is plain text: the description without its markup. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

export function toProductAd(
  product: Pick<ProductDetail, "id" | "name" | "description" | "image">,
  publicApiUrl: string,
): Schemas["ProductAd"] {
  return {
    productId: product.id,
    title: product.name,
    description: plainText(product.description),
    image: toMediaUrl(publicApiUrl, product.image),
  };
}
