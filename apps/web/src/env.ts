/**
 * The web app's configuration, validated once. Server values are read at run time;
 * NEXT_PUBLIC_ values are inlined by Next at build time, so they are referenced literally here.
 */

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment for @freight/web:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

function readUrl(name: string, raw: string | undefined, fallback: string, problems: string[]): string {
  const value = raw?.trim() || fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      problems.push(`${name} must be an http(s) URL, got "${value}"`);
    }
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    problems.push(`${name} must be an absolute URL such as ${fallback}, got "${value}"`);
    return fallback;
  }
}

export interface PublicEnv {
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
}

/** A secret shorter than this is refused: it would be guessable. */
export const MIN_REVALIDATE_SECRET_LENGTH = 32;

function readSecret(name: string, raw: string | undefined, problems: string[]): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < MIN_REVALIDATE_SECRET_LENGTH) {
    problems.push(`${name} must be at least ${MIN_REVALIDATE_SECRET_LENGTH} characters, got ${value.length}`);
    return undefined;
  }
  return value;
}

/**
 * True while `next build` prerenders pages. The API is not running then (and its data would be the
 * build machine's), so public reads are deferred to the running server instead (see defer-during-build.ts).
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

function readCookieDomain(raw: string | undefined, problems: string[]): string | undefined {
  const value = raw?.trim().replace(/^\./, "");
  if (!value) return undefined;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)) {
    problems.push(`SESSION_COOKIE_DOMAIN must be a host name such as example.com, got "${value}"`);
    return undefined;
  }
  return value.toLowerCase();
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

function failOn(problems: string[]): void {
  if (problems.length > 0) throw new EnvError(problems);
}

/** Safe in client components: only build-time public values. */
export const publicEnv: PublicEnv = (() => {
  const problems: string[] = [];
  const env = loadPublicEnv(problems);
  failOn(problems);
  return env;
})();

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
    SESSION_COOKIE_DOMAIN: readCookieDomain(process.env.SESSION_COOKIE_DOMAIN, problems),
    REVALIDATE_SECRET: readSecret("REVALIDATE_SECRET", process.env.REVALIDATE_SECRET, problems),
  };
  failOn(problems);
  cachedServerEnv = env;
  return env;
}
