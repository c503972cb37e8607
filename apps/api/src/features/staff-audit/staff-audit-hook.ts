import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.js";
import { appendStaffAuditEntry } from "../../db/staff-audit-log.js";
import { STAFF_AREA_PREFIX } from "../../http/caller.js";
import { addRouteHook, isReadOnlyRoute } from "../../http/route-hooks.js";

/** Request fields never copied into the log: they are secrets or files, not decisions. */
const UNLOGGED_FIELDS = new Set(["password", "code", "file", "files"]);

function loggableBody(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body ?? null;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !UNLOGGED_FIELDS.has(key)));
}

function firstParam(request: FastifyRequest): [string, string] | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const [entry] = Object.entries(params ?? {});
  return entry ? [entry[0], String(entry[1])] : undefined;
}

/** "orderId" / "id" of /staff/orders/{id} → "order"; "hubId" → "hub". */
function targetTypeOf(request: FastifyRequest, paramName: string): string {
  if (paramName !== "id") return paramName.replace(/Id$/, "");
  const segment = request.routeOptions.url?.split("/")[2] ?? "";
  return segment.replace(/s$/, "");
}

/**
 * Writes every staff call that changed something (any method but GET and HEAD, answered 2xx) to the audit log
 * before the answer leaves: who, which call, on what, the state before and after where the handler named it
 * (otherwise what was asked), and the reason sent with it.
 */
export function registerStaffAudit(app: FastifyInstance, db: Database): void {
  app.decorateRequest("staffAction", null);
  const audit = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method === "GET" || request.method === "HEAD") return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !request.auth) return payload;
    const record = request.staffAction ?? {};
    const param = firstParam(request);
    const body = loggableBody(request.body) as Record<string, unknown> | null;
    const reason =
      record.reason ??
      (typeof body?.reason === "string" ? body.reason : typeof body?.note === "string" ? body.note : "");
    try {
      await appendStaffAuditEntry(db, {
        actorUserId: request.auth.userId,
        action:
          (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? request.url,
        targetType: record.targetType ?? (param ? targetTypeOf(request, param[0]) : ""),
        targetId: String(record.targetId ?? param?.[1] ?? ""),
        before: record.before,
        after: record.after ?? body,
        reason,
      });
    } catch (error) {
      // The change itself is committed; losing its entry is logged loudly for someone to restore by hand.
      request.log.error({ err: error, url: request.url }, "staff audit entry not written");
    }
    return payload;
  };
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(STAFF_AREA_PREFIX) && !isReadOnlyRoute(route)) addRouteHook(route, "onSend", audit);
  });
}
