import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import {
  ORDER_FILE_MAX_BYTES,
  isOrderFileType,
  orderFileExtension,
} from "@freight/domain/files/order-file-policy";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { orderFiles } from "../db/schema/index.js";
import { badRequest } from "../http/http-error.js";
import { newStorageKey, type ObjectStorage } from "../storage/object-storage.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The file parts of an order upload, streamed to storage as they arrived (never held whole in memory). */
    uploadedFiles?: UploadedFile[];
  }
}

/** An order file part as its upload left it. */
export interface UploadedFile {
  /** As the client named it (made safe before it is shown or stored). */
  fileName: string;
  /** Where its bytes were stored; undefined when its first bytes showed a type that is not accepted. */
  storageKey: string | undefined;
  /** Sniffed from the first bytes (file-type), never from the name or the declared type. */
  sniffedType: string | undefined;
  /** Its size; one byte over the limit when the part was cut off at the limit. */
  sizeBytes: number;
  /** SHA-256 of its bytes (the booking's Idempotency-Key fingerprint). */
  sha256: string;
}

/** file-type reads at most this many bytes from the start of a file. */
const SNIFF_BYTES = 4_100;
/** The calls whose file parts are order files; any other multipart call (the avatar) reads its part itself. */
export const orderUploadOperations: ReadonlySet<string> = new Set([
  "createOrder",
  "updateOrder",
  "addOrderNote",
]);

function operationOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

/**
 * @fastify/multipart's onFile. An order file part is sniffed from its first bytes and, when it is an accepted
 * type, streamed straight on to the order file storage under a fresh key, so a 10 MB upload is never held in
 * memory; a refused part is read to its end and dropped. Stored parts no row claims by the end of the request
 * (a refused booking, a replayed one, a failure) are removed before the answer by `removeUnclaimedUploads`. Other calls'
 * parts (the avatar, at most 2 MB) are read into memory as before.
 */
export function streamUploadedFiles(storage: ObjectStorage) {
  return async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
    if (!orderUploadOperations.has(operationOf(this) ?? "")) {
      await bufferPart(part);
      return;
    }
    let uploaded: UploadedFile;
    try {
      uploaded = await streamPart(part, storage);
    } catch (error) {
      // The part went past the limit while it streamed (a half-stored object is removed by the storage).
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(part);
      throw error;
    }
    (this.uploadedFiles ??= []).push(uploaded);
    attachValue(part, async () => {
      throw new Error("An order file part is streamed to storage, not kept in memory");
    });
  };
}

async function streamPart(part: MultipartFile, storage: ObjectStorage): Promise<UploadedFile> {
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const hash = createHash("sha256");
  let sizeBytes = 0;
  const next = async (): Promise<Buffer | undefined> => {
    const step = await chunks.next();
    if (step.done) return undefined;
    hash.update(step.value);
    sizeBytes += step.value.length;
    return step.value;
  };
  const head: Buffer[] = [];
  let headBytes = 0;
  for (let chunk = await next(); chunk; chunk = headBytes < SNIFF_BYTES ? await next() : undefined) {
    head.push(chunk);
    headBytes += chunk.length;
  }
  const first = Buffer.concat(head);
  const sniffed = first.length > 0 ? (await fileTypeFromBuffer(first))?.mime : undefined;
  const result = (storageKey: string | undefined): UploadedFile => ({
    fileName: part.filename,
    storageKey,
    sniffedType: sniffed,
    sizeBytes: part.file.truncated ? ORDER_FILE_MAX_BYTES + 1 : sizeBytes,
    sha256: hash.digest("hex"),
  });
  if (!isOrderFileType(sniffed)) {
    while (await next());
    return result(undefined);
  }
  const key = newStorageKey(orderFileExtension(sniffed));
  async function* body() {
    yield first;
    for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
  }
  await storage.put(key, Readable.from(body()), sniffed);
  if (part.file.truncated) {
    // Cut off at the limit: what was stored is not the file.
    await storage.remove(key);
    return result(undefined);
  }
  return result(key);
}

async function bufferPart(part: MultipartFile): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(part);
    throw error;
  }
  // Cut off at the parser's size limit (which does not throw here): the handler that reads it answers 413.
  if (part.file.truncated) {
    attachValue(part, async () => {
      throw Object.assign(new Error(`${part.filename || "The file"} is too large`), {
        code: "FST_REQ_FILE_TOO_LARGE",
      });
    });
    return;
  }
  attachValue(part, async () => bytes);
}

function tooLarge(part: MultipartFile) {
  return badRequest(
    `${part.filename || "A file"} is larger than ${ORDER_FILE_MAX_BYTES / (1024 * 1024)} MB`,
    "files",
  );
}

/**
 * What the body holds for a file part: enough for the contract to count the parts and for a handler that reads
 * its file from the body (the avatar upload) to get the bytes.
 */
function attachValue(part: MultipartFile, toBuffer: () => Promise<Buffer>): void {
  (part as unknown as { value: AttachedFile }).value = {
    type: "file",
    fieldname: part.fieldname,
    filename: part.filename,
    mimetype: part.mimetype,
    toBuffer,
  };
}

/**
 * Before the answer leaves: removes the request's stored uploads that no order_files row names (the booking was
 * refused, failed, or was a replay of one that already has its files). The hourly orphan reaper catches what a
 * crash leaves.
 */
export async function removeUnclaimedUploads(
  request: FastifyRequest,
  { db, storage }: { db: Database; storage: ObjectStorage },
): Promise<void> {
  const keys = (request.uploadedFiles ?? []).flatMap((file) => (file.storageKey ? [file.storageKey] : []));
  if (keys.length === 0) return;
  try {
    const claimed = await db
      .select({ key: orderFiles.storageKey })
      .from(orderFiles)
      .where(inArray(orderFiles.storageKey, keys));
    const kept = new Set(claimed.map((row) => row.key));
    await Promise.all(keys.filter((key) => !kept.has(key)).map((key) => storage.remove(key)));
  } catch (error) {
    request.log.warn({ err: error, keys }, "Unclaimed uploads not removed; the orphan reaper will");
  }
}

/** A file part as it sits in the request body after onFile. */
interface AttachedFile {
  type: "file";
  fieldname: string;
  filename: string;
  mimetype: string;
  toBuffer(): Promise<Buffer>;
}
