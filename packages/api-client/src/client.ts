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

/** Hops of X-Forwarded-For passed on at most (the right-most ones: those the nearest proxies added). */
const FORWARDED_FOR_MAX_HOPS = 8;
/** What is sent for a visitor whose chain names no address: every such visitor shares one budget at the API. */
export const UNKNOWN_VISITOR = "unknown";

/**
 * The X-Forwarded-For to send for the visitor of an incoming request: the chain the app server received
 * (Next.js puts the visitor's socket address there when the request came without one), addresses separated
 * by commas. Only the right-most run of well-formed addresses is kept (those are the hops proxies appended;
 * anything left of a malformed hop is the visitor's own writing), at most 8. A header that is present but
 * names no address gives `unknown`, never nothing: nothing would make the call look like the server's own,
 * which the API does not limit. Without the header (no visitor: a build, a cached render) it gives undefined.
 *
 * The API believes the right-most address it does not trust (TRUST_PROXY), so put the app servers behind a
 * proxy that appends the address it sees; a visitor talking to Next.js directly can write the header themself.
 */
export function forwardedForOf(headers: Pick<Headers, "get">): string | undefined {
  const value = headers.get("x-forwarded-for");
  if (value === null) return undefined;
  const hops = value.split(",").map((hop) => hop.trim());
  const trusted: string[] = [];
  for (let index = hops.length - 1; index >= 0 && trusted.length < FORWARDED_FOR_MAX_HOPS; index -= 1) {
    const hop = hops[index] ?? "";
    if (!/^[0-9A-Fa-f.:]{2,45}$/.test(hop)) break;
    trusted.unshift(hop);
  }
  return trusted.length > 0 ? trusted.join(", ") : UNKNOWN_VISITOR;
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
