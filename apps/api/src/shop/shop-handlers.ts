import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { afterRequestCommit } from "../db/request-transaction.js";
import { requireStaff } from "../http/caller.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import { toProduct, toProductAd, toProductFeature } from "./shop-mappers.js";
import {
  changeStaffProduct,
  createStaffProduct,
  createStaffProductOption,
  getStaffProduct,
  listStaffProducts,
  staffProductOptions,
} from "./staff-product-service.js";
import {
  findProduct,
  listBestDealProducts,
  listCategories,
  listFeatures,
  listNewestProducts,
  listProductPage,
  listRecommendedProducts,
} from "./shop-service.js";

const shopPageSize = 9;

/** The shop's reads this instance keeps, and the site's shop and home pages, show a product change. */
function shopChanged(server: FastifyInstance): void {
  server.publicReadCache.invalidate(["shop"]);
  void server.notifySiteChanged(["shop", "home"]);
}

export function shopHandlers({ db, env }: { db: Database; env: Env }): TypedHandlers {
  const { publicApiUrl } = env;
  return {
    listSupplies: async (request) => {
      const { page = 0, limit = shopPageSize, search, sort, categories } = request.query;
      const result = await listProductPage(db, { page, limit, search, sort, categoryIds: categories });
      return {
        items: result.products.map((product) => toProduct(product, publicApiUrl)),
        totalItems: result.totalItems,
        totalPages: result.totalPages,
        currentPage: result.currentPage,
      };
    },
    getStaffProduct: async (request) => {
      requireStaff(request);
      return getStaffProduct(db, request.params.productId, publicApiUrl);
    },
    listStaffProducts: async (request) => {
      requireStaff(request);
      const { page = 0, limit = 50, search, saleStatus } = request.query;
      return listStaffProducts(db, { page, limit, search, saleStatus });
    },
    getStaffProductOptions: async (request) => {
      requireStaff(request);
      return staffProductOptions(db);
    },
    createStaffProductOption: async (request, reply) => {
      requireStaff(request);
      const { kind } = request.params;
      const created = await createStaffProductOption(db, kind, request.body);
      recordStaffAction(request, { targetType: `product-${kind}`, targetId: created.id, after: created });
      // The shop's category filter and feature tiles list every choice.
      afterRequestCommit(() => shopChanged(request.server));
      reply.code(201);
      return created;
    },
    createStaffProduct: async (request, reply) => {
      requireStaff(request);
      const created = await createStaffProduct(db, request.body, publicApiUrl);
      recordStaffAction(request, { targetType: "product", targetId: created.id, after: created });
      afterRequestCommit(() => shopChanged(request.server));
      reply.code(201);
      return created;
    },
    changeStaffProduct: async (request, reply) => {
      requireStaff(request);
      const { before, after } = await changeStaffProduct(
        db,
        request.params.productId,
        request.body,
        publicApiUrl,
      );
      recordStaffAction(request, { targetType: "product", targetId: after.id, before, after });
      afterRequestCommit(() => shopChanged(request.server));
      reply.code(200);
      return after;
    },
    getSupply: async (request) => {
      const { id } = request.query;
      return toProduct(await findProduct(db, id), publicApiUrl);
    },
    listSupplyCategories: async () => ({ items: await listCategories(db) }),
    listSupplyFeatures: async () => ({
      items: (await listFeatures(db)).map((entry) => toProductFeature(entry, publicApiUrl)),
    }),
    listNewArrivals: async () => ({
      newArrival: {
        items: (await listNewestProducts(db)).map((product) => toProductAd(product, publicApiUrl)),
      },
    }),
    listBestDeals: async () => ({
      bestDeal: {
        items: (await listBestDealProducts(db)).map((product) => toProductAd(product, publicApiUrl)),
      },
    }),
    listRecommendedSupplies: async () => ({
      items: (await listRecommendedProducts(db)).map((product) => toProduct(product, publicApiUrl)),
    }),
  };
}
