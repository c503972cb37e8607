import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { inArray, or } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import pLimit from "p-limit";
import sharp from "sharp";
import type { Database } from "../db/client.js";
import { uploadedImages } from "../db/schema/index.js";
import type { Env } from "../env.js";
import { badRequest, notFound } from "../http/http-error.js";
import { toMediaUrl } from "../http/media-url.js";
import { defaultUploadsDir, repoRoot } from "../paths.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import type { Schemas } from "../openapi/contract-types.js";

export const MAX_UPLOADED_IMAGE_BYTES = 10 * 1024 * 1024;
/** Larger pictures are refused before they are decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;
/** The widest the site shows an image (a product gallery or a post's cover at full width on a large screen). */
const DISPLAY_SIZE = 1600;
/** Cards and the console's gallery. */
const THUMBNAIL_SIZE = 480;
const ACCEPTED_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/avif", "image/gif"]);
const UPLOADED_IMAGES_PATH = "/uploaded-images/";
const uploadedName = /^[0-9a-f]{32}\.webp$/;

export function uploadedImagesDir(env: Pick<Env, "uploadsDir">): string {
  return join(env.uploadsDir ? resolve(repoRoot, env.uploadsDir) : defaultUploadsDir, "images");
}

/**
 * Pictures this API process unpacks at once. sharp works on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which password hashing (scrypt), file reads and DNS lookups share: left
 * alone, eight parallel uploads of 24-megapixel pictures took all four threads and one password check took 1.3 s
 * instead of 0.16 s (0.26 s with this bound). A bound per process, not shared across instances, because what it
 * protects is this process's threads and memory; further uploads wait their turn, holding only their bytes (10 MB
 * at most each).
 */
const pictureDecodes = pLimit(2);

/** The image upright, without its metadata, within `size` × `size` (never enlarged), as WebP. */
function webpWithin(bytes: Buffer, size: number) {
  return pictureDecodes(() =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
  );
}

/**
 * The two stored sizes of an upload, as WebP: its bytes must be one of the accepted raster types (file-type reads
 * them; the name and declared type are ignored) that sharp can decode within the pixel limit, else a 400 that says
 * which. However many uploads arrive at once, two pictures are unpacked at a time (pictureDecodes).
 */
async function uploadedImageSizes(bytes: Buffer) {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (!type || !ACCEPTED_TYPES.has(type)) {
    throw badRequest("The image must be a PNG, JPEG, WebP, AVIF or GIF file", "image");
  }
  try {
    const [display, thumbnail] = await Promise.all([
      webpWithin(bytes, DISPLAY_SIZE),
      webpWithin(bytes, THUMBNAIL_SIZE),
    ]);
    return { display, thumbnail };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw badRequest(
      /pixel limit/i.test(message)
        ? `The image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`
        : "The image could not be read; it may be damaged",
      "image",
    );
  }
}

/**
 * Stores an uploaded image (uploadedImageSizes): both sizes are written under new random keys, then the row; a
 * failed row removes the objects again.
 */
export async function storeUploadedImage(
  { db, storage, publicApiUrl }: { db: Database; storage: ObjectStorage; publicApiUrl: string },
  bytes: Buffer,
  uploadedBy: number,
): Promise<Schemas["UploadedImage"]> {
  const { display, thumbnail } = await uploadedImageSizes(bytes);
  const storageKey = `${randomBytes(16).toString("hex")}.webp`;
  const thumbnailKey = `${randomBytes(16).toString("hex")}.webp`;
  await storage.put(storageKey, display.data, "image/webp");
  try {
    await storage.put(thumbnailKey, thumbnail.data, "image/webp");
    const [row] = await db
      .insert(uploadedImages)
      .values({
        storageKey,
        thumbnailKey,
        width: display.info.width,
        height: display.info.height,
        uploadedBy,
      })
      .returning();
    if (!row) throw new Error("The uploaded image row was not written");
    return toUploadedImage(row, publicApiUrl);
  } catch (error) {
    await Promise.all([storage.remove(storageKey), storage.remove(thumbnailKey)]).catch(() => undefined);
    throw error;
  }
}

function toUploadedImage(
  row: typeof uploadedImages.$inferSelect,
  publicApiUrl: string,
): Schemas["UploadedImage"] {
  const path = `${UPLOADED_IMAGES_PATH}${row.storageKey}`;
  return {
    id: row.id,
    path,
    url: toMediaUrl(publicApiUrl, path),
    thumbnailUrl: toMediaUrl(publicApiUrl, `${UPLOADED_IMAGES_PATH}${row.thumbnailKey}`),
    width: row.width,
    height: row.height,
  };
}

/** An uploaded image's bytes, or 404. */
export async function readUploadedImage(storage: ObjectStorage, name: string): Promise<Buffer> {
  if (!uploadedName.test(name)) throw notFound("There is no such image");
  const bytes = await storage.get(name);
  if (!bytes) throw notFound("There is no such image");
  return bytes;
}

/** Which of these keys an uploaded image row names (as its display size or its thumbnail). */
export async function referencedUploadedImages(db: Database, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ storageKey: uploadedImages.storageKey, thumbnailKey: uploadedImages.thumbnailKey })
    .from(uploadedImages)
    .where(or(inArray(uploadedImages.storageKey, keys), inArray(uploadedImages.thumbnailKey, keys)));
  const named = new Set(rows.flatMap((row) => [row.storageKey, row.thumbnailKey]));
  return new Set(keys.filter((key) => named.has(key)));
}
