import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client.js";
import { consumeBudget } from "../http/rate-limit.js";
import { HttpError } from "../http/http-error.js";
import { operationIdOf } from "../http/route-hooks.js";
import { looksLikeApiKey, recordKeyWrite, resolveApiKey, type ResolvedApiKey } from "./api-key-service.js";

const BEARER = /^Bearer\s+(\S+)$/i;
const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The key each request was made with, for the activity log once the answer is sent. */
const keysOfRequests = new WeakMap<FastifyRequest, ResolvedApiKey>();

/**
 * Resolves `Authorization: Bearer fk_…` (a company's API key) before sessions are: a live key makes the call the
 * company's, with the key's role, for the operation guard to decide on; an unknown, revoked or expired one is 401
 * on every call that needs a caller. Each call with a live key is counted in the key's budget in PostgreSQL (one
 * budget across instances) and answered with RateLimit headers; a spent budget is 429 with Retry-After. Each write
 * that succeeded with a key is written to the company's activity log.
 */
export function registerApiKeyResolution(
  app: FastifyInstance,
  { db, perMinute }: { db: Database; perMinute: number },
): void {
  app.decorateRequest("apiKeyRejected", false);
  app.addHook("onRequest", async (request, reply) => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token || !looksLikeApiKey(token)) return;
    const key = await resolveApiKey(db, token);
    if (!key) {
      request.authTokenRejected = true;
      request.apiKeyRejected = true;
      return;
    }
    const budget = await consumeBudget(db, `api-key:${key.id}`, { max: perMinute, windowMs: 60_000 });
    reply.header("RateLimit-Policy", `${budget.limit};w=60`);
    reply.header(
      "RateLimit",
      `limit=${budget.limit}, remaining=${budget.remaining}, reset=${budget.resetSeconds}`,
    );
    if (!budget.allowed) {
      reply.header("Retry-After", String(budget.resetSeconds));
      throw new HttpError(
        429,
        `This API key made ${budget.limit} calls in the last minute, its budget; try again in ${budget.resetSeconds} s`,
      );
    }
    keysOfRequests.set(request, key);
    request.auth = {
      userId: key.accountUserId,
      personId: key.accountUserId,
      role: "customer",
      sessionId: 0,
      staff: null,
      company: { companyId: key.companyId, role: key.role, accountUserId: key.accountUserId },
      apiKey: { id: key.id, role: key.role },
    };
  });
  // Before the answer leaves, so a client that was answered finds its write in the log.
  app.addHook("onSend", async (request, reply, payload) => {
    const key = keysOfRequests.get(request);
    if (!key || readMethods.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      await recordKeyWrite(db, key, {
        operation: operationIdOf(request.routeOptions) ?? "",
        method: request.method,
        path: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, "A write made with an API key was not written to the activity log");
    }
    return payload;
  });
}
