import { CONTRACT_OPERATIONS, type ContractOperation } from "@freight/api-client/operation-index";
import { apiKeyRolesFor } from "@freight/domain/access/operation-access";
import type { ApiKeyRole } from "@freight/domain/companies/company-roles";

export interface KeyOperation extends ContractOperation {
  roles: ApiKeyRole[];
}

/** The contract's operations an API key of some role may call, in the contract's order, with those roles. */
export function keyOperations(): KeyOperation[] {
  return CONTRACT_OPERATIONS.map((operation) => ({
    ...operation,
    roles: apiKeyRolesFor(operation.operationId),
  })).filter((operation) => operation.roles.length > 0);
}
