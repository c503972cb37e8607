import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../src/openapi/contract.js";
import {
  baselineValue,
  bodyFieldTargets,
  listContractOperations,
  parameterKind,
  setAt,
  type ContractOperation,
  type FieldKind,
  type FieldTarget,
} from "./contract-walk.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createTestApp, type TestApp } from "./test-app.js";

// The corpus sits beside the repository (../shared/corpora). Without it this suite must fail, not shrink.
const naughtyCorpus = naughtyStrings();

const contract = loadContract();
const operations = listContractOperations(contract);

/** A value sent in place of one field: `json` is raw JSON text for JSON bodies, `text` the field's text elsewhere. */
interface FuzzValue {
  label: string;
  json: string;
  text: string | string[];
}

function textValue(text: string): FuzzValue {
  return { label: JSON.stringify(text).slice(0, 60), json: JSON.stringify(text), text };
}

const specialTexts = ["\u0000", "a\u0000b", "\ud800", "a\udfffb", "", " ", "x".repeat(100_000)].map(
  textValue,
);

const specialNumbers: FuzzValue[] = [
  ["2147483648", "2147483648"],
  ["9007199254740993", "9007199254740993"],
  ["1e309", "1e309"],
  ["-1", "-1"],
  ["0", "0"],
  ["1.5", "1.5"],
  ['"0x10"', "0x10"],
  ['"1e3"', "1e3"],
  ["[1]", ["1", "2"]],
  ["null", "Infinity"],
].map(([json, text]) => ({ label: `number ${json}`, json: json as string, text: text as string | string[] }));

const specialInstants = [
  "9999-12-31T23:59:59Z",
  "0000-01-01T00:00:00Z",
  "1969-12-31T23:59:59Z",
  "2000-01-01T00:00:00Z",
  "2100-12-31T23:59:59Z",
  "2100-12-31T23:59:59-12:00",
  "+275760-09-13T00:00:00Z",
  "2024-02-30T00:00:00Z",
  "2031-03-04T17:00:00.999999999+14:00",
].map(textValue);

const specialDates = [
  "9999-12-31",
  "0000-01-01",
  "1969-12-31",
  "2000-01-01",
  "2100-12-31",
  "2024-02-29",
  "+275760-09-13",
  "2031-13-01",
].map(textValue);

/**
 * Inside the JSON text of a multipart part the same schema is fuzzed in full through the operation's JSON body,
 * so the part gets the short list: NUL, a lone surrogate, a huge number and year 9999.
 */
function partValuesFor(kind: FieldKind): FuzzValue[] {
  switch (kind) {
    case "integer":
    case "number":
      return specialNumbers.filter((value) => ["2147483648", "1e309", '"0x10"'].includes(value.json));
    case "date-time":
      return [specialInstants[0], specialTexts[0]].filter((value) => value !== undefined);
    case "date":
      return [specialDates[0], specialTexts[0]].filter((value) => value !== undefined);
    default:
      return specialTexts.slice(0, 3);
  }
}

function valuesFor(kind: FieldKind): FuzzValue[] {
  switch (kind) {
    case "integer":
    case "number":
      return specialNumbers;
    case "date-time":
      return [...specialInstants, ...specialTexts];
    case "date":
      return [...specialDates, ...specialTexts];
    default:
      return specialTexts;
  }
}

