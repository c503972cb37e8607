import type { FastifyInstance, FastifyRequest } from "fastify";
import { httpMethods, type OpenApiDocument } from "../openapi/contract.js";
import { HttpError, badRequest } from "./http-error.js";
import { addRouteHook } from "./route-hooks.js";
import { coerceTextInput, textFieldPlan, type TextFieldPlan } from "./text-input.js";
import { findUnsafeText, unsafeTextMessage } from "./unsafe-text.js";
import { unknownFieldMessage } from "./validation-message.js";

/** What the contract declares for an operation's request body. */
interface DeclaredBody {
  /** Lower-case media types of requestBody.content; empty when the operation takes no body. */
  mediaTypes: string[];
  isRequired: boolean;
}

/** Media types whose fields arrive as text and are converted by the field plan before validation. */
const textFieldMediaTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const bodylessMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/** Requests whose body was read completely and reached the input check. */
const checkedRequests = new WeakSet<FastifyRequest>();

function declaredBodies(contract: OpenApiDocument): Map<string, DeclaredBody> {
  const bodies = new Map<string, DeclaredBody>();
  for (const item of Object.values(contract.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method] as
        | { operationId?: string; requestBody?: { required?: boolean; content?: Record<string, unknown> } }
        | undefined;
      if (!operation?.operationId) continue;
      bodies.set(operation.operationId, {
        mediaTypes: Object.keys(operation.requestBody?.content ?? {}).map((type) => type.toLowerCase()),
        isRequired: operation.requestBody?.required === true,
      });
    }
  }
  return bodies;
}

/** `application/json; charset=utf-8` → `application/json`; undefined when no Content-Type was sent. */
function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers["content-type"];
  if (header === undefined) return undefined;
  return header.split(";")[0]?.trim().toLowerCase() ?? "";
}

function hasBodyBytes(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

function listTypes(mediaTypes: readonly string[]): string {
  return mediaTypes.length <= 1
    ? (mediaTypes[0] ?? "")
    : `${mediaTypes.slice(0, -1).join(", ")} or ${mediaTypes.at(-1)}`;
}

/**
 * The body's content type must be one the contract declares for the operation, before anything parses it
 * (415 otherwise): the form parser exists only for the sandbox checkout page, multipart only for uploads.
 * A required body that is missing is a 400.
 */
function checkContentType(request: FastifyRequest, body: DeclaredBody): void {
  if (bodylessMethods.has(request.method)) return;
  const mediaType = mediaTypeOf(request);
  if (body.mediaTypes.length === 0) {
    if (hasBodyBytes(request)) throw new HttpError(415, "This call takes no request body");
    return;
  }
  const accepted = listTypes(body.mediaTypes);
  if (mediaType === undefined || mediaType === "") {
    if (hasBodyBytes(request)) {
      throw new HttpError(415, `Send the request body as ${accepted} (the Content-Type header is missing)`);
    }
    if (body.isRequired) throw badRequest(`The request body is required; send it as ${accepted}`);
    return;
  }
  if (!body.mediaTypes.includes(mediaType)) {
    throw new HttpError(415, `This call accepts ${accepted}, not ${mediaType.slice(0, 100)}`);
  }
}

interface RoutePlans {
  query: TextFieldPlan;
  /** The query parameters the contract declares for the operation. */
  queryNames: ReadonlySet<string>;
  params: TextFieldPlan;
  body: Map<string, TextFieldPlan>;
}

function routePlans(schema: Record<string, unknown>): RoutePlans {
  const content =
    (schema.body as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
  const body = new Map<string, TextFieldPlan>();
  for (const [mediaType, entry] of Object.entries(content)) {
    if (textFieldMediaTypes.has(mediaType.toLowerCase()))
      body.set(mediaType.toLowerCase(), textFieldPlan(entry.schema));
  }
  const queryNames = new Set(
    Object.keys(
      (schema.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {},
    ),
  );
  return { query: textFieldPlan(schema.querystring), queryNames, params: textFieldPlan(schema.params), body };
}

/**
 * A query parameter the contract does not declare is a 400 naming it, as an undeclared body field is
 * (request-validator.ts): a misspelt `limt=100` is not read as "no limit given", and a cached public read cannot
 * be multiplied by made-up parameters.
 */
function checkQueryNames(query: unknown, names: ReadonlySet<string>): void {
  for (const name of Object.keys((query ?? {}) as Record<string, unknown>)) {
    if (!names.has(name)) {
      const shown = name.slice(0, 100);
      throw badRequest(unknownFieldMessage(shown, "query parameter"), shown);
    }
  }
}

/**
 * One normalisation step for every input of every operation, before schema validation:
 * text fields (query, path, form, multipart) are converted strictly to the contract's types, any string or
 * field name holding a NUL or an unpaired surrogate is refused with 400, and so is a query parameter the contract
 * does not declare, so a new field is covered by construction.
 */
function normaliseInput(request: FastifyRequest, plans: RoutePlans): void {
  request.query = coerceTextInput(request.query, plans.query);
  request.params = coerceTextInput(request.params, plans.params);
  const bodyPlan = plans.body.get(mediaTypeOf(request) ?? "");
  if (bodyPlan) request.body = coerceTextInput(request.body, bodyPlan);
  checkedRequests.add(request);
  for (const input of [request.params, request.query, request.body]) {
    const field = findUnsafeText(input);
    if (field !== undefined) throw badRequest(unsafeTextMessage(field), field);
  }
  checkQueryNames(request.query, plans.queryNames);
}

/**
 * True for an error thrown while a multipart body was being read (malformed or truncated parts, a missing
 * boundary): the body never reached the input check, so the error is the client's.
 */
export function isMultipartReadError(request: FastifyRequest, error: { statusCode?: unknown }): boolean {
  return (
    typeof request.isMultipart === "function" &&
    request.isMultipart() &&
    !checkedRequests.has(request) &&
    error.statusCode === undefined
  );
}

/** Registers the content-type check and the input normalisation on every route of the contract. */
export function registerRequestInput(app: FastifyInstance, contract: OpenApiDocument): void {
  const bodies = declaredBodies(contract);
  app.addHook("onRoute", (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    const operationId = schema?.operationId;
    if (typeof operationId !== "string") return;
    const body = bodies.get(operationId);
    if (!body) return;
    const plans = routePlans(schema ?? {});
    const gate = async (request: FastifyRequest) => checkContentType(request, body);
    const normalise = async (request: FastifyRequest) => normaliseInput(request, plans);
    addRouteHook(route, "preParsing", gate, { first: true });
    addRouteHook(route, "preValidation", normalise);
  });
}
