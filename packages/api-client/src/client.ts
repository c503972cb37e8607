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
  /**
   * Server side only: the visitor's address chain to send as `X-Forwarded-For` (see `forwardedForOf`), so the
   * API limits each visitor rather than the app server. Nothing is sent when it returns nothing.
   */
  getForwardedFor?: () => string | null | undefined | Promise<string | null | undefined>;
}

/** Longest X-Forwarded-For passed on: a few hops of IPv6 addresses; anything longer is not a real chain. */
const FORWARDED_FOR_MAX_LENGTH = 512;

/**
 * The X-Forwarded-For to send for the visitor of an incoming request: the chain the app server received
 * (Next.js puts the visitor's socket address there when the request came without one), in the header's
 * own form: addresses separated by commas. A missing, empty, over-long or malformed header gives undefined,
 * and the API then counts the call as the app server's own.
 *
 * The API believes the right-most address it does not trust (TRUST_PROXY), so put the app servers behind a
 * proxy that appends the address it sees; a visitor talking to Next.js directly can write the header themself.
 */
export function forwardedForOf(headers: Pick<Headers, "get">): string | undefined {
  const value = headers.get("x-forwarded-for")?.trim();
  if (!value || value.length > FORWARDED_FOR_MAX_LENGTH) return undefined;
  const hops = value.split(",").map((hop) => hop.trim());
  return hops.every((hop) => /^[0-9A-Fa-f.:[\]%]{2,64}$/.test(hop)) ? hops.join(", ") : undefined;
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

function sessionMiddleware({
  getToken,
  getForwardedFor,
  onBadRequest,
  onUnauthorized,
}: ApiClientOptions): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken?.();
      if (token) request.headers.set("Authorization", `Bearer ${token}`);
      const forwardedFor = await getForwardedFor?.();
      if (forwardedFor) request.headers.set("X-Forwarded-For", forwardedFor);
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
