/** Name of the cookie that holds the session token. */
export const TOKEN_COOKIE_NAME = "token";

/** Cookie lifetime: one year. */
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** A second, shorter cookie lifetime of 8 hours (its use is not specified). */
export const SHORT_COOKIE_MAX_AGE_SECONDS = 28_800;

/** Attributes every cookie of the product is written with. */
export interface CookieOptions {
  maxAge: number;
  path: string;
  sameSite: "lax" | "strict" | "none";
  secure: boolean;
}

/** The default cookie attributes: one year, path /, SameSite lax, secure. */
export const DEFAULT_COOKIE_OPTIONS: Readonly<CookieOptions> = {
  maxAge: COOKIE_MAX_AGE_SECONDS,
  path: "/",
  sameSite: "lax",
  secure: true,
};

const SAME_SITE_LABELS: Readonly<Record<CookieOptions["sameSite"], string>> = {
  lax: "Lax",
  strict: "Strict",
  none: "None",
};

/** A Set-Cookie / document.cookie string; name and value are URI-encoded. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = DEFAULT_COOKIE_OPTIONS,
): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    `Path=${options.path}`,
    `SameSite=${SAME_SITE_LABELS[options.sameSite]}`,
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** A cookie string that removes the named cookie (e.g. the token after a 401). */
export function expiredCookie(name: string, options: CookieOptions = DEFAULT_COOKIE_OPTIONS): string {
  return serializeCookie(name, "", { ...options, maxAge: 0 });
}

/** Reads one cookie's value from a Cookie header / document.cookie string; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(";")) {
    const separatorAt = pair.indexOf("=");
    if (separatorAt === -1) continue;
    if (safeDecode(pair.slice(0, separatorAt).trim()) === name)
      return safeDecode(pair.slice(separatorAt + 1).trim());
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether a site is served over plain http on this machine: localhost, a `*.localhost` name (which always
 * means this machine) or a loopback address. Cookies there are written without Secure, which browsers would
 * otherwise refuse over http; everywhere else they are Secure.
 */
export function isPlainLocalOrigin(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  if (url.protocol !== "http:") return false;
  const host = url.hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}
