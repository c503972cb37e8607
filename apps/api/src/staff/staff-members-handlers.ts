import type { TypedHandlers } from "../http/operation-handler.js";
import { requireStaff } from "../http/caller.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import {
  acceptStaffInvitation,
  changeStaffMember,
  inviteStaffMember,
  listStaffMembers,
  readStaffSelf,
  type StaffMembersDeps,
} from "./staff-members-service.js";

export function staffMembersHandlers(deps: StaffMembersDeps): TypedHandlers {
  return {
    getStaffSelf: async (request) => readStaffSelf(deps.db, requireStaff(request)),
    listStaffMembers: async () => listStaffMembers(deps.db, deps.now()),
    inviteStaffMember: async (request, reply) => {
      const admin = requireStaff(request);
      const invitation = await inviteStaffMember(deps, admin.userId, request.body);
      recordStaffAction(request, {
        targetType: "staffInvitation",
        targetId: invitation.id,
        after: invitation,
      });
      reply.code(201);
      return invitation;
    },
    changeStaffMember: async (request) => {
      const admin = requireStaff(request);
      const { userId } = request.params;
      const { before, after } = await changeStaffMember(deps, admin.userId, userId, request.body);
      recordStaffAction(request, { targetType: "staffMember", targetId: userId, before, after });
      return after;
    },
    acceptStaffInvitation: async (request, reply) => {
      const accepted = await acceptStaffInvitation(deps, request.body);
      reply.code(201);
      return accepted;
    },
  };
}
