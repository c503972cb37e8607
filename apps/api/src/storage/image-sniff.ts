/** Raster image types the proxy passes on. SVG is never among them: it can carry script. */
const rasterImageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
export type RasterImageType = (typeof rasterImageTypes)[number];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The image type the bytes' magic number says, or undefined when they are not a known raster image. */
export function sniffImageType(bytes: Uint8Array): RasterImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (
    startsWith(bytes, ascii("ftyp"), 4) &&
    (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8))
  ) {
    return "image/avif";
  }
  return undefined;
}

/** The media type of a Content-Type header without its parameters, lower-cased. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function isRasterImageType(mediaType: string): mediaType is RasterImageType {
  return (rasterImageTypes as readonly string[]).includes(mediaType);
}
