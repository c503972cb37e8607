import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../src/openapi/contract.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { operationsWithBody, type BodyOperation } from "./contract-walk.js";

// Every operation of the contract that takes a request body, so a new one is covered by construction.
const operations = operationsWithBody(loadContract());

let testApp: TestApp;
let customer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp);
});
afterAll(() => testApp.close());

const boundary = "----contract-test-boundary";

/** A well-formed body of each content type, carrying the given fields. */
const bodies: Record<string, (fields: Record<string, string>) => { contentType?: string; payload: string }> =
  {
    "application/json": (fields) => ({ contentType: "application/json", payload: JSON.stringify(fields) }),
    "application/x-www-form-urlencoded": (fields) => ({
      contentType: "application/x-www-form-urlencoded",
      payload: new URLSearchParams(fields).toString(),
    }),
    "multipart/form-data": (fields) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload:
        Object.entries(fields)
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join("") + `--${boundary}--\r\n`,
    }),
    "text/plain": (fields) => ({ contentType: "text/plain", payload: Object.values(fields).join("\n") }),
    "application/xml": (fields) => ({
      contentType: "application/xml",
      payload: `<body>${Object.values(fields).join("")}</body>`,
    }),
    // A body with no Content-Type header at all.
    none: (fields) => ({ payload: JSON.stringify(fields) }),
  };

function send(
  operation: BodyOperation,
  body: { contentType?: string; payload: string } | undefined,
): Promise<LightMyRequestResponse> {
  const user = operation.path.startsWith("/staff") ? staff : customer;
  const headers: Record<string, string> = { ...user.headers, "idempotency-key": "contract-test-key-0001" };
  if (body?.contentType) headers["content-type"] = body.contentType;
  return testApp.app.inject({
    method: operation.method.toUpperCase() as InjectOptions["method"],
    url: operation.path.replace(/\{[^}]+\}/g, "1"),
    headers,
    ...(body ? { payload: body.payload } : {}),
  });
}

function describeAnswer(operation: BodyOperation, label: string, response: LightMyRequestResponse): string {
  return `${operation.operationId} ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
}

/**
 * Every top-level field made invalid in any content type: a free string one character longer than its
 * maxLength, anything else (numbers, booleans, enums, dates, e-mails, patterns) the text "x".
 */
function invalidFields(operation: BodyOperation): Record<string, string> {
  const fields = Object.entries(operation.fields);
  if (fields.length === 0) return { unexpected: "x" };
  return Object.fromEntries(
    fields.map(([name, schema]) => {
      const isFreeText = schema.type === "string" && !schema.enum && !schema.pattern && !schema.format;
      return [name, isFreeText ? "x".repeat((schema.maxLength ?? 10_000) + 1) : "x"];
    }),
  );
}

describe("request bodies are accepted only in the content types the contract declares", () => {
  it("finds the operations with a body in the contract", () => {
    expect(operations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(["changePassword", "updateProfile", "createOrder", "submitSandboxCheckout"]),
    );
  });

  it("answers 415 with a message for every undeclared content type of every operation", async () => {
    const failures: string[] = [];
    await Promise.all(
      operations.flatMap((operation) =>
        Object.entries(bodies)
          .filter(([mediaType]) => !operation.mediaTypes.includes(mediaType))
          .map(async ([mediaType, makeBody]) => {
            const response = await send(operation, makeBody({ a: "1" }));
            const message = (response.json() as { message?: string }).message ?? "";
            if (response.statusCode !== 415 || message.length === 0) {
              failures.push(describeAnswer(operation, mediaType, response));
            }
          }),
      ),
    );
    expect(failures).toEqual([]);
  });

  it("refuses an invalid body in every content type, declared (400) or not (415), never 2xx or 5xx", async () => {
    const failures: string[] = [];
    await Promise.all(
      operations.flatMap((operation) =>
        Object.entries(bodies).map(async ([mediaType, makeBody]) => {
          const response = await send(operation, makeBody(invalidFields(operation)));
          const expected = operation.mediaTypes.includes(mediaType) ? 400 : 415;
          if (response.statusCode !== expected) failures.push(describeAnswer(operation, mediaType, response));
        }),
      ),
    );
    expect(failures).toEqual([]);
  });

  it("answers a missing required body with 400 and a message", async () => {
    const failures: string[] = [];
    await Promise.all(
      operations
        .filter((operation) => operation.isRequired)
        .map(async (operation) => {
          const response = await send(operation, undefined);
          const message = (response.json() as { message?: string }).message ?? "";
          if (response.statusCode !== 400 || message.length === 0) {
            failures.push(describeAnswer(operation, "no body", response));
          }
        }),
    );
    expect(failures).toEqual([]);
  });

  it("answers a malformed multipart body with 400 and a message, for every operation that takes multipart", async () => {
    const multipart = operations.filter((operation) => operation.mediaTypes.includes("multipart/form-data"));
    expect(multipart.length).toBeGreaterThan(0);
    const malformed = [
      { contentType: "multipart/form-data", payload: "x" },
      { contentType: `multipart/form-data; boundary=${boundary}`, payload: "x" },
      { contentType: `multipart/form-data; boundary=${boundary}`, payload: `--${boundary}\r\nbroken` },
      { contentType: `multipart/form-data; boundary=${boundary}`, payload: "" },
    ];
    const failures: string[] = [];
    for (const operation of multipart) {
      for (const body of malformed) {
        const response = await send(operation, body);
        const message = (response.json() as { message?: string }).message ?? "";
        if (response.statusCode !== 400 || message.length === 0) {
          failures.push(describeAnswer(operation, JSON.stringify(body), response));
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("the reproductions of issue 11", () => {
  it("refuses a form-encoded password change and keeps the old password", async () => {
    const user = await createSignedInUser(testApp);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: { ...user.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: `currentPassword=${user.password}&newPassword=a`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      "This call accepts application/json, not application/x-www-form-urlencoded",
    );
    const signIn = await testApp.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: user.email, password: "a" },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("does not coerce JSON numbers from strings, arrays or hex", async () => {
    for (const amount of ["0x10000", "65536", [65536], "6.5536e4", true]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: {
          ...customer.headers,
          "idempotency-key": `coerce-${JSON.stringify(amount).length}-${String(amount)}`,
        },
        payload: { flow: "top-up", method: "card", amount, useBonuses: false, useBalance: false },
      });
      expect(response.statusCode, JSON.stringify(amount)).toBe(400);
      expect(response.json().message).toBe("amount must be a whole number");
    }
  });

  it("refuses twoStepAuth that is not a boolean with 400", async () => {
    const response = await testApp.app.inject({
      method: "PATCH",
      url: "/users/me",
      headers: customer.headers,
      payload: { twoStepAuth: "zzz" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("twoStepAuth must be true or false");
  });

  it("refuses a text/plain booking before it reaches the handler", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/order",
      headers: { ...customer.headers, "content-type": "text/plain" },
      payload: '{"hubId":1}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      "This call accepts multipart/form-data or application/json, not text/plain",
    );
  });
});
