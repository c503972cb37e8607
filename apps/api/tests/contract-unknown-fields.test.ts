import type { InjectOptions, LightMyRequestResponse } from "fastify";
import {
  OPERATION_ACCESS,
  operationAccessDecision,
  type OperationCaller,
} from "@freight/domain/access/operation-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../src/openapi/contract.js";
import {
  baselineValue,
  listContractOperations,
  type ContractOperation,
  type Schema,
} from "./contract-walk.js";
import { pngBytes } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

/*
 * The contract closes every request object (`additionalProperties: false`) and the API enforces it: a field the
 * contract does not declare, at any depth and in any content type (JSON, form, multipart fields and the JSON of a
 * multipart part), is a 400 naming it, never dropped in silence. So is a query parameter the contract does not
 * declare. Every operation of the contract is walked, so a new one is covered by construction; that every request
 * object of the contract is closed is checked in packages/api-client/src/contract.test.ts.
 */

const contract = loadContract();
const operations = listContractOperations(contract);
const UNKNOWN = "unexpectedField";
/**
 * Bodies that are someone else's shape on purpose: Stripe's and Authorize.net's events, Twilio's inbound texts (their
 * signature is checked).
 */
const OPEN_ON_PURPOSE = new Set(["stripeWebhook", "authorizeNetWebhook", "receiveSmsReply"]);

let testApp: TestApp;
const callers: { as: OperationCaller; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  callers.push({ as: { kind: "customer" }, headers: (await createSignedInUser(testApp)).headers });
  callers.push({
    as: { kind: "staff", role: "admin" },
    headers: (await createStaffUser(testApp, { staffRole: "admin" })).headers,
  });
  callers.push({ as: { kind: "visitor" }, headers: {} });
});
afterAll(() => testApp.close());

/** A caller the access table lets through, so the answer is about what was sent; undefined when nobody may call. */
function callerFor(operation: ContractOperation): Record<string, string> | undefined {
  const access = OPERATION_ACCESS[operation.operationId];
  return callers.find((caller) => operationAccessDecision(access, caller.as).allowed)?.headers;
}

function urlOf(operation: ContractOperation): string {
  return operation.parameters
    .filter((parameter) => parameter.in === "path")
    .reduce(
      (url, parameter) =>
        url.replace(
          `{${parameter.name}}`,
          encodeURIComponent(String(baselineValue(contract, parameter.schema))),
        ),
      operation.path,
    );
}

function requiredQuery(operation: ContractOperation): Record<string, string> {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === "query" && parameter.required)
      .map((parameter) => [
        parameter.name,
        String(baselineValue(contract, parameter.schema, parameter.name)),
      ]),
  );
}

function send(
  operation: ContractOperation,
  headers: Record<string, string>,
  extra: Pick<InjectOptions, "payload" | "query" | "headers">,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: operation.method.toUpperCase() as InjectOptions["method"],
    url: urlOf(operation),
    query: { ...requiredQuery(operation), ...(extra.query as Record<string, string> | undefined) },
    headers: { ...headers, "idempotency-key": `unknown-fields-${operation.operationId}`, ...extra.headers },
    ...(extra.payload === undefined ? {} : { payload: extra.payload }),
  });
}

/** Every place in a value where an object sits (the root, nested objects, each list's first item), as a path. */
function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length > 0 ? objectPaths(value[0], [...path, 0]) : [];
  if (value === null || typeof value !== "object") return [];
  return [
    path,
    ...Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      objectPaths(child, [...path, key]),
    ),
  ];
}

/** A copy of `value` with the unknown field added to the object at `path`. */
function withUnknownAt(value: unknown, path: readonly (string | number)[]): unknown {
  if (path.length === 0) return { ...(value as object), [UNKNOWN]: "x" };
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withUnknownAt(item, rest) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: withUnknownAt(record[head as string], rest) };
}

function expectation(path: readonly (string | number)[]): string {
  return `Unknown field ${[...path, UNKNOWN].join(".")}: this call does not take it`;
}

const boundary = "----unknown-fields-boundary";

/** A multipart body: text fields as parts, each octet-stream field a small PNG file part. */
function multipart(fields: Record<string, unknown>, fileFields: readonly string[]): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === "string" ? value : JSON.stringify(value)}\r\n`,
  );
  const files = fileFields.map(
    (name) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${pngBytes.toString("latin1")}\r\n`,
  );
  return [...parts, ...files].join("") + `--${boundary}--\r\n`;
}

/** The required file parts of a multipart body, sent as a small PNG so the only thing wrong is the unknown field. */
function requiredFileParts(schema: Schema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.contentMediaType === "application/octet-stream")
    .map(([name]) => name)
    .filter((name) => (schema.required ?? []).includes(name));
}

interface Attempt {
  label: string;
  payload: string | object;
  contentType: string;
  expected: string;
}

