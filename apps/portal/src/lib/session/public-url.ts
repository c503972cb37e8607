import type { NextRequest } from "next/server";
import { serverEnv } from "@/env";

/**
 * The address the visitor sees for a portal path. Next's request URL names the host the server
 * listens on, which behind a proxy or with --hostname is not the visitor's, so PORTAL_URL wins,
 * then the Host header the browser sent.
 */
export function publicPortalUrl(request: NextRequest, pathWithQuery: string): string {
  const configured = serverEnv().PORTAL_URL;
  if (configured) return new URL(pathWithQuery, configured).href;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const protocol = request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(/:$/, "");
  return new URL(pathWithQuery, host ? `${protocol}://${host}` : request.nextUrl.origin).href;
}
