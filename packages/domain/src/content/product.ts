import { asArray, asBoolean, asInteger, asRecord, asString } from "../mapping/server-value";
import { type BlogSanitizerOptions, sanitizeBlogHtml } from "./blog-sanitizer";

/** A product feature or application: an icon with a name and a short description. */
export interface ProductHighlight {
  id: number;
  name: string;
  description: string;
  image: string;
}

/** A colour a product comes in. */
export interface ProductColor {
  id: number;
  name: string;
  /** CSS colour value, e.g. "#1f2937". */
  color: string;
}

/** A shop product ready for display. */
export interface Product {
  id: number;
  name: string;
  /** US cents. */
  price: number;
  /** The crossed-out earlier price in US cents, or null when there is none. */
  oldPrice: number | null;
  isLimitedTimeOffer: boolean;
  /** Main image URL ("" when there is none). */
  image: string;
  /** Main image first, then the product's files that are not deleted, without repeats. */
  gallery: string[];
  /** Sanitized HTML. */
  description: string;
  category: { id: number; name: string };
  features: ProductHighlight[];
  applications: ProductHighlight[];
  /** Free text on where the product is used. */
  application: string;
  colors: ProductColor[];
}

function toCents(value: unknown): number {
  return Math.max(0, asInteger(value));
}

function toHighlight(value: unknown): ProductHighlight {
  const record = asRecord(value);
  return {
    id: asInteger(record.id),
    name: asString(record.name),
    description: asString(record.description),
    image: asString(record.image),
  };
}

function toColor(value: unknown): ProductColor {
  const record = asRecord(value);
  return { id: asInteger(record.id), name: asString(record.name), color: asString(record.color) };
}

/** The gallery of a product: its main image, then the URLs of its files not marked deleted, each once. */
export function productGallery(image: string, files: unknown): string[] {
  const liveFiles = asArray(files)
    .map(asRecord)
    .filter((file) => !asBoolean(file.isDeleted))
    .map((file) => asString(file.fileUrl));
  return [...new Set([image, ...liveFiles].filter((url) => url !== ""))];
}

/** Maps a server product to the display product, coercing every field and sanitizing the description. */
export function toProduct(server: unknown, sanitizerOptions?: BlogSanitizerOptions): Product {
  const record = asRecord(server);
  const category = asRecord(record.category);
  const image = asString(record.image);
  const hasOldPrice = record.oldPrice !== null && record.oldPrice !== undefined && record.oldPrice !== "";
  return {
    id: asInteger(record.id),
    name: asString(record.name),
    price: toCents(record.price),
    oldPrice: hasOldPrice ? toCents(record.oldPrice) : null,
    isLimitedTimeOffer: asBoolean(record.isLimitedTimeOffer),
    image,
    gallery: productGallery(image, record.files),
    description: sanitizeBlogHtml(asString(record.description), sanitizerOptions),
    category: { id: asInteger(category.id), name: asString(category.name) },
    features: asArray(record.features).map(toHighlight),
    applications: asArray(record.applications).map(toHighlight),
    application: asString(record.application),
    colors: asArray(record.colors).map(toColor),
  };
}
