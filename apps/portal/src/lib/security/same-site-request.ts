import { headers } from "next/headers";
import { forbidden } from "next/navigation";
import {
  CROSS_SITE_REFUSAL,
  judgeRequestOrigin,
  type RequestHeaderReader,
} from "@freight/domain/app/request-origin";
import { serverEnv } from "@/env";

/*
 * Every Server Action and state-changing route handler of the portal calls one of these first
 * (e2e/tests/portal/cross-site-requests.spec.ts fails otherwise): they send the session cookie on to the API
 * as a bearer token, so the API's Origin check never sees the browser and this is where a request from
 * another site's page is stopped.
 */

/** The portal's own origin when PORTAL_URL is unset: the host the browser addressed, as publicPortalUrl does. */
function requestedOrigin(requestHeaders: RequestHeaderReader): string | undefined {
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  return host ? `${requestHeaders.get("x-forwarded-proto") ?? "http"}://${host}` : undefined;
}

/** The configured sites whose pages may write through the portal: the public site and the portal. */
function siteOrigins(requestHeaders: RequestHeaderReader): string[] {
  const env = serverEnv();
  const portal = env.PORTAL_URL ?? requestedOrigin(requestHeaders);
  return portal ? [env.WEB_URL, portal] : [env.WEB_URL];
}

function isSameSite(requestHeaders: RequestHeaderReader, what: string): boolean {
  const verdict = judgeRequestOrigin(requestHeaders, siteOrigins(requestHeaders));
  if (!verdict.isAllowed) console.warn(`refused ${what}: ${verdict.reason}`);
  return verdict.isAllowed;
}

/** First line of every Server Action: a request from another site's page ends here with 403. */
export async function requireSameSiteAction(): Promise<void> {
  if (!isSameSite(await headers(), "a Server Action")) forbidden();
}

/** First lines of every state-changing route handler: `const refused = refuseCrossSiteRequest(request); if (refused) return refused;` */
export function refuseCrossSiteRequest(request: Request): Response | undefined {
  if (isSameSite(request.headers, `${request.method} ${new URL(request.url).pathname}`)) return undefined;
  return Response.json(CROSS_SITE_REFUSAL, { status: CROSS_SITE_REFUSAL.statusCode });
}
