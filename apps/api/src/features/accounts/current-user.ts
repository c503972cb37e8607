import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { clearSessionCookie, sessionCookieName } from "./session-cookie.js";
import { idleLimitMs, resolveSessionToken } from "./session-service.js";
import { STAFF_AREA_PREFIX, requireStaff, requireStaffPermission, requireUser } from "../../http/caller.js";
import { HttpError } from "../../http/http-error.js";
import { addRouteHook, operationIdOf } from "../../http/route-hooks.js";
import { ANY_STAFF, STAFF_OPERATION_PERMISSIONS } from "../../http/staff-operation-permissions.js";
import { COMPANY_OPERATION_ACTIONS, PERSONAL } from "../../http/company-operation-actions.js";
import { companyRoleMay } from "@freight/domain/companies/company-roles";
import type { OpenApiDocument } from "../../openapi/contract.js";

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

/**
 * Guards the staff area before any body is parsed or validated, so a customer learns only that the call is
 * not theirs (403), a signed-out caller that they must sign in (401), and a staff member whose role does not
 * grant the call which permission it needs (403), whatever they sent. Handlers narrow further (a
 * dispatcher's hubs) with requireHubAccess.
 */
export function registerStaffAreaGuard(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(STAFF_AREA_PREFIX)) return;
    const operationId = operationIdOf(route);
    const permission = operationId ? STAFF_OPERATION_PERMISSIONS[operationId] : undefined;
    const guard = async (request: FastifyRequest) => {
      requireStaff(request);
      if (permission === ANY_STAFF) return;
      // A staff call without an entry is refused to everyone: a new call is closed until someone opens it.
      if (!permission) throw new HttpError(403, "No staff role may use this call yet");
      requireStaffPermission(request, permission);
    };
    addRouteHook(route, "onRequest", guard, { first: true });
  });
}

/**
 * While a person works for a company, decides each customer call from their company role (the domain's table)
 * and points it at the company's account, before any body is parsed: a booker's payment is a 403 whatever they
 * sent. Personal calls keep acting for the person; a call without an entry is refused in a company (closed until
 * someone decides it). The company's own calls answer 409 on a personal account (their handlers say so, after
 * the body checks every call gets).
 */
export function registerCompanyGuard(app: FastifyInstance, contract: OpenApiDocument): void {
  // Calls without security (the public reads) never look at the caller: a company member's cookie changes nothing.
  const securedCalls = new Set(
    Object.values(contract.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string; security?: unknown[] }>)
        .filter((operation) => Array.isArray(operation?.security) && operation.security.length > 0)
        .map((operation) => operation.operationId),
    ),
  );
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(STAFF_AREA_PREFIX)) return;
    const operationId = operationIdOf(route);
    if (!operationId || !securedCalls.has(operationId)) return;
    const rule = COMPANY_OPERATION_ACTIONS[operationId];
    const guard = async (request: FastifyRequest) => {
      const auth = request.auth;
      if (!auth) return;
      const company = auth.company;
      if (!company || rule === PERSONAL) return;
      if (rule === undefined) throw new HttpError(403, "This call is not open to companies yet");
      if (!companyRoleMay(company.role, rule)) {
        throw new HttpError(403, `Your role in the company (${company.role}) may not do this (${rule})`);
      }
      request.auth = { ...auth, userId: company.accountUserId };
    };
    addRouteHook(route, "onRequest", guard, { first: true });
  });
}
