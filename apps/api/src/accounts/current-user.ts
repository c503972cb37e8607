import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { clearSessionCookie, sessionCookieName } from "./session-cookie.js";
import { idleLimitMs, resolveSessionToken } from "./session-service.js";
import { requireUser } from "../http/caller.js";

export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  const cookie = request.cookies[sessionCookieName];
  return cookie ? cookie : undefined;
}

// Browsers send the cookie to these too, but nothing there depends on who asks.
const sessionlessPrefixes = ["/media/", "/docs", "/health"];

/** Resolves the session of every request once, and clears the cookie on every 401 answer. */
export function registerSessionResolution(
  app: FastifyInstance,
  { db, env }: { db: Database; env: Env },
): void {
  const idleLimit = idleLimitMs(env.sessionIdleDays);
  app.decorateRequest("auth", null);
  app.decorateRequest("authTokenRejected", false);
  app.addHook("onRequest", async (request) => {
    // An API key was resolved (or refused) before this hook by the api-keys area.
    if (request.auth || request.authTokenRejected) return;
    const token = requestToken(request);
    if (!token || sessionlessPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    // A token is at most a few hundred characters; anything longer is not one of ours.
    const user = token.length <= 512 ? await resolveSessionToken(db, token, idleLimit) : null;
    if (user) request.auth = user;
    else request.authTokenRejected = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 401) clearSessionCookie(reply, env);
    return payload;
  });
}

/**
 * The contract's security schemes. Optional security is written `[{}, {bearerAuth: []}, {cookieAuth: []}]`,
 * whose empty alternative lets anonymous callers through before these run; those handlers use optionalUser.
 */
export const securityHandlers = {
  bearerAuth: async (request: FastifyRequest) => {
    requireUser(request);
  },
  cookieAuth: async (request: FastifyRequest) => {
    requireUser(request);
  },
};
