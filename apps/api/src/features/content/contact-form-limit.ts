import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Database } from "../../db/client.js";
import { consumeLimit } from "../accounts/rate-limit.js";

/**
 * Contact form messages per client address per minute, counted in PostgreSQL before the form is read, so
 * the budget holds under parallel posts and across API instances (like the sign-in and check-in limits).
 */
export function contactFormLimit(db: Database, perMinute: number): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    await consumeLimit(
      db,
      [{ key: `contact-form:ip:${request.ip}`, limit: { max: perMinute, windowMs: 60_000 } }],
      "Too many requests",
    );
  };
}
