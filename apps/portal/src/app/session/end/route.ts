import { NextResponse, type NextRequest } from "next/server";
import { serverEnv } from "@/env";
import { publicPortalUrl } from "@/features/session/public-url";
import { isProtectedPath, SESSION_COOKIE, signInUrl } from "@/features/session/session-paths";

/**
 * Spec 8: on a 401 the token cookie is removed; a visitor on a protected page goes to sign-in (and comes back after
 * it), on any other page the page reloads. Server Components cannot change cookies, so they send the visitor here.
 */
export function GET(request: NextRequest) {
  const from = request.nextUrl.searchParams.get("from") ?? "/dashboard";
  // Only paths of this portal: never an open redirect to another site.
  const returnPath =
    from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/session/") ? from : "/dashboard";
  const pathname = new URL(returnPath, "http://portal.invalid").pathname;
  const target = isProtectedPath(pathname)
    ? signInUrl(serverEnv().WEB_URL, publicPortalUrl(request, returnPath))
    : publicPortalUrl(request, returnPath);
  const response = NextResponse.redirect(target);
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
