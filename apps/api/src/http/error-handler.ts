import type { FastifyError, FastifyInstance } from "fastify";
import { waitReasonOf } from "../db/database-waits.js";
import { HttpError, reasonPhrase, type FieldError } from "./http-error.js";
import { isMultipartReadError } from "./request-input.js";
import { toFieldErrors, type SchemaError } from "./validation-message.js";

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: FieldError[];
}

function errorBody(statusCode: number, message: string, fieldErrors?: FieldError[]): ErrorBody {
  return { statusCode, error: reasonPhrase(statusCode), message, ...(fieldErrors ? { fieldErrors } : {}) };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

function validationBody(error: FastifyError): ErrorBody {
  const fieldErrors = toFieldErrors((error.validation ?? []) as SchemaError[]);
  const message = fieldErrors.map((fieldError) => fieldError.message).join("; ") || "The request is invalid";
  return errorBody(400, message, fieldErrors);
}

/** fastify-openapi-glue wraps each failed security scheme's error; the first one says why. */
function securityMessage(error: unknown): string {
  const causes = (error as { errors?: unknown }).errors;
  const first = Array.isArray(causes) ? causes.find((cause) => cause instanceof HttpError) : undefined;
  return first instanceof HttpError ? first.message : "Sign in to use this call";
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not accepted here; send application/json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body must not be empty when content type is application/json",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_FILES_LIMIT: "Send at most 10 files at once",
  FST_FIELDS_LIMIT: "The form has too many fields",
  FST_PARTS_LIMIT: "The form has too many parts",
  FST_PROTO_VIOLATION: "A form field name is not allowed",
};

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL: admin or crash shutdown, cannot connect now, too many connections, connection exceptions
  // (a statement or lock timeout is a wait given up: database-waits.ts).
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const unavailableMessages = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /connect ECONNREFUSED/i,
];

/**
 * Whether an error means the database cannot be reached right now (down, restarting, out of connections),
 * looking through the wrappers (Drizzle puts the driver's error in `cause`).
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    if (
      unavailableMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : ""))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is away or busy. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const busyMessages = {
  statement_timeout: "The database took too long to answer",
  lock_timeout: "The data this call changes is held by other work",
  idle_in_transaction_timeout: "The database ended the call's transaction",
  unresponsive: "The database did not answer in time",
  connection_wait: "All database connections are busy",
  operation_limit: "Too many calls of this kind are at work",
} as const;

/** Maps every error to the contract's Error shape; unexpected ones become a 500 without details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.fieldErrors));
    }
    if (isFastifyError(error) && error.validation) {
      return reply.status(400).send(validationBody(error));
    }
    const statusCode = isFastifyError(error) && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (statusCode === 401) {
      return reply.status(401).send(errorBody(401, securityMessage(error)));
    }
    if (statusCode >= 400 && statusCode < 500 && isFastifyError(error)) {
      const message = (error.code && clientErrorMessages[error.code]) || error.message;
      return reply.status(statusCode).send(errorBody(statusCode, message));
    }
    if (isFastifyError(error) && isMultipartReadError(request, error)) {
      const message = `The multipart body could not be read: ${error.message.slice(0, 200)}`;
      return reply.status(400).send(errorBody(400, message));
    }
    // A wait given up (statement or lock timeout, no connection in time, an unresponsive server): the call's
    // transaction rolled back, and it may be sent again as it was (with its Idempotency-Key, if it has one).
    const waitReason = waitReasonOf(error);
    if (waitReason) {
      request.log.warn({ err: error, waitReason }, "A database wait was given up");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, `${busyMessages[waitReason]}; please try again in a few seconds`));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "The database is not reachable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            503,
            "The service cannot reach its database right now; please try again in a few seconds",
          ),
        );
    }
    request.log.error({ err: error }, "Unhandled error");
    return reply.status(500).send(errorBody(500, "Something went wrong on our side; please try again later"));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    return reply.status(404).send(errorBody(404, `There is no ${request.method} ${path} in this API`));
  });
}
