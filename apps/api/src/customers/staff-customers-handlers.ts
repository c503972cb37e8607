import { hubFilterOfStaff } from "@freight/domain/staff/staff-roles";
import type { Database } from "../db/client.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { requireStaff } from "../http/caller.js";
import { getStaffCustomerCompanies } from "./staff-customer-companies.js";
import { getStaffCustomerReferrals } from "./staff-customer-referrals.js";
import { getStaffCustomer, listStaffCustomers } from "./staff-customers-service.js";

export function staffCustomersHandlers({ db }: { db: Database }): TypedHandlers {
  return {
    listStaffCustomers: async (request) => {
      const staff = requireStaff(request);
      const { search, page = 0, limit = 50 } = request.query;
      return listStaffCustomers(db, { search, page, limit, hubIds: hubFilterOfStaff(staff.staff) });
    },
    getStaffCustomer: async (request) => {
      requireStaff(request);
      const { customerId } = request.params;
      return getStaffCustomer(db, customerId);
    },
    getStaffCustomerCompanies: async (request) => {
      requireStaff(request);
      return getStaffCustomerCompanies(db, request.params.customerId);
    },
    getStaffCustomerReferrals: async (request) => {
      requireStaff(request);
      const { customerId } = request.params;
      return getStaffCustomerReferrals(db, customerId);
    },
  };
}
