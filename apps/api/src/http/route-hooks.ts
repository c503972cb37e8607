import type { RouteOptions } from "fastify";

type RouteHookName = "onRequest" | "preParsing" | "preValidation" | "onSend";

/** The contract's operation id of a route, if it serves one. */
export function operationIdOf(route: Pick<RouteOptions, "schema">): string | undefined {
  const operationId = route.schema && "operationId" in route.schema ? route.schema.operationId : undefined;
  return typeof operationId === "string" ? operationId : undefined;
}

/**
 * Adds a hook to one route (from an onRoute hook), after the hooks it already has, or before them with
 * `first`. A hook that applies to some routes only is added to those: an app-wide hook runs on every request.
 */
export function addRouteHook(
  route: RouteOptions,
  name: RouteHookName,
  hook: unknown,
  { first = false }: { first?: boolean } = {},
): void {
  const existing: unknown[] = route[name] ? [route[name]].flat() : [];
  (route as unknown as Record<RouteHookName, unknown[]>)[name] = first
    ? [hook, ...existing]
    : [...existing, hook];
}

/** Whether a route answers only reads (GET, HEAD, OPTIONS). */
export function isReadOnlyRoute(route: Pick<RouteOptions, "method">): boolean {
  const methods = [route.method].flat();
  return methods.every((method) => method === "GET" || method === "HEAD" || method === "OPTIONS");
}
