import type { FastifyRequest } from "fastify";
import { requireUser } from "../http/caller.js";
import { HttpError } from "../http/http-error.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { redeliverWebhook, type WebhookDeliveryContext } from "./webhook-delivery-service.js";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type EndpointActor,
} from "./webhook-endpoint-service.js";

/** The member acting on their session's company's endpoints (the guard let their role through; the service checks again). */
function endpointActor(request: FastifyRequest): EndpointActor {
  const auth = requireUser(request);
  if (!auth.company)
    throw new HttpError(409, "You are working for your personal account; switch to a company first");
  return { companyId: auth.company.companyId, personId: auth.personId };
}

export function webhookHandlers(context: WebhookDeliveryContext): TypedHandlers {
  const { db, now, isProduction } = context;
  return {
    listWebhookEndpoints: async (request) => listWebhookEndpoints(db, endpointActor(request).companyId, now()),
    createWebhookEndpoint: async (request, reply) => {
      const endpoint = await createWebhookEndpoint(db, endpointActor(request), request.body, {
        now: now(),
        isProduction,
      });
      reply.code(201);
      return endpoint;
    },
    updateWebhookEndpoint: async (request) =>
      updateWebhookEndpoint(db, endpointActor(request), request.params.endpointId, request.body, {
        now: now(),
        isProduction,
      }),
    deleteWebhookEndpoint: async (request, reply) => {
      await deleteWebhookEndpoint(db, endpointActor(request), request.params.endpointId);
      reply.code(204);
    },
    rotateWebhookSecret: async (request) =>
      rotateWebhookSecret(db, endpointActor(request), request.params.endpointId, now()),
    listWebhookDeliveries: async (request) =>
      listWebhookDeliveries(db, endpointActor(request).companyId, request.params.endpointId, {
        limit: request.query.limit,
        beforeId: request.query.beforeId,
      }),
    redeliverWebhook: async (request) =>
      redeliverWebhook(context, endpointActor(request), request.params.endpointId, request.params.deliveryId),
  };
}
