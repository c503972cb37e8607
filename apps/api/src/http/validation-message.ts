import type { FieldError } from "./http-error.js";

/** The parts of an Ajv error the messages are built from. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const formatNames: Record<string, string> = {
  "date-time": "an ISO 8601 date-time such as 2025-01-31T14:00:00Z",
  date: "a date in YYYY-MM-DD form",
  email: "a valid e-mail address",
  uri: "an absolute URL",
  url: "an absolute URL",
  uuid: "a UUID",
};

/** The contract's DateInput and DateTimeInput bound the year with this pattern (other malformed dates fail the format). */
const inputYearPattern = "^(?![0-9]{4}-)|^(?:20[0-9]{2}|2100)-";

const typeNames: Record<string, string> = {
  integer: "a whole number",
  number: "a finite number",
  boolean: "true or false",
  string: "text",
};

function fieldName(error: SchemaError): string {
  const path = error.instancePath
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (error.keyword === "required" && typeof error.params.missingProperty === "string") {
    path.push(error.params.missingProperty);
  }
  if (error.keyword === "additionalProperties" && typeof error.params.additionalProperty === "string") {
    path.push(error.params.additionalProperty);
  }
  return path.join(".") || "request";
}

function describe(error: SchemaError): string {
  const { params } = error;
  switch (error.keyword) {
    case "required":
      return "is required";
    case "type":
      return `must be ${typeNames[String(params.type)] ?? `of type ${String(params.type)}`}`;
    case "minimum":
      return `must be at least ${String(params.limit)}`;
    case "maximum":
      return `must be at most ${String(params.limit)}`;
    case "exclusiveMinimum":
      return `must be greater than ${String(params.limit)}`;
    case "exclusiveMaximum":
      return `must be less than ${String(params.limit)}`;
    case "minLength":
      return params.limit === 1
        ? "must not be empty"
        : `must be at least ${String(params.limit)} characters long`;
    case "maxLength":
      return `must be at most ${String(params.limit)} characters long`;
    case "minItems":
      return `must have at least ${String(params.limit)} items`;
    case "maxItems":
      return `must have at most ${String(params.limit)} items`;
    case "enum":
      return Array.isArray(params.allowedValues)
        ? `must be one of ${params.allowedValues.map(String).join(", ")}`
        : "is not an allowed value";
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "format":
      return `must be ${formatNames[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case "pattern":
      if (params.pattern === inputYearPattern) return "must be a date in the years 2000 to 2100";
      return "has an invalid format";
    case "minProperties":
      return `must have at least ${String(params.limit)} field${params.limit === 1 ? "" : "s"}`;
    default:
      return error.message ?? "is invalid";
  }
}

/** What a call answers for a field (or query parameter) the contract does not declare for it. */
export function unknownFieldMessage(field: string, what = "field"): string {
  return `Unknown ${what} ${field}: this call does not take it`;
}

/**
 * Turns schema validation errors into per-field messages such as "limit must be at most 100" or "Unknown field
 * items.0.price: this call does not take it"; `fieldPrefix` names where the value sat (the booking's `order` part).
 */
export function toFieldErrors(errors: readonly SchemaError[], fieldPrefix = ""): FieldError[] {
  return errors.map((error) => {
    const name = fieldName(error);
    const field = fieldPrefix ? (name === "request" ? fieldPrefix : `${fieldPrefix}.${name}`) : name;
    const message =
      error.keyword === "additionalProperties" ? unknownFieldMessage(field) : `${field} ${describe(error)}`;
    return { field, message };
  });
}
