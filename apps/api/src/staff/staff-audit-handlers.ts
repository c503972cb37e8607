import type { Database } from "../db/client.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { listStaffAuditLog } from "./staff-audit-service.js";

export function staffAuditHandlers({ db }: { db: Database }): TypedHandlers {
  return {
    listStaffAuditLog: async (request) => {
      const { page = 0, limit = 50, actorUserId, action, targetType, targetId, from, to } = request.query;
      return listStaffAuditLog(db, { page, limit, actorUserId, action, targetType, targetId, from, to });
    },
  };
}
