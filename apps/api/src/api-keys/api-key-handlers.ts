import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client.js";
import { requireUser } from "../http/caller.js";
import { HttpError } from "../http/http-error.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import {
  createApiKey,
  listApiKeys,
  listCompanyActivity,
  revokeApiKey,
  type KeyActor,
} from "./api-key-service.js";

/** The member acting on their session's company's keys (the guard let their role through; the service checks again). */
function keyActor(request: FastifyRequest): KeyActor {
  const auth = requireUser(request);
  if (!auth.company)
    throw new HttpError(409, "You are working for your personal account; switch to a company first");
  return { companyId: auth.company.companyId, personId: auth.personId };
}

export function apiKeyHandlers({ db, now }: { db: Database; now: () => Date }): TypedHandlers {
  return {
    listApiKeys: async (request) => listApiKeys(db, keyActor(request).companyId, now()),
    createApiKey: async (request, reply) => {
      const { key, created } = await createApiKey(
        db,
        keyActor(request),
        request.body,
        request.headers["idempotency-key"],
        now(),
      );
      reply.code(created ? 201 : 200);
      return key;
    },
    revokeApiKey: async (request, reply) => {
      await revokeApiKey(db, keyActor(request), request.params.apiKeyId, now());
      reply.code(204);
    },
    listCompanyActivity: async (request) =>
      listCompanyActivity(db, keyActor(request).companyId, {
        limit: request.query.limit,
        beforeId: request.query.beforeId,
      }),
  };
}
