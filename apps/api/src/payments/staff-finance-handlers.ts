import type { TypedHandlers } from "../http/operation-handler.js";
import { requireStaff } from "../http/caller.js";
import type { PaymentsContext } from "./payment-service.js";
import {
  adjustCustomerLedger,
  listCustomerLedger,
  listStaffPayments,
  staffPaymentsCsv,
} from "./staff-finance-service.js";

export function staffFinanceHandlers({ db }: Pick<PaymentsContext, "db">): TypedHandlers {
  return {
    listStaffPayments: async (request) => {
      requireStaff(request);
      const { page = 0, limit = 50, ...filters } = request.query;
      return listStaffPayments(db, filters, { page, limit });
    },
    downloadStaffPaymentsCsv: async (request, reply) => {
      requireStaff(request);
      const csv = await staffPaymentsCsv(db, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="payments.csv"')
        .header("cache-control", "no-store")
        .send(csv);
    },
    listCustomerLedger: async (request) => {
      const { customerId } = request.params;
      const { account, page = 0, limit = 20 } = request.query;
      return listCustomerLedger(db, customerId, { account, page, limit });
    },
    adjustCustomerLedger: async (request, reply) => {
      const staff = requireStaff(request);
      const { customerId } = request.params;
      const key = String(request.headers["idempotency-key"]);
      const { adjustment, isReplay } = await adjustCustomerLedger(
        db,
        staff.userId,
        customerId,
        key,
        request.body,
      );
      reply.code(isReplay ? 200 : 201);
      return adjustment;
    },
  };
}
