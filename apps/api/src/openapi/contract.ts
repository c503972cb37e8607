import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse } from "yaml";

const require = createRequire(import.meta.url);

export const httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
type HttpMethod = (typeof httpMethods)[number];

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. /order/{id}. */
  path: string;
  tags: string[];
}

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const contractPath = require.resolve("@freight/api-client/openapi.yaml");

/** Reads packages/api-client/openapi.yaml, the single source of the routes. */
export function loadContract(): OpenApiDocument {
  return parse(readFileSync(contractPath, "utf8")) as OpenApiDocument;
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method] as { operationId?: string; tags?: string[] } | undefined;
      if (!operation) continue;
      operations.push({
        operationId: operation.operationId ?? `${method} ${path}`,
        method,
        path,
        tags: operation.tags ?? [],
      });
    }
  }
  return operations;
}

/**
 * The document without its development-only operations (`x-dev-only: true`), for production:
 * those routes then do not exist at all, not even as a 404 handler.
 */
export function withoutDevOnlyOperations(document: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([key, operation]) =>
          !(httpMethods as readonly string[]).includes(key) ||
          (operation as { "x-dev-only"?: boolean })["x-dev-only"] !== true,
      ),
    );
    if (httpMethods.some((method) => method in kept)) paths[path] = kept;
  }
  return { ...document, paths };
}
