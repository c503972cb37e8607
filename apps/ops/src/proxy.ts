import { NextResponse, type NextRequest } from "next/server";
import { unreadablePathResponse } from "@freight/app-server/request-path";
import { PATH_HEADER } from "@/lib/session/current-path";
import { isPublicPath, OPS_SESSION_COOKIE, signInPath } from "@/lib/session/session-cookie";

/**
 * A visitor without the console's cookie is sent to sign in (and back afterwards); pages still check the
 * session with the API, this only saves a round trip. Every page also learns its own path for that return. A
 * path that does not decode answers 400 first.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const unreadable = unreadablePathResponse(pathname);
  if (unreadable) return unreadable;
  if (!isPublicPath(pathname) && !request.cookies.get(OPS_SESSION_COOKIE)?.value) {
    return NextResponse.redirect(new URL(signInPath(`${pathname}${search}`), request.url));
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  matcher: ["/((?!_next/|api/|icon.svg|favicon.ico).*)"],
};
