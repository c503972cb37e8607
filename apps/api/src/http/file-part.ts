import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, badRequest } from "./http-error.js";
import { addRouteHook, operationIdOf } from "./route-hooks.js";

type AttachedFile = { type: "file"; fieldname: string; toBuffer(): Promise<Buffer> };

/**
 * The multipart body of these operations is read by their handlers (one file part), after validation; the
 * contract's body schema would otherwise see no body at all.
 */
export function registerSingleFileBodies(app: FastifyInstance, operationIds: readonly string[]): void {
  app.addHook("onRoute", (route) => {
    if (!operationIds.includes(operationIdOf(route) ?? "")) return;
    addRouteHook(route, "preValidation", async (request: FastifyRequest) => {
      if (request.isMultipart() && request.body === undefined) request.body = {};
    });
  });
}

function attachedPart(request: FastifyRequest, field: string): AttachedFile | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  const file = (Array.isArray(value) ? value[0] : value) as AttachedFile | undefined;
  return file && file.type === "file" ? file : undefined;
}

/**
 * The bytes of the one file part named `field`: 400 when the body is not multipart or has no such part, 413
 * when it is larger than `maxBytes`. The caller checks what the bytes are.
 */
export async function readSingleFilePart(
  request: FastifyRequest,
  { field, maxBytes, what }: { field: string; maxBytes: number; what: string },
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the ${what} as multipart/form-data with a part named ${field}`, field);
  }
  const tooLarge = () => new HttpError(413, `The ${what} must be at most ${maxBytes / (1024 * 1024)} MB`);
  let bytes: Buffer;
  try {
    const part =
      attachedPart(request, field) ?? (await request.file({ limits: { fileSize: maxBytes, files: 1 } }));
    if (!part || part.fieldname !== field)
      throw badRequest(`Send the ${what} in a file part named ${field}`, field);
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (bytes.length > maxBytes) throw tooLarge();
  return bytes;
}
