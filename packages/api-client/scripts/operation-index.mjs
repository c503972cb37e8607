#!/usr/bin/env node
// Writes src/operation-index.ts from openapi.yaml: every operation's id, method, path and summary, for pages that
// describe the API (the public site's developer reference) without parsing the contract at run time.
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const contract = parse(await readFile(join(packageRoot, "openapi.yaml"), "utf8"));
const methods = ["get", "put", "post", "patch", "delete"];
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  methods
    .filter((method) => item[method]?.operationId)
    .map((method) => ({
      operationId: item[method].operationId,
      method: method.toUpperCase(),
      path,
      summary: String(item[method].summary ?? "").trim(),
    })),
);
const lines = operations.map((operation) => `  ${JSON.stringify(operation)},`);
const source = `// Generated from openapi.yaml by scripts/operation-index.mjs (pnpm generate): do not edit.

/** One operation of the contract: what a reference page lists. */
export interface ContractOperation {
  operationId: string;
  method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE";
  path: string;
  summary: string;
}

/** Every operation of openapi.yaml, in the contract's order. */
export const CONTRACT_OPERATIONS: readonly ContractOperation[] = [
${lines.join("\n")}
];
`;
await writeFile(join(packageRoot, "src/operation-index.ts"), source);
