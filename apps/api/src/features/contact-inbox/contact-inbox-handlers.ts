import type { Database } from "../../db/client.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import { requireStaff } from "../../http/caller.js";
import { listContactMessages, markContactMessageHandled } from "./contact-inbox-service.js";

export function contactInboxHandlers({ db, now }: { db: Database; now: () => Date }): TypedHandlers {
  return {
    listContactMessages: async (request) => {
      requireStaff(request);
      const { state = "waiting", page = 0, limit = 50 } = request.query;
      return listContactMessages(db, { state, page, limit });
    },
    markContactMessageHandled: async (request) => {
      const staff = requireStaff(request);
      const { messageId } = request.params;
      const { note } = request.body;
      return markContactMessageHandled(db, staff.userId, messageId, note, now());
    },
  };
}
