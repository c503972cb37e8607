import createClient, { type Client, type Middleware } from "openapi-fetch";

import { readErrorMessage } from "./api-error";
import type { paths } from "./schema";

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The API base host, e.g. https://api.example.org (no trailing path). */
  baseUrl: string;
  /** The session token to send as a bearer token; return nothing when signed out. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called with the answer's `message` on every 400 (the apps show it in a red toast). */
  onBadRequest?: (message: string) => void;
  /** Called on every 401 (the apps drop the token cookie and go to sign-in or reload). */
  onUnauthorized?: () => void;
  /** A fetch to use instead of the global one (tests, server-side rendering). */
  fetch?: (request: Request) => Promise<Response>;
}

/** Message shown when a 400 answer carries no readable message. */
export const FALLBACK_BAD_REQUEST_MESSAGE = "The request was not accepted.";

/**
 * The typed client of the freight API. Statuses 200–299 are success; there is no timeout.
 * Browsers send the `token` cookie (credentials "include"); other callers pass `getToken`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    credentials: "include",
    headers: { Accept: "application/json" },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(sessionMiddleware(options));
  return client;
}

function sessionMiddleware({ getToken, onBadRequest, onUnauthorized }: ApiClientOptions): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken?.();
      if (token) request.headers.set("Authorization", `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 400 && onBadRequest) {
        onBadRequest(await readBadRequestMessage(response));
      } else if (response.status === 401) {
        onUnauthorized?.();
      }
      return undefined;
    },
  };
}

async function readBadRequestMessage(response: Response): Promise<string> {
  // Read a clone: openapi-fetch still parses the original body for the caller.
  const text = await response.clone().text();
  try {
    return readErrorMessage(JSON.parse(text), FALLBACK_BAD_REQUEST_MESSAGE) ?? FALLBACK_BAD_REQUEST_MESSAGE;
  } catch {
    return FALLBACK_BAD_REQUEST_MESSAGE;
  }
}
