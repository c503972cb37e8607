import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOperations, loadContract } from "../src/openapi/contract.js";
import { createTestApp, type TestApp } from "./test-app.js";

const operations = listOperations(loadContract());
const registered: { method: string; url: string }[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) registered.push({ method: one.toLowerCase(), url });
    },
  });
});
afterAll(() => testApp.close());

function samplePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, "1");
}

function toFastifyUrl(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

describe("buildApp routes", () => {
  it("serves every operation of openapi.yaml at its method and path", async () => {
    expect(operations.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const operation of operations) {
      const response = await testApp.app.inject({
        method: operation.method.toUpperCase() as "GET",
        url: samplePath(operation.path),
      });
      const body = String(response.headers["content-type"] ?? "").includes("json")
        ? (response.json() as { message?: string })
        : {};
      if (response.statusCode === 404 && body.message?.startsWith("There is no ")) {
        missing.push(`${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("serves no route outside the document besides /docs and /media", () => {
    const documented = new Set(
      operations.map((operation) => `${operation.method} ${toFastifyUrl(operation.path)}`),
    );
    const undocumented = registered
      .filter((route) => route.method !== "head" && route.method !== "options")
      .filter((route) => !route.url.startsWith("/docs") && !route.url.startsWith("/media/"))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documented.has(route));
    expect(undocumented).toEqual([]);
  });

  it("has a handler for every operation: none answers 501", async () => {
    const notImplemented: string[] = [];
    for (const operation of operations) {
      const response = await testApp.app.inject({
        method: operation.method.toUpperCase() as "GET",
        url: samplePath(operation.path),
      });
      if (response.statusCode === 501) notImplemented.push(operation.operationId);
    }
    expect(notImplemented).toEqual([]);
  });

  it("answers an unknown path with 404 in the Error shape", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "There is no GET /no-such-thing in this API",
    });
  });
});
