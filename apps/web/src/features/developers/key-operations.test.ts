import { describe, expect, it } from "vitest";
import { keyOperations } from "./key-operations";

describe("keyOperations", () => {
  it("lists booking for bookers only, history for every key role, and no staff or key-management call", () => {
    const operations = keyOperations();
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get("createOrder")).toMatchObject({ method: "POST", path: "/order", roles: ["booker"] });
    expect(byId.get("listOrderHistory")?.roles).toEqual(["booker", "finance", "viewer"]);
    expect(operations.some((operation) => operation.path.startsWith("/staff/"))).toBe(false);
    expect(byId.has("createApiKey")).toBe(false);
    expect(operations.every((operation) => operation.roles.length > 0)).toBe(true);
  });
});
