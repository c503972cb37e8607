import type { Database } from "../../db/client.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import type { QueryOf } from "../../openapi/contract-types.js";
import { requireUser } from "../../http/caller.js";
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
    getPrice: (request) => quoteFromQuery(request.query),
    getPublicPrice: (request) => quoteFromQuery(request.query),
    quotePrice: async (request) => {
      const body = request.body;
      return quotePrice(db, {
        hubId: body.hub,
        serviceId: body.service,
        dateTime: body.dateTime,
        quantity: body.quantity ?? 1,
        customerId: requireUser(request).userId,
        now: now(),
      });
    },
    getMinMaxPrice: (request) => minMaxPrices(db, request.body),
    getPublicMinMaxPrice: (request) => minMaxPrices(db, request.body),
  };
}
