/** Paths that belong to the customer portal (account and portal routes), not to this site. */
const PORTAL_PATH_PREFIXES = ["/dashboard", "/order-history", "/settings", "/portal"] as const;

/**
 * Where a banner button goes. The API's buttonCommand is a path or an anchor of the home page;
 * portal paths go to the portal, anything else (an outside URL, a script) is not followed.
 */
export function bannerHref(command: string, portalUrl: string): string | null {
  const trimmed = command.trim();
  if (/^#[\w-]+$/.test(trimmed)) return `/${trimmed}`;
  if (!/^\/(?!\/)/.test(trimmed)) return null;
  const isPortalPath = PORTAL_PATH_PREFIXES.some((prefix) => trimmed === prefix || trimmed.startsWith(`${prefix}/`));
  return isPortalPath ? `${portalUrl.replace(/\/+$/, "")}${trimmed}` : trimmed;
}
