import { NextResponse, type NextRequest } from "next/server";
import { serverEnv } from "@/env";
import { publicPortalUrl } from "@/features/session/public-url";
import { isProtectedPath, SESSION_COOKIE, signInUrl } from "@/features/session/session-paths";

/**
 * Spec 6: without a session cookie the protected areas send the visitor to the public site's
 * sign-in page, with the full portal address to come back to. The pages themselves still check
 * the session with the API; this only saves a round trip for visitors who are plainly signed out.
 */
export function proxy(request: NextRequest) {
  if (!isProtectedPath(request.nextUrl.pathname)) return NextResponse.next();
  if (request.cookies.get(SESSION_COOKIE)?.value) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(signInUrl(serverEnv().WEB_URL, publicPortalUrl(request, `${pathname}${search}`)));
}

export const config = {
  matcher: ["/dashboard/:path*", "/order-history/:path*", "/portal/:path*", "/settings/:path*"],
};
