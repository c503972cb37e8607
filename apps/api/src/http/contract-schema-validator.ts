import type { ValidateFunction } from "ajv";
import { badRequest, HttpError } from "./http-error.js";
import { createRequestAjv } from "./request-validator.js";
import { findUnsafeText, unsafeTextMessage } from "./unsafe-text.js";
import { toFieldErrors, type SchemaError } from "./validation-message.js";
import type { OpenApiDocument } from "../openapi/contract.js";

/**
 * Validates a value against one of the contract's component schemas, with the same messages as the request
 * validation. Used for JSON that travels inside a multipart part (the `order` part of a booking), which the
 * route's own validation sees only as text. The same Ajv setup and the same text rule as the route validation:
 * no coercion, no NUL or unpaired surrogate in any string.
 */
export function contractSchemaValidator<Value>(
  contract: OpenApiDocument,
  schemaName: string,
  fieldPrefix: string,
): (value: unknown) => Value {
  const ajv = createRequestAjv();
  ajv.addSchema({ $id: "contract", components: contract.components }, "contract");
  const validate: ValidateFunction = ajv.compile({ $ref: `contract#/components/schemas/${schemaName}` });
  return (value) => {
    const unsafeField = findUnsafeText(value, fieldPrefix);
    if (unsafeField !== undefined) throw badRequest(unsafeTextMessage(unsafeField), unsafeField);
    if (validate(value)) return value as Value;
    const fieldErrors = toFieldErrors((validate.errors ?? []) as SchemaError[], fieldPrefix);
    throw new HttpError(
      400,
      fieldErrors.map((error) => error.message).join("; ") || `${fieldPrefix} is invalid`,
      fieldErrors,
    );
  };
}

/** Parses the JSON text of a multipart part, or 400 naming the part. */
export function parseJsonPart(text: unknown, field: string): unknown {
  if (typeof text !== "string") throw badRequest(`${field} must be the JSON text of the order`, field);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${field} is not valid JSON`, field);
  }
}
