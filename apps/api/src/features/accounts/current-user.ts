import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { HttpError } from "../../http/http-error.js";
import { clearSessionCookie, sessionCookieName } from "./session-cookie.js";
import { idleLimitMs, resolveSessionToken, type AuthUser } from "./session-service.js";

export type { AuthUser } from "./session-service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, resolved once per request from the bearer token or the `token` cookie. */
    auth: AuthUser | null;
    /** A token was sent but names no live session (unknown, revoked or expired). */
    authTokenRejected: boolean;
  }
}

/** The signed-in caller, or 401. Use in every handler that needs a user (orders, payments, ...). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.auth) return request.auth;
  throw new HttpError(
    401,
    request.authTokenRejected ? "Your session has ended; please sign in again" : "Sign in to use this call",
  );
}

/** The signed-in caller, or null for an anonymous one (an invalid token counts as anonymous here). */
export function optionalUser(request: FastifyRequest): AuthUser | null {
  return request.auth;
}

/** The signed-in caller if staff, otherwise 401 (anonymous) or 404 (a customer must not learn the call exists). */
export function requireStaff(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== "staff") throw new HttpError(403, "Only staff may use this call");
  return user;
}

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

/** Every call under this prefix is for staff only. */
export const STAFF_AREA_PREFIX = "/staff/";

/**
 * Guards the staff area before any body is parsed or validated, so a customer learns only that the
 * call is not theirs (403) and a signed-out caller that they must sign in (401), whatever they sent.
 * Handlers check again with requireStaff.
 */
export function registerStaffAreaGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith(STAFF_AREA_PREFIX)) return;
    requireStaff(request);
  });
}
