import type { Database } from "../../db/client.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import type { BodyOf, QueryOf } from "../../openapi/contract-types.js";
import { requireUser } from "../accounts/current-user.js";
import { minMaxPrices, quotePrice } from "./pricing-service.js";

export function pricingHandlers({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}): TypedHandlers {
  const quoteFromQuery = async (query: QueryOf<"getPrice">) =>
    quotePrice(db, { hubId: query.hub, serviceId: query.service, dateTime: query.dateTime, now: now() });
  return {
    getPrice: (request) => quoteFromQuery(request.query as QueryOf<"getPrice">),
    getPublicPrice: (request) => quoteFromQuery(request.query as QueryOf<"getPublicPrice">),
    quotePrice: async (request) => {
      const body = request.body as BodyOf<"quotePrice">;
      return quotePrice(db, {
        hubId: body.hub,
        serviceId: body.service,
        dateTime: body.dateTime,
        quantity: body.quantity ?? 1,
        customerId: requireUser(request).userId,
        now: now(),
      });
    },
    getMinMaxPrice: (request) => minMaxPrices(db, request.body as BodyOf<"getMinMaxPrice">),
    getPublicMinMaxPrice: (request) => minMaxPrices(db, request.body as BodyOf<"getPublicMinMaxPrice">),
  };
}
