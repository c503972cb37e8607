import { staffRoleMayCall } from "@freight/domain/access/operation-access";
import { isStaffRole } from "@freight/domain/staff/staff-roles";

/**
 * Whether the signed-in staff member's role may call an API operation, from the domain's access table the API
 * guards with: a page shows an action, a section or a read only when the API would let its caller make it.
 */
export function staffMay(self: { role: string }, operationId: string): boolean {
  return isStaffRole(self.role) && staffRoleMayCall(self.role, operationId);
}
