import { hubFilterOfStaff } from "@freight/domain/staff/staff-roles";
import type { Database } from "../db/client.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { requireStaff, requireUser } from "../http/caller.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import { placeShopOrder, toShopOrderViews } from "./shop-order-records.js";
import { shopOrderInvoicePdf } from "./shop-order-invoice.js";
import { orderCallerOf } from "../orders/order-caller.js";
import {
  advanceShopOrder,
  customerShopOrder,
  customerShopOrders,
  staffShopOrders,
} from "./shop-order-service.js";

export function shopOrderHandlers({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}): TypedHandlers {
  return {
    createShopOrder: async (request, reply) => {
      const { userId } = requireUser(request);
      const { order, replayed } = await placeShopOrder(
        db,
        {
          userId,
          hubId: request.body.hubId,
          orderId: request.body.orderId,
          items: request.body.items,
          idempotencyKey: request.headers["idempotency-key"] ?? "",
        },
        now(),
      );
      if (!replayed) {
        // The stock the shop shows changed.
        request.server.publicReadCache.invalidate(["shop"]);
        void request.server.notifySiteChanged(["shop"]);
      }
      const [view] = await toShopOrderViews(db, [order]);
      if (!view) throw new Error(`shop order ${order.id} has no view`);
      reply.code(201);
      return view;
    },
    listShopOrders: async (request) => {
      const { userId } = requireUser(request);
      const { page = 0, limit = 20, orderId } = request.query;
      return customerShopOrders(db, userId, { orderId }, { page, limit });
    },
    getShopOrder: async (request) => {
      const { userId } = requireUser(request);
      return customerShopOrder(db, userId, request.params.shopOrderId);
    },
    downloadShopOrderInvoice: async (request, reply) => {
      const { fileName, pdf } = await shopOrderInvoicePdf(
        db,
        orderCallerOf(requireUser(request)),
        request.params.shopOrderId,
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
    listStaffShopOrders: async (request) => {
      const staff = requireStaff(request);
      const { page = 0, limit = 50, status, hubId } = request.query;
      return staffShopOrders(db, { status, hubId, hubIds: hubFilterOfStaff(staff.staff) }, { page, limit });
    },
    advanceShopOrder: async (request, reply) => {
      const staff = requireStaff(request);
      const { status, pickUpCode, idCheck } = request.body;
      const { view, staffName, proof } = await advanceShopOrder(
        db,
        staff,
        request.params.shopOrderId,
        { to: status, pickUpCode, idCheck },
        now(),
      );
      // The audit log says how a hand-over was proven and by whom; the code itself is never logged.
      recordStaffAction(request, {
        targetType: "shopOrder",
        targetId: view.id,
        after: {
          status,
          staffName,
          ...(proof?.kind === "id-check" ? { proof: "id-check", idLast4: proof.idLast4.toUpperCase() } : {}),
          ...(proof?.kind === "code" ? { proof: "code" } : {}),
        },
      });
      reply.code(200);
      return view;
    },
  };
}
