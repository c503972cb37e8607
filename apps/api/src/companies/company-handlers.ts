import type { FastifyRequest } from "fastify";
import type { TypedHandlers } from "../http/operation-handler.js";
import { requireUser, type CompanySeat } from "../http/caller.js";
import { HttpError } from "../http/http-error.js";
import {
  acceptCompanyInvitation,
  changeCompanyMemberRole,
  createCompany,
  getCompany,
  inviteCompanyMember,
  leaveCompany,
  listCompanyInvitations,
  listCompanyMembers,
  listMyCompanies,
  removeCompanyMember,
  revokeCompanyInvitation,
  switchCompany,
  transferCompanyOwnership,
  updateCompany,
  type CompanyActor,
  type CompanyDeps,
} from "./company-service.js";

/** The company the caller's session works for, and their role in it when the request arrived (for reads). */
function companySeat(request: FastifyRequest): CompanySeat {
  const auth = requireUser(request);
  if (!auth.company)
    throw new HttpError(409, "You are working for your personal account; switch to a company first");
  return auth.company;
}

/**
 * The caller acting for their session's company. The guard refused early what their role did not allow when the
 * request arrived; the service decides again on their member row, locked, since it may have changed since.
 */
function companyActor(request: FastifyRequest): CompanyActor {
  return { companyId: companySeat(request).companyId, personId: requireUser(request).personId };
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
    getCompany: async (request) => getCompany(db, companySeat(request)),
    updateCompany: async (request) => (await updateCompany(db, companyActor(request), request.body)).after,
    listCompanyMembers: async (request) => listCompanyMembers(db, companySeat(request).companyId),
    changeCompanyMemberRole: async (request) =>
      (await changeCompanyMemberRole(db, companyActor(request), request.params.userId, request.body.role))
        .after,
    removeCompanyMember: async (request, reply) => {
      await removeCompanyMember(db, companyActor(request), request.params.userId);
      reply.code(204);
    },
    leaveCompany: async (request) => leaveCompany(db, companyActor(request)),
    transferCompanyOwnership: async (request) =>
      transferCompanyOwnership(db, companyActor(request), request.body.userId),
    listCompanyInvitations: async (request) =>
      listCompanyInvitations(db, companySeat(request).companyId, deps.now()),
    inviteCompanyMember: async (request, reply) => {
      const invitation = await inviteCompanyMember(deps, companyActor(request), request.body);
      reply.code(201);
      return invitation;
    },
    revokeCompanyInvitation: async (request, reply) => {
      await revokeCompanyInvitation(db, companyActor(request), request.params.invitationId, deps.now());
      reply.code(204);
    },
    acceptCompanyInvitation: async (request) =>
      acceptCompanyInvitation(db, requireUser(request), request.body.token, deps.now()),
  };
}
