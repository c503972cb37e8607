export interface FieldError {
  field: string;
  message: string;
}

const reasonPhrases: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  504: "Gateway Timeout",
};

export function reasonPhrase(statusCode: number): string {
  return reasonPhrases[statusCode] ?? (statusCode >= 500 ? "Server Error" : "Error");
}

/** An error whose message is safe to show to the caller as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldError[] | undefined;

  constructor(statusCode: number, message: string, fieldErrors?: FieldError[]) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}

export function badRequest(message: string, field?: string): HttpError {
  return new HttpError(400, message, field ? [{ field, message }] : undefined);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

export function badGateway(message: string): HttpError {
  return new HttpError(502, message);
}
