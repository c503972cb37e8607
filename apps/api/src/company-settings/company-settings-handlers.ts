import type { Database } from "../db/client.js";
import { afterRequestCommit } from "../db/request-transaction.js";
import { requireStaff } from "../http/caller.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import {
  changeCompanySettings,
  getPublicCompanySettings,
  getStaffCompanySettings,
} from "./company-settings-service.js";

export function companySettingsHandlers({ db, now }: { db: Database; now: () => Date }): TypedHandlers {
  return {
    getCompanySettings: () => getPublicCompanySettings(db),
    getStaffCompanySettings: async (request) => {
      requireStaff(request);
      return getStaffCompanySettings(db);
    },
    changeStaffCompanySettings: async (request, reply) => {
      requireStaff(request);
      const { before, after } = await changeCompanySettings(db, request.body, now());
      recordStaffAction(request, { targetType: "company-settings", targetId: 1, before, after });
      afterRequestCommit(() => {
        request.server.publicReadCache.invalidate(["company"]);
        // The header, footer, contact page and structured data of every page carry the company.
        void request.server.notifySiteChanged(["company"]);
      });
      reply.code(200);
      return after;
    },
  };
}