/** Percent-encodes text, lone surrogates included (as the bytes a careless client would send). */
function percentEncode(text: string): string {
  let encoded = "";
  for (const character of text) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

const marker = "\u0001fuzz\u0001";
const markerJson = JSON.stringify(marker);
const boundary = "----fuzz-boundary";

let testApp: TestApp;
let customer: SignedInUser;
let staff: SignedInUser;
let requestCount = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp);
  // Ids in baseline requests are 1: the customer's first order, its invoice and a payment exist, so calls
  // about them get past "not found" and the fuzzed field reaches the service.
  const booked = await testApp.app.inject({
    method: "POST",
    url: "/order",
    headers: customer.headers,
    payload: baselineValue(contract, { $ref: "#/components/schemas/OrderInput" }) as object,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const orderId = (booked.json() as { id: number }).id;
  const invoice = await testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${orderId}/invoices`,
    headers: staff.headers,
    payload: { amount: 2500 },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  const payment = await testApp.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: { ...customer.headers, "idempotency-key": "fuzz-setup-payment" },
    payload: { flow: "top-up", method: "card", amount: 1000, useBonuses: false, useBalance: false },
  });
  expect(payment.statusCode, payment.body).toBe(200);
});
afterAll(() => testApp.close());

type Replacement =
  | { in: "query" | "path" | "header"; name: string; value: FuzzValue }
  | { in: "body"; target: FieldTarget; value: FuzzValue };

/** The operation's valid request, with one field replaced. */
function buildRequest(
  operation: ContractOperation,
  mediaType: string | undefined,
  replacement: Replacement,
): InjectOptions {
  requestCount += 1;
  const user = operation.path.startsWith("/staff") ? staff : customer;
  const headers: Record<string, string> = { ...user.headers };
  const query: string[] = [];
  let path = operation.path;
  for (const parameter of operation.parameters) {
    const isReplaced = replacement.in === parameter.in && replacement.name === parameter.name;
    const baseline = baselineValue(contract, parameter.schema, parameter.name);
    const baselineText = parameter.in === "header" ? `fuzz-key-${requestCount}` : String(baseline);
    const texts = [
      isReplaced ? replacement.value.text : Array.isArray(baseline) ? baseline.map(String) : baselineText,
    ].flat();
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, percentEncode(texts[0] ?? ""));
    if (parameter.in === "query")
      for (const text of texts) query.push(`${encodeURIComponent(parameter.name)}=${percentEncode(text)}`);
    if (parameter.in === "header") headers[parameter.name.toLowerCase()] = texts[0] ?? "";
  }
  const url = query.length > 0 ? `${path}?${query.join("&")}` : path;
  const method = operation.method.toUpperCase() as InjectOptions["method"];
  if (!mediaType) return { method, url, headers };

  const schema = operation.bodies[mediaType] ?? {};
  let body = baselineValue(contract, schema) as Record<string, unknown>;
  const bodyTarget = replacement.in === "body" ? replacement : undefined;
  if (bodyTarget?.target.inJsonPart) {
    const part = bodyTarget.target.inJsonPart;
    const inner = JSON.stringify(setAt(JSON.parse(String(body[part])), bodyTarget.target.path, marker));
    body = { ...body, [part]: inner.replace(markerJson, bodyTarget.value.json) };
  } else if (bodyTarget) {
    body = setAt(body, bodyTarget.target.path, marker) as Record<string, unknown>;
  }
  const fieldText = (value: unknown): string[] =>
    value === marker && bodyTarget
      ? [bodyTarget.value.text].flat()
      : [typeof value === "string" ? value : JSON.stringify(value)];

  if (mediaType === "application/json") {
    const json = JSON.stringify(body);
    return {
      method,
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload:
        bodyTarget && !bodyTarget.target.inJsonPart ? json.replace(markerJson, bodyTarget.value.json) : json,
    };
  }
  const fields = Object.entries(body).flatMap(([name, value]) =>
    fieldText(value).map((text) => [name, text] as const),
  );
  if (mediaType === "application/x-www-form-urlencoded") {
    return {
      method,
      url,
      headers: { ...headers, "content-type": mediaType },
      payload: fields.map(([name, text]) => `${encodeURIComponent(name)}=${percentEncode(text)}`).join("&"),
    };
  }
  const parts = fields.map(
    ([name, text]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
  );
  return {
    method,
    url,
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
  };
}

interface Probe {
  label: string;
  request: InjectOptions;
}

/** Every string, id, number and date of every operation (parameters and body fields), with each value. */
function probesFor(
  valuesOf: (kind: FieldKind, label: string, inJsonPart: boolean) => FuzzValue[] | undefined,
): Probe[] {
  const probes: Probe[] = [];
  for (const operation of operations) {
    const mediaTypes = Object.keys(operation.bodies);
    for (const parameter of operation.parameters) {
      const kind = parameterKind(contract, parameter);
      const label = `${operation.operationId} ${parameter.in} ${parameter.name}`;
      const values = kind ? valuesOf(kind, label, false) : undefined;
      for (const value of values ?? []) {
        probes.push({
          label: `${label} = ${value.label}`,
          request: buildRequest(operation, mediaTypes[0], {
            in: parameter.in as "query",
            name: parameter.name,
            value,
          }),
        });
      }
    }
    for (const mediaType of mediaTypes) {
      for (const target of bodyFieldTargets(contract, operation.bodies[mediaType] ?? {})) {
        const field = [target.inJsonPart, ...target.path].filter((part) => part !== undefined).join(".");
        const label = `${operation.operationId} ${mediaType} ${field}`;
        for (const value of valuesOf(target.kind, label, target.inJsonPart !== undefined) ?? []) {
          probes.push({
            label: `${label} = ${value.label}`,
            request: buildRequest(operation, mediaType, { in: "body", target, value }),
          });
        }
      }
    }
  }
  return probes;
}

async function serverErrors(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  const batchSize = 25;
  for (let start = 0; start < probes.length; start += batchSize) {
    const batch = probes.slice(start, start + batchSize);
    const responses: LightMyRequestResponse[] = await Promise.all(
      batch.map((probe) => testApp.app.inject(probe.request)),
    );
    responses.forEach((response, index) => {
      if (response.statusCode >= 500)
        failures.push(`${batch[index]?.label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    });
  }
  return failures;
}

