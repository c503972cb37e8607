import type { TypedHandlers } from "../http/operation-handler.js";
import { requireStaff, type StaffCaller } from "../http/caller.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import { atStaffHub } from "../http/staff-hub-scope.js";
import { orderAtStaffHub } from "../orders/staff-order-access.js";
import type { OrderServices } from "../orders/order-booking-service.js";
import { findOrderByCode, noOrderWithCode } from "../orders/driver-check-in-service.js";
import { moveOrderToSlot } from "../orders/order-slot-move-service.js";
import { toOrder } from "../orders/order-views.js";
import { changeDockSlots, noSuchHub, readDockDay } from "./dock-schedule-service.js";
import { readGateBoard } from "./gate-board-service.js";
import { afterRequestCommit } from "../db/request-transaction.js";

/** Another hub's dock day is, to a dispatcher, a hub that does not exist (src/http/staff-hub-scope.ts). */
function requireStaffHub(staff: StaffCaller, hubId: number): void {
  atStaffHub(staff.staff, { hubId }, () => noSuchHub(hubId));
}

export function dockScheduleHandlers(services: OrderServices): TypedHandlers {
  const { db } = services;
  return {
    getDockDay: async (request) => {
      const { hubId } = request.params;
      requireStaffHub(requireStaff(request), hubId);
      const { date } = request.query;
      return readDockDay(db, hubId, date, services.now());
    },
    changeDockSlots: async (request) => {
      const { hubId } = request.params;
      requireStaffHub(requireStaff(request), hubId);
      const day = await changeDockSlots(db, hubId, request.body, services.now());
      // The map's slots (cached with the hub reads), the site's map and the hub pages' closures ahead show a
      // closed or reopened slot at once.
      afterRequestCommit(() => {
        request.server.publicReadCache.invalidate(["hubs"]);
        void request.server.notifySiteChanged(["map", "hubs"]);
      });
      return day;
    },
    getGateBoard: async (request) => {
      const { hubId } = request.params;
      requireStaffHub(requireStaff(request), hubId);
      return readGateBoard(db, hubId, request.query.date, services.now());
    },
    findOrderByCheckInCode: async (request) => {
      const staff = requireStaff(request);
      const { checkincode } = request.query;
      const row = atStaffHub(staff.staff, await findOrderByCode(services, checkincode), noOrderWithCode);
      return toOrder(db, row, { publicApiUrl: services.publicApiUrl, now: services.now(), forStaff: true });
    },
    moveOrderToSlot: async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const before = await orderAtStaffHub(db, staff, id);
      const row = await moveOrderToSlot(services, staff.userId, id, request.body);
      recordStaffAction(request, {
        targetType: "order",
        targetId: id,
        before: { timeFrom: before.timeFrom.toISOString() },
        after: { timeFrom: row.timeFrom.toISOString() },
      });
      return toOrder(db, row, { publicApiUrl: services.publicApiUrl, now: services.now(), forStaff: true });
    },
  };
}
