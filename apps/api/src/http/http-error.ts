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

/**
 * 409 for a save made from an older version of a record someone else saved since: the editor reloads and makes
 * the change again, nothing is overwritten unseen. `what` names the record ("Reno", "The referral levels");
 * `isPlural` when it is a list ("were … them").
 */
export function staleVersion(what: string, current: number, yours: number, isPlural = false): HttpError {
  const [was, it] = isPlural ? ["were", "them"] : ["was", "it"];
  return new HttpError(
    409,
    `${what} ${was} changed by someone else since you opened ${it} (version ${current}, yours ${yours}); reload ${it} and make your change again`,
  );
}
