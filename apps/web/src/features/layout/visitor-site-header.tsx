import { serverEnv } from "@/env";
import { hasSessionCookie } from "@/features/auth/session-state";
import { SiteHeader } from "./site-header";

/**
 * The header as this visitor sees it (signed in or not). It reads the session cookie, so it is the one
 * per-request hole of an otherwise cached page; the signed-out header is its prerendered fallback.
 */
export async function VisitorSiteHeader() {
  return <SiteHeader isSignedIn={await hasSessionCookie()} portalUrl={serverEnv().PORTAL_URL} />;
}
