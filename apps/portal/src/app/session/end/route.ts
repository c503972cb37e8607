import { NextResponse, type NextRequest } from "next/server";
import { serverEnv } from "@/env";
import { publicPortalUrl } from "@/features/session/public-url";
import { SESSION_COOKIE, signInUrl } from "@/features/session/session-paths";

/**
 * Spec 8: on a 401 the token cookie is removed and a visitor on a protected page goes to sign-in.
 * Server Components cannot change cookies, so they send the visitor here.
 */
export function GET(request: NextRequest) {
  const from = request.nextUrl.searchParams.get("from") ?? "/dashboard";
  // Only paths of this portal: never an open redirect to another site.
  const returnPath = from.startsWith("/") && !from.startsWith("//") ? from : "/dashboard";
  const response = NextResponse.redirect(signInUrl(serverEnv().WEB_URL, publicPortalUrl(request, returnPath)));
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
