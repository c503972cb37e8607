import { TOKEN_COOKIE_NAME } from "@freight/domain/app/cookie";

/** The cookie holding the session token. */
export const SESSION_COOKIE = TOKEN_COOKIE_NAME;

/** The areas that need a session; the portal redirect route is exempt. */
const PROTECTED_AREAS = ["/dashboard", "/order-history", "/portal", "/settings"] as const;
const EXEMPT_PATHS = ["/portal/redirect"] as const;

function isWithin(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** True when the path is a protected area or below one, and not an exempt route. */
export function isProtectedPath(pathname: string): boolean {
  if (EXEMPT_PATHS.some((path) => isWithin(pathname, path))) return false;
  return PROTECTED_AREAS.some((area) => isWithin(pathname, area));
}

/** The public site's sign-in page, told where to send the visitor back to afterwards. */
export function signInUrl(webUrl: string, returnTo: string): string {
  const url = new URL("/auth/signin", webUrl);
  url.searchParams.set("returnTo", returnTo);
  return url.toString();
}

/**
 * The session cookie as it must be named to be removed: with the Domain the API and the public site set it
 * with (SESSION_COOKIE_DOMAIN), since a browser keeps a Domain cookie that is deleted as host-only.
 */
export function sessionCookieToDrop(env: { SESSION_COOKIE_DOMAIN: string | undefined }): {
  name: string;
  path: string;
  domain?: string;
} {
  return {
    name: SESSION_COOKIE,
    path: "/",
    ...(env.SESSION_COOKIE_DOMAIN ? { domain: env.SESSION_COOKIE_DOMAIN } : {}),
  };
}
