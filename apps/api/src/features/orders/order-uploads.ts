import { ORDER_FILE_MAX_BYTES } from "@freight/domain/files/order-file-policy";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../http/http-error.js";
import type { UploadedFile } from "./order-notes-service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** File parts of a multipart request, read into memory (each at most the order file limit). */
    uploadedFiles?: UploadedFile[];
  }
}

/**
 * @fastify/multipart's onFile: reads each file part into memory, so the route's validation sees the parts and
 * the handler the bytes (request.uploadedFiles). A file over the limit is a 400, not a 413.
 */
export async function collectUploadedFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw badRequest(
        `${part.filename || "A file"} is larger than ${ORDER_FILE_MAX_BYTES / (1024 * 1024)} MB`,
        "files",
      );
    }
    throw error;
  }
  (this.uploadedFiles ??= []).push({ fileName: part.filename, bytes });
  // What the body holds for a file part: enough for the contract to count the parts and for any handler
  // that reads its file from the body (e.g. the avatar upload) to get the bytes again.
  (part as unknown as { value: AttachedFile }).value = {
    type: "file",
    fieldname: part.fieldname,
    filename: part.filename,
    mimetype: part.mimetype,
    toBuffer: async () => bytes,
  };
}

/** A file part as it sits in the request body after collectUploadedFile. */
export interface AttachedFile {
  type: "file";
  fieldname: string;
  filename: string;
  mimetype: string;
  toBuffer(): Promise<Buffer>;
}
