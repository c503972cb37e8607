/**
 * The web app's configuration, validated once. Server values are read at run time;
 * NEXT_PUBLIC_ values are inlined by Next at build time, so they are referenced literally here.
 */

import { failOnProblems, readCookieDomain, readSecret, readUrl } from "@freight/app-server/env-values";

const APP_NAME = "@freight/web";

interface PublicEnv {
  /** Where browsers reach the API (media and image proxy). */
  NEXT_PUBLIC_API_URL: string;
  /** The customer portal, linked from the header. */
  NEXT_PUBLIC_PORTAL_URL: string;
}

export interface ServerEnv extends PublicEnv {
  /** Where this server calls the API. */
  API_URL: string;
  /** The portal's origin at run time: where sign-in leads, and an allowed return address. */
  PORTAL_URL: string;
  /** The public site's own origin: canonical links, Open Graph URLs, sitemap.xml, robots.txt. */
  WEB_URL: string;
  /**
   * Domain attribute of the session cookie, e.g. `example.com` so `portal.example.com` shares it.
   * Unset: a host-only cookie (local runs, where both apps are on localhost and cookies ignore ports).
   */
  SESSION_COOKIE_DOMAIN: string | undefined;
  /**
   * Shared with the API: it signs its POST /api/revalidate calls (HMAC-SHA256) with it.
   * Unset: on-demand revalidation is refused, and cached pages follow API changes only by their cache life.
   */
  REVALIDATE_SECRET: string | undefined;
  /**
   * Google's OAuth client id, the same as the API's: shows "Continue with Google" on sign-in and sign-up.
   * Unset: Google sign-in is off and the button is absent.
   */
  GOOGLE_CLIENT_ID: string | undefined;
}

/**
 * True while `next build` prerenders pages. The API is not running then (and its data would be the
 * build machine's), so public reads are deferred to the running server instead (see defer-during-build.ts).
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

function loadPublicEnv(problems: string[]): PublicEnv {
  return {
    NEXT_PUBLIC_API_URL: readUrl(
      "NEXT_PUBLIC_API_URL",
      process.env.NEXT_PUBLIC_API_URL,
      "http://localhost:4000",
      problems,
    ),
    NEXT_PUBLIC_PORTAL_URL: readUrl(
      "NEXT_PUBLIC_PORTAL_URL",
      process.env.NEXT_PUBLIC_PORTAL_URL,
      "http://localhost:3001",
      problems,
    ),
  };
}

let cachedServerEnv: ServerEnv | undefined;

/** Server-only values; call from Server Components, Server Actions and instrumentation. */
export function serverEnv(): ServerEnv {
  if (cachedServerEnv) return cachedServerEnv;
  const problems: string[] = [];
  const publicValues = loadPublicEnv(problems);
  const env: ServerEnv = {
    ...publicValues,
    API_URL: readUrl("API_URL", process.env.API_URL, "http://localhost:4000", problems),
    WEB_URL: readUrl("WEB_URL", process.env.WEB_URL, "http://localhost:3000", problems),
    // Unset: the build-time portal address the pages link to.
    PORTAL_URL: readUrl("PORTAL_URL", process.env.PORTAL_URL, publicValues.NEXT_PUBLIC_PORTAL_URL, problems),
    SESSION_COOKIE_DOMAIN: readCookieDomain("SESSION_COOKIE_DOMAIN", process.env.SESSION_COOKIE_DOMAIN, problems),
    REVALIDATE_SECRET: readSecret("REVALIDATE_SECRET", process.env.REVALIDATE_SECRET, problems),
    GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID?.trim() || undefined,
  };
  failOnProblems(APP_NAME, problems);
  cachedServerEnv = env;
  return env;
}
