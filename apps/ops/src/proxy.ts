import { NextResponse, type NextRequest } from "next/server";
import { unreadablePathResponse } from "@freight/app-server/request-path";
import { CROSS_SITE_REFUSAL, isServerActionFromAnotherHost } from "@freight/domain/app/request-origin";
import { PATH_HEADER } from "@/lib/session/current-path";
import { isPublicPath, OPS_SESSION_COOKIE, signInPath } from "@/lib/session/session-cookie";

/**
 * A visitor without the console's cookie is sent to sign in (and back afterwards); pages still check the
 * session with the API, this only saves a round trip. Every page also learns its own path for that return. A
 * path that does not decode answers 400 first, and a Server Action posted from a page of another host 403 (Next
 * would refuse it too, but with a 500).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const unreadable = unreadablePathResponse(pathname);
  if (unreadable) return unreadable;
  if (isServerActionFromAnotherHost(request.method, request.headers)) {
    console.warn(
      `refused a Server Action from another host: ${request.headers.get("origin")?.slice(0, 200)}`,
    );
    return NextResponse.json(CROSS_SITE_REFUSAL, { status: 403 });
  }
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
