import { hubFilterOfStaff, staffRoleMay } from "@freight/domain/staff/staff-roles";
import type { AuthUser } from "../http/caller.js";
import type { Caller } from "./order-booking-service.js";

/**
 * Who reads or changes an order: a customer (their own orders), or staff whose role reads orders (a dispatcher:
 * their hubs' only). Staff whose role does not (an editor) see no order, as a customer sees no other's.
 */
export function orderCallerOf(user: AuthUser): Caller {
  const isStaff =
    user.role === "staff" && user.staff !== null && staffRoleMay(user.staff.role, "orders.read");
  const staffHubIds = user.staff ? hubFilterOfStaff(user.staff) : undefined;
  return {
    userId: user.userId,
    actorUserId: user.personId,
    isStaff,
    ...(staffHubIds ? { staffHubIds } : {}),
  };
}
