import type { Database } from "../../db/client.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import type { QueryOf } from "../../openapi/contract-types.js";
import { requireStaff } from "../accounts/current-user.js";
import { getStaffCustomer, listStaffCustomers } from "./staff-customers-service.js";

export function staffCustomersHandlers({ db }: { db: Database }): TypedHandlers {
  return {
    listStaffCustomers: async (request) => {
      requireStaff(request);
      const { search, page = 0, limit = 50 } = request.query as QueryOf<"listStaffCustomers">;
      return listStaffCustomers(db, { search, page, limit });
    },
    getStaffCustomer: async (request) => {
      requireStaff(request);
      const { customerId } = request.params as { customerId: number };
      return getStaffCustomer(db, customerId);
    },
  };
}
