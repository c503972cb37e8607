import { localReturnPath } from "@freight/domain/app/local-return-path";

/**
 * The console's own session cookie, on its own origin: a staff session never rides on the public site's or
 * the portal's cookie, and theirs never opens the console.
 */
export const OPS_SESSION_COOKIE = "ops_session";

/** A staff session is ended by the API after 30 idle days; the cookie goes after 12 hours of a shift. */
export const OPS_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Paths a signed-out visitor may open. */
const PUBLIC_PATHS = ["/sign-in", "/invitation"] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Where a signed-out visitor is sent, keeping where they were going (a local path only). */
export function signInPath(returnTo: string): string {
  const local = localReturnPath(returnTo, "/");
  return local !== "/" ? `/sign-in?${new URLSearchParams({ next: local })}` : "/sign-in";
}
