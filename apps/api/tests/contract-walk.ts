import { httpMethods, type OpenApiDocument } from "../src/openapi/contract.js";

/**
 * Walks the contract for the contract and fuzz tests: every operation, its parameters and body fields, with a
 * valid baseline value for each, so a new operation or field is tested by construction.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  contentMediaType?: string;
  contentSchema?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
}

interface Parameter {
  $ref?: string;
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  schema: Schema;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** Media type → resolved body schema. */
  bodies: Record<string, Schema>;
  isBodyRequired: boolean;
}

export interface BodyOperation {
  operationId: string;
  method: string;
  path: string;
  mediaTypes: string[];
  isRequired: boolean;
  /** Top-level fields of the first declared body schema. */
  fields: Record<string, Schema>;
}

function resolveSchema(contract: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const [, , section, name] = current.$ref.split("/");
    const components = contract.components as Record<string, Record<string, Schema>>;
    const target = components[section ?? ""]?.[name ?? ""];
    if (!target) throw new Error(`Unresolved ${current.$ref}`);
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return current.allOf ? mergeAllOf(contract, current) : current;
}

/** One schema for an allOf: each part's keywords, their properties and required fields together. */
function mergeAllOf(contract: OpenApiDocument, schema: Schema): Schema {
  const { allOf = [], ...siblings } = schema;
  const parts = [...allOf.map((part) => resolveSchema(contract, part)), siblings];
  const merged: Schema = Object.assign({}, ...parts);
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<
    string,
    Schema
  >;
  const required = [...new Set(parts.flatMap((part) => part.required ?? []))];
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = required;
  return merged;
}

export function listContractOperations(contract: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    const pathParameters = (item.parameters ?? []) as Parameter[];
    for (const method of httpMethods) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const parameters = [...pathParameters, ...(operation.parameters ?? [])].map(
        (parameter) => resolveSchema(contract, parameter as Schema) as unknown as Parameter,
      );
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([mediaType, entry]) => [
          mediaType,
          resolveSchema(contract, entry.schema),
        ]),
      );
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        parameters,
        bodies,
        isBodyRequired: operation.requestBody?.required === true,
      });
    }
  }
  return operations;
}

export function operationsWithBody(contract: OpenApiDocument): BodyOperation[] {
  return listContractOperations(contract)
    .filter((operation) => Object.keys(operation.bodies).length > 0)
    .map((operation) => {
      const first = Object.values(operation.bodies)[0] ?? {};
      return {
        operationId: operation.operationId,
        method: operation.method,
        path: operation.path,
        mediaTypes: Object.keys(operation.bodies),
        isRequired: operation.isBodyRequired,
        fields: Object.fromEntries(
          Object.entries(first.properties ?? {}).map(([name, property]) => [
            name,
            resolveSchema(contract, property),
          ]),
        ),
      };
    });
}

/** Values that satisfy the contract's patterns (a new pattern must be added here, or the walk fails). */
const patternSamples: Record<string, string> = {
  "^\\+[1-9][0-9]{6,14}$": "+15551230000",
  "^[0-9]{4,8}$": "123456",
  "^[A-Za-z0-9_.:-]+$": "fuzz-key-0001",
  "^sbx_[A-Za-z0-9_-]{16,64}$": "sbx_aaaaaaaaaaaaaaaaaaaa",
  "^[0-9a-f]{32}\\.(png|jpg|gif|webp|avif)$": "0123456789abcdef0123456789abcdef.png",
  "^[A-Za-z0-9_-]+$": "fuzz_code_0000000000000",
  "^[A-Za-z]+$": "fuzz",
  "^[a-z][a-z-]*$": "sweep-referral-bonuses",
  "^([01][0-9]|2[0-3]):[0-5][0-9] (AM|PM)$": "07:00 AM",
  "^(([01][0-9]|2[0-3]):[0-5][0-9] (AM|PM))?$": "16:00 PM",
  "^([01][0-9]|2[0-3]):[0-5][0-9]$": "07:00",
  "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$": "18:00",
  "^[0-9a-f]{32}\\.webp$": "0123456789abcdef0123456789abcdef.webp",
};

