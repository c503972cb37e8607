import { NextResponse, type NextRequest } from "next/server";
import { unreadablePathResponse } from "@freight/app-server/request-path";
import { CROSS_SITE_REFUSAL, isServerActionFromAnotherHost } from "@freight/domain/app/request-origin";
import { firstVisitRewriteOf } from "@/lib/cache/first-visit-routes";
import {
  serializeUtmEntries,
  TRACKING_COOKIE,
  TRACKING_COOKIE_MAX_AGE_SECONDS,
  utmEntriesFrom,
} from "@/lib/app/tracking-params";

/** A path of this app, on the origin Next knows the request by (another origin would be proxied). */
function internalUrl(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = "";
  return url;
}

/**
 * Serves the data pages asked for without a query from their cached first-visit routes, and remembers the utm
 * parameters a visitor lands with, so every page shows the phone number of their tracking source.
 */
export function proxy(request: NextRequest) {
  const unreadable = unreadablePathResponse(request.nextUrl.pathname);
  if (unreadable) return unreadable;
  // Next refuses a Server Action posted from another host's page too, but with a 500: answer the apps' 403.
  if (isServerActionFromAnotherHost(request.method, request.headers)) {
    return NextResponse.json(CROSS_SITE_REFUSAL, { status: 403 });
  }
  const rewrite = firstVisitRewriteOf(request.nextUrl.pathname, request.nextUrl.searchParams);
  const entries = utmEntriesFrom(request.nextUrl.searchParams);
  const hasEntries = Object.keys(entries).length > 0;
  const value = serializeUtmEntries(entries);
  // The request is updated too, so this very render sees the tracking cookie.
  if (hasEntries) request.cookies.set(TRACKING_COOKIE, value);
  const response = rewrite
    ? NextResponse.rewrite(internalUrl(request, rewrite), { request })
    : NextResponse.next({ request });
  if (!hasEntries) return response;

  response.cookies.set(TRACKING_COOKIE, value, {
    path: "/",
    maxAge: TRACKING_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
    // Cookies are Secure; plain-http local runs would drop them, so only over https.
    secure: request.nextUrl.protocol === "https:",
  });
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|api/|favicon.ico).*)"],
};
