import { COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE_NAME, isPlainLocalOrigin } from "@freight/domain/app/cookie";

export const SESSION_COOKIE = TOKEN_COOKIE_NAME;

export interface SessionCookieOptions {
  httpOnly: true;
  path: "/";
  sameSite: "lax";
  maxAge: number;
  secure: boolean;
  domain?: string;
}

/**
 * Attributes of the `token` cookie (one year, path /, SameSite Lax, Secure). It is HttpOnly
 * so page scripts never see the token. Secure is dropped only for a plain-http loopback site
 * (local runs and the browser tests), where browsers would otherwise refuse it. A Domain lets the
 * portal on a subdomain read the same cookie.
 */
export function sessionCookieOptions(siteUrl: string, domain: string | undefined): SessionCookieOptions {
  const isPlainLocal = isPlainLocalOrigin(siteUrl);
  return {
    httpOnly: true,
    path: "/",
    sameSite: "lax",
    maxAge: COOKIE_MAX_AGE_SECONDS,
    secure: !isPlainLocal,
    ...(domain ? { domain } : {}),
  };
}
