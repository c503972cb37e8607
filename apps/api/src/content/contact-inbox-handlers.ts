import type { Database } from "../db/client.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { requireStaff } from "../http/caller.js";
import {
  listContactMessages,
  markContactMessageHandled,
  replyToContactMessage,
  updateContactMessage,
  type SendEmail,
} from "./contact-inbox-service.js";

export function contactInboxHandlers({
  db,
  now,
  sendEmail,
}: {
  db: Database;
  now: () => Date;
  sendEmail: SendEmail;
}): TypedHandlers {
  return {
    listContactMessages: async (request) => {
      const staff = requireStaff(request);
      const { state = "waiting", status, assignedTo, page = 0, limit = 50 } = request.query;
      return listContactMessages(db, staff.userId, { state, status, assignedTo }, { page, limit });
    },
    updateContactMessage: async (request) => {
      requireStaff(request);
      const { messageId } = request.params;
      return updateContactMessage(db, messageId, request.body, now());
    },
    markContactMessageHandled: async (request) => {
      const staff = requireStaff(request);
      const { messageId } = request.params;
      const { note } = request.body;
      return markContactMessageHandled(db, staff.userId, messageId, note, now());
    },
    replyToContactMessage: async (request) => {
      const staff = requireStaff(request);
      const { messageId } = request.params;
      return replyToContactMessage({ db, sendEmail }, staff.userId, messageId, request.body.text, now());
    },
  };
}
