import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { Database } from "../db/client.js";
import { inRequestTransaction } from "../db/request-transaction.js";
import { appendStaffAuditEntry, type StaffAuditEntry } from "../db/staff-audit-log.js";
import { STAFF_AREA_PREFIX } from "../http/caller.js";
import { isReadOnlyRoute } from "../http/route-hooks.js";

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

/** The audit entry of a staff call that succeeded: who, which call, on what, before and after, and why. */
function auditEntryOf(request: FastifyRequest): StaffAuditEntry | undefined {
  if (!request.auth) return undefined;
  const record = request.staffAction ?? {};
  const param = firstParam(request);
  const body = loggableBody(request.body) as Record<string, unknown> | null;
  const reason =
    record.reason ??
    (typeof body?.reason === "string" ? body.reason : typeof body?.note === "string" ? body.note : "");
  return {
    actorUserId: request.auth.userId,
    action: (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? request.url,
    targetType: record.targetType ?? (param ? targetTypeOf(request, param[0]) : ""),
    targetId: String(record.targetId ?? param?.[1] ?? ""),
    before: record.before,
    after: record.after ?? body,
    reason,
  };
}

/**
 * Every staff call that changes something (any method but GET, HEAD and OPTIONS) runs in one transaction with
 * its audit entry: the change and the entry saying who made it commit together or not at all, so the log never
 * misses a change and never names one that did not happen. The answer leaves after the commit. A call answered
 * other than 2xx without an error writes no entry.
 */
export function registerStaffAudit(app: FastifyInstance, db: Database): void {
  app.decorateRequest("staffAction", null);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(STAFF_AREA_PREFIX) || isReadOnlyRoute(route)) return;
    const handler = route.handler;
    route.handler = async function auditedStaffCall(this: FastifyInstance, request, reply) {
      return inRequestTransaction(db, async (tx) => {
        // Staff handlers return their answer (never reply.send it), so nothing leaves before the commit.
        const answer: unknown = await handler.call(this, request, reply);
        const entry = reply.statusCode >= 200 && reply.statusCode < 300 ? auditEntryOf(request) : undefined;
        if (entry) await appendStaffAuditEntry(tx, entry);
        return answer;
      });
    } as RouteHandlerMethod;
  });
}
