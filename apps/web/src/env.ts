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
  const env: ServerEnv = {
    ...loadPublicEnv(problems),
    API_URL: readUrl("API_URL", process.env.API_URL, "http://localhost:4000", problems),
  };
  failOn(problems);
  cachedServerEnv = env;
  return env;
}
