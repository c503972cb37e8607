import type { Database } from "../db/client.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import type { QueryOf } from "../openapi/contract-types.js";
import { optionalUser, requireStaff, requireUser } from "../http/caller.js";
import { getCustomerPrices, replaceCustomerPrices } from "./customer-prices-service.js";
import { changeHubPriceList, getHubPriceList } from "./hub-price-list-service.js";
import { afterRequestCommit } from "../db/request-transaction.js";
import { minMaxPrices, quotePrice } from "./pricing-service.js";

export function pricingHandlers({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}): TypedHandlers {
  const quoteFromQuery = async (query: QueryOf<"getPrice">, customerId?: number) =>
    quotePrice(db, {
      hubId: query.hub,
      serviceId: query.service,
      dateTime: query.dateTime,
      customerId,
      now: now(),
    });
  return {
    // A signed-in customer is quoted their own rates; the public variant never is (its answer is shared).
    getPrice: (request) => quoteFromQuery(request.query, optionalUser(request)?.userId),
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
    getMinMaxPrice: (request) => minMaxPrices(db, request.body, optionalUser(request)?.userId),
    getPublicMinMaxPrice: (request) => minMaxPrices(db, request.body),
    getCustomerPrices: async (request) => {
      requireStaff(request);
      return getCustomerPrices(db, request.params.customerId);
    },
    getHubPriceList: async (request) => {
      requireStaff(request);
      return getHubPriceList(db, request.params.hubId);
    },
    changeHubPriceList: async (request, reply) => {
      requireStaff(request);
      const answer = await changeHubPriceList(db, request.params.hubId, request.body);
      // Quotes this instance keeps, and the site's pages about hubs, services and the map, show the new prices.
      afterRequestCommit(() => {
        request.server.publicReadCache.invalidate(["prices"]);
        void request.server.notifySiteChanged(["prices", "hubs", "services", "map"]);
      });
      reply.code(200);
      return answer;
    },
    replaceCustomerPrices: async (request, reply) => {
      requireStaff(request);
      const answer = await replaceCustomerPrices(db, request.params.customerId, request.body, now());
      reply.code(200);
      return answer;
    },
  };
}
