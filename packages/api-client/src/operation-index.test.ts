import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONTRACT_OPERATIONS } from "./operation-index";

const contract = parse(readFileSync(new URL("../openapi.yaml", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
};

describe("CONTRACT_OPERATIONS", () => {
  it("lists every operation of openapi.yaml with its method, path and summary (regenerated with the contract)", () => {
    const fromContract = Object.entries(contract.paths).flatMap(([path, item]) =>
      ["get", "put", "post", "patch", "delete"]
        .filter((method) => item[method]?.operationId)
        .map((method) => ({
          operationId: item[method]!.operationId!,
          method: method.toUpperCase(),
          path,
          summary: String(item[method]!.summary ?? "").trim(),
        })),
    );
    expect(CONTRACT_OPERATIONS).toEqual(fromContract);
    expect(CONTRACT_OPERATIONS.find((operation) => operation.operationId === "createOrder")).toMatchObject({
      method: "POST",
      path: "/order",
    });
  });
});
