import { acceptedTypesLabel } from "./accepted-types";

/**
 * Note files an order accepts: photos and PDFs only. SVG and HTML are never accepted (they can carry script),
 * and the type is decided from the bytes, not from the name or the declared type.
 */
export const ORDER_FILE_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;

/** One accepted order file type. */
export type OrderFileType = (typeof ORDER_FILE_TYPES)[number];

/** Largest note file, in bytes (10 MB). */
export const ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Most files one request may carry. */
export const ORDER_FILE_MAX_COUNT = 10;

/** Whether a sniffed MIME type is one an order file may have. */
export function isOrderFileType(mimeType: string | undefined): mimeType is OrderFileType {
  return ORDER_FILE_TYPES.includes(mimeType as OrderFileType);
}

/** Why a file cannot be attached (the API's 400 message), or undefined when it can. */
export function orderFileRefusal(file: {
  fileName: string;
  sizeBytes: number;
  sniffedType: string | undefined;
}): string | undefined {
  if (file.sizeBytes === 0) return `${file.fileName} is empty`;
  if (file.sizeBytes > ORDER_FILE_MAX_BYTES) {
    return `${file.fileName} is larger than ${ORDER_FILE_MAX_BYTES / (1024 * 1024)} MB`;
  }
  if (!isOrderFileType(file.sniffedType)) {
    return `${file.fileName} is not a ${acceptedTypesLabel(ORDER_FILE_TYPES)} file`;
  }
  return undefined;
}

/** The extension a stored file gets from its sniffed type (never from the uploaded name). */
export function orderFileExtension(type: OrderFileType): string {
  return { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "application/pdf": "pdf" }[type];
}

/** A file name safe to show and to put in a Content-Disposition header: no paths, controls or quotes. */
export function safeFileName(name: string, fallback = "file"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // Control characters would let a name break out of a header line.
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"<>:|?*]/g;
  const cleaned = base.replace(unsafe, "").trim().slice(0, 200);
  return cleaned === "" || cleaned === "." || cleaned === ".." ? fallback : cleaned;
}
