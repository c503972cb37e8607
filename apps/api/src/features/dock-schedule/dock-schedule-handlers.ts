import type { TypedHandlers } from "../../http/operation-handler.js";
import type { BodyOf, QueryOf } from "../../openapi/contract-types.js";
import { requireStaff } from "../accounts/current-user.js";
import type { OrderServices } from "../orders/order-booking-service.js";
import { findOrderByCode } from "../orders/driver-check-in-service.js";
import { moveOrderToSlot } from "../orders/order-slot-move-service.js";
import { toOrder } from "../orders/order-views.js";
import { changeDockSlots, readDockDay } from "./dock-schedule-service.js";

export function dockScheduleHandlers(services: OrderServices): TypedHandlers {
  const { db } = services;
  return {
    getDockDay: async (request) => {
      requireStaff(request);
      const { hubId } = request.params as { hubId: number };
      const { date } = request.query as QueryOf<"getDockDay">;
      return readDockDay(db, hubId, date, services.now());
    },
    changeDockSlots: async (request) => {
      requireStaff(request);
      const { hubId } = request.params as { hubId: number };
      return changeDockSlots(db, hubId, request.body as BodyOf<"changeDockSlots">, services.now());
    },
    findOrderByCheckInCode: async (request) => {
      requireStaff(request);
      const { checkincode } = request.query as QueryOf<"findOrderByCheckInCode">;
      const row = await findOrderByCode(services, checkincode);
      return toOrder(db, row, { publicApiUrl: services.publicApiUrl, now: services.now(), forStaff: true });
    },
    moveOrderToSlot: async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params as { id: number };
      const row = await moveOrderToSlot(
        services,
        staff.userId,
        id,
        request.body as BodyOf<"moveOrderToSlot">,
      );
      return toOrder(db, row, { publicApiUrl: services.publicApiUrl, now: services.now(), forStaff: true });
    },
  };
}
