import { staffWorksAtHub, type StaffScope } from "@freight/domain/staff/staff-roles";
import { notFound, type HttpError } from "./http-error.js";

/*
 * A dispatcher's hubs: one rule, one answer, for every staff call. A dispatcher works at the hubs on their
 * account only (the domain's staffWorksAtHub), and the API does not reveal another hub's orders to them: a call
 * on a booking or a shop order of a hub they do not work at (its status, notes, slot, invoices, check-in code at
 * the gate, fulfilment) answers 404 word for word as for one that does not exist ("Order 12 was not found", the
 * answer the customer calls give too); another hub's dock day answers as a hub that does not exist. Never 403,
 * which would confirm the order is there. Lists are narrowed to their hubs (the domain's hubFilterOfStaff).
 */

/** What every call answers for an order that does not exist, or that the caller may not see. */
export function noSuchOrder(orderId: number): HttpError {
  return notFound(`Order ${orderId} was not found`);
}

/**
 * `row` (an order, a shop order, anything of a hub) when it exists and the staff member works at its hub;
 * otherwise the `missing` answer, the same in both cases.
 */
export function atStaffHub<Row extends { hubId: number }>(
  staff: StaffScope,
  row: Row | undefined,
  missing: () => HttpError,
): Row {
  if (!row || !staffWorksAtHub(staff, row.hubId)) throw missing();
  return row;
}
