import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { addRouteHook, operationIdOf } from "../http/route-hooks.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The body's exact bytes, kept only for operations that verify a signature over them. */
    rawBody?: Buffer;
  }
}

/**
 * Keeps the raw body of the named operations (Stripe signs the exact bytes it sends, and a re-serialized
 * JSON would not match). The bytes are read once and handed on to the normal JSON parser.
 */
export function keepRawBody(app: FastifyInstance, operationIds: readonly string[]): void {
  app.addHook("onRoute", (route) => {
    const operationId = operationIdOf(route);
    if (!operationId || !operationIds.includes(operationId)) return;
    const keep = async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      request.rawBody = Buffer.concat(chunks);
      return Readable.from([request.rawBody]);
    };
    addRouteHook(route, "preParsing", keep);
  });
}
