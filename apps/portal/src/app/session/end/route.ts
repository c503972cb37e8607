import { NextResponse, type NextRequest } from "next/server";
import { localReturnPath } from "@freight/domain/app/local-return-path";
import { serverEnv } from "@/env";
import { loadProfile } from "@/lib/session/load-profile";
import { publicPortalUrl } from "@/lib/session/public-url";
import { isProtectedPath, sessionCookieToDrop, signInUrl } from "@/lib/session/session-paths";

/**
 * After a 401 the token cookie is removed; a visitor on a protected page goes to sign-in (and comes back after
 * it), on any other page the page reloads. Server Components cannot change cookies, so they send the visitor here.
 * Any page on the web can link here, so the cookie is dropped only when the API no longer accepts the session:
 * a stranger's link cannot sign a customer out.
 */
export async function GET(request: NextRequest) {
  const from = localReturnPath(request.nextUrl.searchParams.get("from"), "/dashboard");
  // Back to this route would loop.
  const returnPath = from.startsWith("/session/") ? "/dashboard" : from;
  const session = await loadProfile();
  if (session.kind !== "signed-out") return NextResponse.redirect(publicPortalUrl(request, returnPath));
  const pathname = new URL(returnPath, "http://portal.invalid").pathname;
  const target = isProtectedPath(pathname)
    ? signInUrl(serverEnv().WEB_URL, publicPortalUrl(request, returnPath))
    : publicPortalUrl(request, returnPath);
  const response = NextResponse.redirect(target);
  response.cookies.delete(sessionCookieToDrop(serverEnv()));
  return response;
}
