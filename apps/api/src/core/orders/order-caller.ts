import { hubFilterOfStaff } from "@freight/domain/staff/staff-roles";
import type { AuthUser } from "../../http/caller.js";
import type { Caller } from "./order-booking-service.js";

/** Who reads or changes an order: a customer (their own orders), or staff (a dispatcher: their hubs' only). */
export function orderCallerOf(user: AuthUser): Caller {
  const isStaff = user.role === "staff" && user.staff !== null;
  const staffHubIds = user.staff ? hubFilterOfStaff(user.staff) : undefined;
  return { userId: user.userId, actorUserId: user.personId, isStaff, ...(staffHubIds ? { staffHubIds } : {}) };
}