export type FieldKind = "text" | "date" | "date-time" | "integer" | "number";

function typesOf(schema: Schema): string[] {
  return [schema.type ?? []].flat();
}

/** Free-text fields whose business rules want a particular shape, by field name. */
const textSamplesByName: Record<string, string> = {
  email: "fuzz@example.com",
  phone: "+15551230000",
  phoneNumber: "+15551230000",
  driverPhone: "+15551230000",
  avatar: "/media/hubs/reno.png",
  url: "/media/hubs/reno.png",
  fileUrl: "/media/hubs/reno.png",
  referralCode: "",
};

/** A valid value for the schema: defaults and first enum values, a future slot for instants. */
export function baselineValue(contract: OpenApiDocument, raw: Schema, name = ""): unknown {
  const schema = resolveSchema(contract, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.default ?? schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return baselineValue(contract, variant);
  const types = typesOf(schema);
  if (schema.contentSchema) return JSON.stringify(baselineValue(contract, schema.contentSchema));
  if (types.includes("object") || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(
          ([, property]) => resolveSchema(contract, property).contentMediaType !== "application/octet-stream",
        )
        .map(([field, property]) => [field, baselineValue(contract, property, field)]),
    );
  }
  if (types.includes("array")) return schema.items ? [baselineValue(contract, schema.items)] : [];
  if (types.includes("integer")) return schema.default ?? Math.max(schema.minimum ?? 1, 1);
  if (types.includes("number")) return schema.default ?? 1;
  if (types.includes("boolean")) return schema.default ?? false;
  if (types.includes("string")) {
    if (schema.format === "date-time") return "2031-03-04T17:00:00Z";
    if (schema.format === "date") return "2031-03-04";
    if (schema.format === "email") return "fuzz@example.com";
    if (schema.pattern !== undefined) {
      const sample = patternSamples[schema.pattern];
      if (sample === undefined)
        throw new Error(`Add a sample for the pattern ${schema.pattern} to contract-walk.ts`);
      return sample;
    }
    return schema.default ?? textSamplesByName[name] ?? "fuzz".padEnd(schema.minLength ?? 0, "z");
  }
  return undefined;
}

export interface FieldTarget {
  /** Path within the body (or the parameter's name alone). */
  path: (string | number)[];
  kind: FieldKind;
  /** True inside the JSON text of a multipart part (e.g. the booking's `order` part). */
  inJsonPart?: string;
}

function kindOf(schema: Schema): FieldKind | undefined {
  const types = typesOf(schema);
  if (types.includes("integer")) return "integer";
  if (types.includes("number")) return "number";
  if (types.includes("string")) {
    if (schema.format === "date-time") return "date-time";
    if (schema.format === "date") return "date";
    return "text";
  }
  return undefined;
}

/** Every string, integer and number field of a body schema, however deep (one item of each list). */
export function bodyFieldTargets(
  contract: OpenApiDocument,
  raw: Schema,
  path: (string | number)[] = [],
): FieldTarget[] {
  const schema = resolveSchema(contract, raw);
  const types = typesOf(schema);
  if (schema.properties || types.includes("object")) {
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const resolved = resolveSchema(contract, property);
      if (resolved.contentSchema) {
        return [
          { path: [...path, name], kind: "text" as const },
          ...bodyFieldTargets(contract, resolved.contentSchema).map((target) => ({
            ...target,
            inJsonPart: name,
          })),
        ];
      }
      return bodyFieldTargets(contract, property, [...path, name]);
    });
  }
  if (types.includes("array") && schema.items) return bodyFieldTargets(contract, schema.items, [...path, 0]);
  const kind = kindOf(schema);
  return kind ? [{ path, kind }] : [];
}

export function parameterKind(contract: OpenApiDocument, parameter: Parameter): FieldKind | undefined {
  const schema = resolveSchema(contract, parameter.schema);
  if (typesOf(schema).includes("array") && schema.items) return kindOf(resolveSchema(contract, schema.items));
  return kindOf(schema);
}

/** A copy of `value` with `replacement` at `path`. */
export function setAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head as string]: setAt(record[head as string], rest, replacement) };
}
