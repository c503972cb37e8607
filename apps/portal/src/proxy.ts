import { NextResponse, type NextRequest } from "next/server";
import { unreadablePathResponse } from "@freight/app-server/request-path";
import { CROSS_SITE_REFUSAL, isServerActionFromAnotherHost } from "@freight/domain/app/request-origin";
import { serverEnv } from "@/env";
import { PATH_HEADER } from "@/lib/session/current-path";
import { publicPortalUrl } from "@/lib/session/public-url";
import { isProtectedPath, SESSION_COOKIE, signInUrl } from "@/lib/session/session-paths";

/**
 * Without a session cookie the protected areas send the visitor to the public site's
 * sign-in page, with the full portal address to come back to. The pages themselves still check
 * the session with the API; this only saves a round trip for visitors who are plainly signed out.
 * Every page also learns its own path (layouts are not told it), for the 401 return address. A path that does
 * not decode answers 400 first.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const unreadable = unreadablePathResponse(pathname);
  if (unreadable) return unreadable;
  // Next refuses a Server Action posted from another host's page too, but with a 500: answer the apps' 403.
  if (isServerActionFromAnotherHost(request.method, request.headers)) {
    return NextResponse.json(CROSS_SITE_REFUSAL, { status: 403 });
  }
  if (isProtectedPath(pathname) && !request.cookies.get(SESSION_COOKIE)?.value) {
    return NextResponse.redirect(
      signInUrl(serverEnv().WEB_URL, publicPortalUrl(request, `${pathname}${search}`)),
    );
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  matcher: ["/((?!_next/|api/|session/|icon.svg|favicon.ico).*)"],
};
