import type { FastifyRequest } from "fastify";
import type { TypedHandlers } from "../../http/operation-handler.js";
import { requireUser, type CompanySeat } from "../../http/caller.js";
import { HttpError } from "../../http/http-error.js";
import {
  acceptCompanyInvitation,
  changeCompanyMemberRole,
  createCompany,
  getCompany,
  inviteCompanyMember,
  listCompanyInvitations,
  listCompanyMembers,
  listMyCompanies,
  removeCompanyMember,
  revokeCompanyInvitation,
  switchCompany,
  transferCompanyOwnership,
  updateCompany,
  type CompanyDeps,
} from "./company-service.js";

/** The caller and the company their session works for (the company guard already checked the role). */
function companyCaller(request: FastifyRequest): { personId: number; seat: CompanySeat } {
  const auth = requireUser(request);
  if (!auth.company) throw new HttpError(409, "You are working for your personal account; switch to a company first");
  return { personId: auth.personId, seat: auth.company };
}

export function companyHandlers(deps: CompanyDeps): TypedHandlers {
  const { db } = deps;
  return {
    listMyCompanies: async (request) => {
      const auth = requireUser(request);
      return listMyCompanies(db, auth.personId, auth.company?.companyId ?? null);
    },
    createCompany: async (request, reply) => {
      const created = await createCompany(db, requireUser(request), request.body);
      reply.code(201);
      return created;
    },
    switchCompany: async (request) => switchCompany(db, requireUser(request), request.body.companyId ?? null),
    getCompany: async (request) => getCompany(db, companyCaller(request).seat),
    updateCompany: async (request) => (await updateCompany(db, companyCaller(request).seat, request.body)).after,
    listCompanyMembers: async (request) => listCompanyMembers(db, companyCaller(request).seat.companyId),
    changeCompanyMemberRole: async (request) => {
      const { seat } = companyCaller(request);
      return (await changeCompanyMemberRole(db, seat, request.params.userId, request.body.role)).after;
    },
    removeCompanyMember: async (request, reply) => {
      await removeCompanyMember(db, companyCaller(request).seat, request.params.userId);
      reply.code(204);
    },
    leaveCompany: async (request) => {
      const { seat, personId } = companyCaller(request);
      await removeCompanyMember(db, seat, personId);
      return listMyCompanies(db, personId, null);
    },
    transferCompanyOwnership: async (request) => {
      const { seat, personId } = companyCaller(request);
      return transferCompanyOwnership(db, seat, personId, request.body.userId);
    },
    listCompanyInvitations: async (request) =>
      listCompanyInvitations(db, companyCaller(request).seat.companyId, deps.now()),
    inviteCompanyMember: async (request, reply) => {
      const { seat, personId } = companyCaller(request);
      const invitation = await inviteCompanyMember(deps, seat, personId, request.body);
      reply.code(201);
      return invitation;
    },
    revokeCompanyInvitation: async (request, reply) => {
      await revokeCompanyInvitation(db, companyCaller(request).seat.companyId, request.params.invitationId, deps.now());
      reply.code(204);
    },
    acceptCompanyInvitation: async (request) =>
      acceptCompanyInvitation(db, requireUser(request), request.body.token, deps.now()),
  };
}
