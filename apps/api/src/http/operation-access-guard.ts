import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  OPERATION_ACCESS,
  operationAccessDecision,
  type OperationCaller,
} from "@freight/domain/access/operation-access";
import { rejectedTokenReason, type AuthUser } from "./caller.js";
import { HttpError } from "./http-error.js";
import { addRouteHook, operationIdOf } from "./route-hooks.js";

/** The kind of caller the domain's access table speaks of, from the session resolved for the request. */
function operationCallerOf(auth: AuthUser | null): OperationCaller {
  if (!auth) return { kind: "visitor" };
  if (auth.apiKey) return { kind: "api key", role: auth.apiKey.role };
  if (auth.role === "staff") return { kind: "staff", role: auth.staff?.role ?? null };
  if (auth.company) return { kind: "company member", role: auth.company.role };
  return { kind: "customer" };
}

/**
 * The one guard of every contract operation: before any body is parsed or validated it decides from the
 * domain's table (`@freight/domain/access/operation-access`) whether the caller may call the operation at all,
 * and points a company member's call at the company's account when the row says the call acts for it. A
 * refused caller learns only that (401 sign in, 403 with what is missing), whatever they sent. What a row cannot
 * say (a dispatcher's hubs, whose order it is, a role changed a moment ago) the service decides on the rows it
 * reads in the transaction that acts.
 */
export function registerOperationAccessGuard(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const operationId = operationIdOf(route);
    if (!operationId) return;
    const access = OPERATION_ACCESS[operationId];
    const guard = async (request: FastifyRequest) => {
      const auth = request.auth;
      const decision = operationAccessDecision(access, operationCallerOf(auth));
      if (!decision.allowed) {
        const reason =
          decision.status === 401 && request.authTokenRejected
            ? rejectedTokenReason(request)
            : decision.reason;
        throw new HttpError(decision.status, reason);
      }
      if (decision.actsFor === "company" && auth?.company) {
        request.auth = { ...auth, userId: auth.company.accountUserId };
      }
      // A public call made with an API key: the key names no person, so it is answered as to a visitor.
      if (decision.actsFor === "visitor") request.auth = null;
    };
    addRouteHook(route, "onRequest", guard, { first: true });
  });
}
