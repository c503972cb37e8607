export interface ReturnToOrigins {
  /** The public site's origin; relative addresses are resolved against it. */
  webUrl: string;
  /** The portal's origin, also where visitors go when no return address is given. */
  portalUrl: string;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where to send a visitor after signing in: the `returnTo` (or `next`) address the portal's guard
 * passed, when it points at the portal or this site, otherwise the portal's home. Anything else
 * (another host, `//evil.example`, `javascript:`) is ignored, so the sign-in page cannot be used
 * as an open redirect.
 */
export function resolveReturnTo(raw: string | undefined | null, origins: ReturnToOrigins): string {
  const fallback = new URL("/", origins.portalUrl).toString();
  const value = raw?.trim();
  if (!value) return fallback;
  // Protocol-relative and backslash tricks resolve to other hosts in browsers.
  if (value.startsWith("//") || value.includes("\\")) return fallback;

  let target: URL;
  try {
    target = new URL(value, `${origins.webUrl.replace(/\/+$/, "")}/`);
  } catch {
    return fallback;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return fallback;
  const allowed = [originOf(origins.webUrl), originOf(origins.portalUrl)];
  if (!allowed.includes(target.origin)) return fallback;
  // Back to the account pages would loop.
  if (target.origin === originOf(origins.webUrl) && target.pathname.startsWith("/auth/")) return fallback;
  return target.toString();
}