describe("every input of every operation against hostile values", () => {
  it("reads the naughty strings corpus", () => {
    expect(naughtyCorpus.length).toBeGreaterThan(400);
  });

  it("never answers 5xx to NUL, lone surrogates, huge numbers or extreme dates in any field", async () => {
    const probes = probesFor((kind, _label, inJsonPart) =>
      inJsonPart ? partValuesFor(kind) : valuesFor(kind),
    );
    expect(probes.length).toBeGreaterThan(1000);
    expect(await serverErrors(probes)).toEqual([]);
  }, 180_000);

  it("never answers 5xx to the naughty strings in a deterministic sample of text fields", async () => {
    // Every 60th text field of the contract in contract order (parameters and bodies, JSON parts aside), so
    // each run probes the same few fields; the profile read-back below covers stored text and jsonb.
    let textFieldIndex = 0;
    const corpus = naughtyCorpus.map(textValue);
    const probes = probesFor((kind, _label, inJsonPart) => {
      if (kind !== "text" || inJsonPart) return undefined;
      textFieldIndex += 1;
      return textFieldIndex % 60 === 1 ? corpus : undefined;
    });
    expect(probes.length).toBeGreaterThanOrEqual(naughtyCorpus.length * 3);
    expect(await serverErrors(probes)).toEqual([]);
  }, 180_000);
});

describe("accepted naughty strings", () => {
  it("read back unchanged from the profile (text and jsonb columns)", async () => {
    const address = { street: "1 Main St", city: "Reno", state: "NV", zipCode: "89501", country: "US" };
    const texts = [...naughtyCorpus, "😀🚚📦", "Ω≈ç√∫˜µ≤≥÷", "\u202e reversed", "\ud83d\ude00"];
    // Ten customers in parallel, each writing and reading back its share of the strings in turn.
    const lanes = 10;
    const accepted = await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const user = await createSignedInUser(testApp);
        let count = 0;
        for (const text of texts.filter((_text, index) => index % lanes === lane)) {
          const update = await testApp.app.inject({
            method: "PATCH",
            url: "/users/me",
            headers: user.headers,
            payload: { name: text, address: { ...address, street: text } },
          });
          expect(update.statusCode, JSON.stringify(text)).toBeLessThan(500);
          if (update.statusCode !== 200) {
            expect(update.statusCode, JSON.stringify(text)).toBe(400);
            continue;
          }
          count += 1;
          const profile = (
            await testApp.app.inject({ method: "GET", url: "/users/me", headers: user.headers })
          ).json() as { name: string; address: { street: string } };
          // The profile trims surrounding white space on purpose; everything else is kept as sent.
          expect(profile.name, JSON.stringify(text)).toBe(text.trim());
          expect(profile.address.street, JSON.stringify(text)).toBe(text.trim());
        }
        return count;
      }),
    );
    expect(accepted.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(400);
  }, 180_000);
});

describe("the reproductions of issue 11 (bad input is a 400 with a message, not a database error)", () => {
  const cases: { url: string; message: string }[] = [
    {
      url: "/supplies?search=%00",
      message: "search must not contain a NUL character or an unpaired UTF-16 surrogate",
    },
    { url: "/supplies?categories=99999999999", message: "categories.0 must be at most 2147483647" },
    { url: "/supplies?page=1e309", message: "page must be a whole number" },
    { url: "/supplies?page=0x10", message: "page must be a whole number" },
    { url: "/supplies?page=1&page=2", message: "page must be a whole number" },
    {
      url: "/price?hub=2147483648&service=1&dateTime=2031-03-04T17:00:00Z",
      message: "hub must be at most 2147483647",
    },
    {
      url: "/price?hub=1&service=1&dateTime=9999-12-31T23:00:00Z",
      message: "dateTime must be a date in the years 2000 to 2100",
    },
    { url: "/map/locations?date=9999-12-31", message: "date must be a date in the years 2000 to 2100" },
  ];
  for (const { url, message } of cases) {
    it(`GET ${url} → 400 "${message}"`, async () => {
      const response = await testApp.app.inject({ method: "GET", url, headers: customer.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  }

  it("refuses a lone surrogate in a jsonb-stored profile field with 400 naming the field", async () => {
    const response = await testApp.app.inject({
      method: "PATCH",
      url: "/users/me",
      headers: customer.headers,
      payload: {
        primaryContact: { firstName: "\ud800", lastName: "Doe", email: "jo@example.com", phoneNumber: "" },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "primaryContact.firstName must not contain a NUL character or an unpaired UTF-16 surrogate",
    );
  });
});
