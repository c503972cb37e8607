import type { FastifyRequest } from "fastify";

/** What a staff call changed, for the audit log: the thing acted on, its state before and after, and why. */
export interface StaffActionRecord {
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by a staff handler that knows more than its call's path and body say (the state before, say). */
    staffAction: StaffActionRecord | null;
  }
}

/** Names what a staff call changed; the audit log writes it with who and when once the call succeeded. */
export function recordStaffAction(request: FastifyRequest, record: StaffActionRecord): void {
  request.staffAction = { ...request.staffAction, ...record };
}
