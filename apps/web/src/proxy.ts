import { NextResponse, type NextRequest } from "next/server";
import {
  serializeUtmEntries,
  TRACKING_COOKIE,
  TRACKING_COOKIE_MAX_AGE_SECONDS,
  utmEntriesFrom,
} from "@/lib/app/tracking-params";

/**
 * Remembers the utm parameters a visitor lands with, so every page shows the phone
 * number of their tracking source. The request is updated too, so this very render sees them.
 */
export function proxy(request: NextRequest) {
  const entries = utmEntriesFrom(request.nextUrl.searchParams);
  if (Object.keys(entries).length === 0) return NextResponse.next();

  const value = serializeUtmEntries(entries);
  request.cookies.set(TRACKING_COOKIE, value);
  const response = NextResponse.next({ request });
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
