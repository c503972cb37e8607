import type { TypedHandlers } from "../../http/operation-handler.js";
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
      const { hubId } = request.params;
      const { date } = request.query;
      return readDockDay(db, hubId, date, services.now());
    },
    changeDockSlots: async (request) => {
      requireStaff(request);
      const { hubId } = request.params;
      return changeDockSlots(db, hubId, request.body, services.now());
    },
    findOrderByCheckInCode: async (request) => {
      requireStaff(request);
      const { checkincode } = request.query;
      const row = await findOrderByCode(services, checkincode);
      return toOrder(db, row, { publicApiUrl: services.publicApiUrl, now: services.now(), forStaff: true });
    },
    moveOrderToSlot: async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const row = await moveOrderToSlot(
        services,
        staff.userId,
        id,
        request.body,
      );
      return toOrder(db, row, { publicApiUrl: services.publicApiUrl, now: services.now(), forStaff: true });
    },
  };
}