/** One attempt per place an unknown field can be put in one body of the operation. */
function attempts(operation: ContractOperation): Attempt[] {
  return Object.entries(operation.bodies).flatMap(([mediaType, schema]): Attempt[] => {
    const baseline = (baselineValue(contract, schema) ?? {}) as Record<string, unknown>;
    if (mediaType === "application/json") {
      return objectPaths(baseline).map((path) => ({
        label: `json ${[...path, UNKNOWN].join(".")}`,
        payload: JSON.stringify(withUnknownAt(baseline, path)),
        contentType: "application/json",
        expected: expectation(path),
      }));
    }
    if (mediaType === "application/x-www-form-urlencoded") {
      const fields = Object.fromEntries(Object.entries(baseline).map(([key, value]) => [key, String(value)]));
      return [
        {
          label: `form ${UNKNOWN}`,
          payload: new URLSearchParams({ ...fields, [UNKNOWN]: "x" }).toString(),
          contentType: mediaType,
          expected: expectation([]),
        },
      ];
    }
    if (mediaType === "multipart/form-data") {
      const files = requiredFileParts(schema);
      const contentType = `multipart/form-data; boundary=${boundary}`;
      const inParts = Object.entries(baseline).flatMap(([name, text]) => {
        if (typeof text !== "string" || !schema.properties?.[name]?.contentSchema) return [];
        const part = JSON.parse(text) as unknown;
        return objectPaths(part).map((path) => ({
          label: `multipart ${name} part ${[...path, UNKNOWN].join(".")}`,
          payload: multipart({ ...baseline, [name]: JSON.stringify(withUnknownAt(part, path)) }, files),
          contentType,
          expected: expectation([name, ...path]),
        }));
      });
      return [
        {
          label: `multipart ${UNKNOWN}`,
          payload: multipart({ ...baseline, [UNKNOWN]: "x" }, files),
          contentType,
          expected: expectation([]),
        },
        ...inParts,
      ];
    }
    return [];
  });
}

/** A body the operation takes (its baseline, in its first declared content type), or none when it takes none. */
function validBody(operation: ContractOperation): Pick<InjectOptions, "payload" | "headers"> {
  const [mediaType, schema] = Object.entries(operation.bodies)[0] ?? [];
  if (!mediaType || !schema) return {};
  const baseline = (baselineValue(contract, schema) ?? {}) as Record<string, unknown>;
  if (mediaType === "multipart/form-data") {
    const files = requiredFileParts(schema);
    return {
      payload: multipart(baseline, files),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    };
  }
  if (mediaType === "application/x-www-form-urlencoded") {
    const fields = Object.fromEntries(Object.entries(baseline).map(([key, value]) => [key, String(value)]));
    return { payload: new URLSearchParams(fields).toString(), headers: { "content-type": mediaType } };
  }
  return { payload: JSON.stringify(baseline), headers: { "content-type": mediaType } };
}

describe("a field the contract does not declare", () => {
  const withBodies = operations.filter(
    (operation) => Object.keys(operation.bodies).length > 0 && !OPEN_ON_PURPOSE.has(operation.operationId),
  );

  it("in any body, at any depth, in every content type, is a 400 naming it", async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const operation of withBodies) {
      const headers = callerFor(operation);
      if (!headers) continue;
      for (const attempt of attempts(operation)) {
        sent += 1;
        const response = await send(operation, headers, {
          payload: attempt.payload,
          headers: { "content-type": attempt.contentType },
        });
        const message = String((response.json() as { message?: unknown }).message ?? "");
        if (response.statusCode !== 400 || !message.includes(attempt.expected)) {
          problems.push(
            `${operation.operationId} ${attempt.label} → ${response.statusCode} ${message.slice(0, 200)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(withBodies.length);
    expect(problems).toEqual([]);
  });

  it("in the query of any operation, is a 400 naming it", async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const headers = callerFor(operation);
      if (!headers) continue;
      const response = await send(operation, headers, {
        ...validBody(operation),
        query: { unexpectedParameter: "x" },
      });
      const message = String((response.json() as { message?: unknown }).message ?? "");
      const expected = "Unknown query parameter unexpectedParameter: this call does not take it";
      if (response.statusCode !== 400 || message !== expected) {
        problems.push(`${operation.operationId} → ${response.statusCode} ${message.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("is refused where the issue found it: a shop order with a price on an item, or a total", async () => {
    const customer = await createSignedInUser(testApp);
    const hubs = (await testApp.app.inject("/hubs-for-index")).json() as { id: number }[];
    const order = { hubId: hubs[0]?.id, items: [{ productId: 1, quantity: 1 }] };
    const cases: [object, string][] = [
      [{ ...order, items: [{ productId: 1, quantity: 1, price: 1, unitPrice: 1 }] }, "items.0.price"],
      [{ ...order, items: [{ productId: 1, quantity: 1, unitPrice: 1 }] }, "items.0.unitPrice"],
      [{ ...order, total: 1 }, "total"],
    ];
    for (const [payload, field] of cases) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/shop-orders",
        headers: { ...customer.headers, "idempotency-key": `unknown-fields-shop-order-${field}` },
        payload,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({
        message: `Unknown field ${field}: this call does not take it`,
        fieldErrors: [{ field }],
      });
    }
  });
});
