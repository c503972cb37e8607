import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Env } from "../env.js";
import { HttpError } from "../http/http-error.js";
import { addRouteHook, isReadOnlyRoute } from "../http/route-hooks.js";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins whose pages may send mutating calls: the public site, the portal and the API's own /docs. */
function allowedOrigins(env: Env): Set<string> {
  return new Set([env.webUrl, env.portalUrl, env.publicApiUrl].map((url) => new URL(url).origin));
}

/**
 * Cross-site request forgery guard: a browser names the page's origin on every mutating call, so one
 * from any other site is refused. Calls without an Origin (server-side fetches, curl) are not browsers'.
 */
export function registerOriginCheck(app: FastifyInstance, env: Env): void {
  const allowed = allowedOrigins(env);
  const checkOrigin = async (request: FastifyRequest) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    throw new HttpError(403, `Requests from ${origin.slice(0, 200)} are not accepted by this API`);
  };
  // Only routes that change something are guarded: reads are the bulk of the traffic and need no check.
  app.addHook("onRoute", (route) => {
    if (!isReadOnlyRoute(route)) addRouteHook(route, "onRequest", checkOrigin, { first: true });
  });
}
