/** The portal's configuration, validated once; every value is server-side and read at run time. */

import { failOnProblems, readCookieDomain, readUrl } from "@freight/app-server/env-values";

export interface ServerEnv {
  /** Where this server calls the API. */
  API_URL: string;
  /** The public site, whose /auth/signin page signed-out visitors are sent to. */
  WEB_URL: string;
  /** The portal's own public address (for return links); taken from the request's Host when unset. */
  PORTAL_URL: string | undefined;
  /** The API as the browser reaches it (note files and images through its /image-proxy). */
  BROWSER_API_URL: string;
  /**
   * The Domain the API and the public site give the session cookie (e.g. `.example.com`); the portal drops the
   * cookie with the same Domain when it signs out, or the browser would keep it. Unset: host-only.
   */
  SESSION_COOKIE_DOMAIN: string | undefined;
}

let cachedServerEnv: ServerEnv | undefined;

/** Call from Server Components, the proxy and instrumentation (never from client components). */
export function serverEnv(): ServerEnv {
  if (cachedServerEnv) return cachedServerEnv;
  const problems: string[] = [];
  const env: ServerEnv = {
    API_URL: readUrl("API_URL", process.env.API_URL, "http://localhost:4000", problems),
    WEB_URL: readUrl("WEB_URL", process.env.WEB_URL, "http://localhost:3000", problems),
    PORTAL_URL: process.env.PORTAL_URL?.trim()
      ? readUrl("PORTAL_URL", process.env.PORTAL_URL, "http://localhost:3001", problems)
      : undefined,
    BROWSER_API_URL: readUrl(
      "NEXT_PUBLIC_API_URL",
      process.env.NEXT_PUBLIC_API_URL,
      process.env.API_URL?.trim() || "http://localhost:4000",
      problems,
    ),
    SESSION_COOKIE_DOMAIN: readCookieDomain(
      "SESSION_COOKIE_DOMAIN",
      process.env.SESSION_COOKIE_DOMAIN,
      problems,
    ),
  };
  failOnProblems("@freight/portal", problems);
  cachedServerEnv = env;
  return env;
}
