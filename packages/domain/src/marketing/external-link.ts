/** How long the external-link helper waits before opening the link. */
export const EXTERNAL_LINK_OPEN_DELAY_MS = 300;

/** Where an external link opens. */
export type ExternalLinkTarget = "_blank" | "_self";

/** Everything the page needs to open an external link. */
export interface ExternalLinkPlan {
  url: string;
  target: ExternalLinkTarget;
  delayMs: number;
}

const WEB_URL = /^https?:\/\//i;

function decodeQueryComponent(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, " "));
  } catch {
    return component;
  }
}

function queryKeys(query: string): Set<string> {
  const keys = query
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => decodeQueryComponent(pair.split("=", 1)[0] ?? ""));
  return new Set(keys);
}

/**
 * Adds the current tracking parameters to a web link, only those the link does not
 * already carry; the link's own parameters and fragment are kept as they are.
 * Links that are not http(s) (mailto:, tel:) are returned unchanged.
 */
export function withTrackingParams(href: string, trackingParams: Readonly<Record<string, string>>): string {
  if (!WEB_URL.test(href)) return href;
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const fragment = hashAt === -1 ? "" : href.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt + 1);

  const present = queryKeys(query);
  const added = Object.entries(trackingParams)
    .filter(([key]) => key !== "" && !present.has(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  if (added.length === 0) return href;

  const separator = queryAt === -1 ? "?" : query === "" || query.endsWith("&") ? "" : "&";
  return `${beforeHash}${separator}${added.join("&")}${fragment}`;
}

/** The window target: a new tab or the same window. */
export function externalLinkTarget(openInNewTab: boolean): ExternalLinkTarget {
  return openInNewTab ? "_blank" : "_self";
}

/** Plans opening an external link: the URL with tracking parameters added, the target, and the 300 ms delay. */
export function planExternalLinkOpen(
  href: string,
  trackingParams: Readonly<Record<string, string>>,
  openInNewTab: boolean,
): ExternalLinkPlan {
  return {
    url: withTrackingParams(href, trackingParams),
    target: externalLinkTarget(openInNewTab),
    delayMs: EXTERNAL_LINK_OPEN_DELAY_MS,
  };
}
