/**
 * Cross-site request forgery guard of the apps' own server endpoints (Server Actions and route handlers).
 * Those endpoints turn the visitor's session cookie into the API's bearer token, so the API's own Origin
 * check never sees the browser: the apps must check the page a state-changing request came from themselves.
 */

/** The request headers this rule reads; a `Headers` object or Next's `headers()` fits. */
export interface RequestHeaderReader {
  get(name: string): string | null;
}

export type RequestOriginVerdict =
  | { isAllowed: true }
  | {
      isAllowed: false;
      /** Why, for the log (never for the visitor: it names no secret, but it is not theirs to act on). */
      reason: string;
    };

/** What a refused request is answered, in the shape of the API's errors (the apps' forms read `message`). */
export const CROSS_SITE_REFUSAL = {
  statusCode: 403,
  error: "Forbidden",
  message:
    "This request did not come from a page of this site, so it was not carried out. Reload the page and try again.",
} as const;

/** The origin (`scheme://host[:port]`) of a URL, or undefined when it is not an absolute http(s) URL. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function refuse(reason: string): RequestOriginVerdict {
  return { isAllowed: false, reason };
}

/**
 * May a state-changing request go on? Only when it came from a page of one of `allowedOrigins` (the configured
 * sites, e.g. WEB_URL and PORTAL_URL):
 * - `Origin` present: it must be exactly one of them (scheme, host and port as browsers write it); `null` (sandboxed frames,
 *   privacy redirects) is refused. Every current browser sends Origin on every POST, PUT, PATCH and DELETE.
 * - no `Origin`, but `Sec-Fetch-Site` (a browser header no page script can set): only `same-origin` passes.
 * - neither: the `Referer`'s origin must be one of them.
 * - none of the three: refused. Such a request names no page, so it is not a browser's form or fetch from our
 *   pages; programs have the API itself to call, which takes bearer tokens without this check.
 */
export function judgeRequestOrigin(
  headers: RequestHeaderReader,
  allowedOrigins: readonly string[],
): RequestOriginVerdict {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => Boolean(origin)));
  const origin = headers.get("origin");
  if (origin !== null) {
    // Browsers send the origin serialized (`https://host[:port]`), so anything else is not one of ours.
    return allowed.has(origin)
      ? { isAllowed: true }
      : refuse(`Origin ${origin.slice(0, 200)} is not one of this product's sites`);
  }
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite !== null) {
    return fetchSite.trim().toLowerCase() === "same-origin"
      ? { isAllowed: true }
      : refuse(`no Origin, and Sec-Fetch-Site is ${fetchSite.slice(0, 40)}`);
  }
  const referer = headers.get("referer");
  if (referer !== null) {
    const named = originOf(referer.trim());
    return named !== undefined && allowed.has(named)
      ? { isAllowed: true }
      : refuse(`no Origin, and the Referer is not one of this product's sites`);
  }
  return refuse("neither Origin, Sec-Fetch-Site nor Referer names the page the request came from");
}

/**
 * Whether a request is a Server Action (a POST with Next's `Next-Action` header) whose `Origin` names another
 * host than the one it was sent to (`X-Forwarded-Host`, else `Host`), or is no URL at all (`null`). Next refuses
 * such an action itself, but by throwing, which answers 500 with an error digest; the apps' proxies answer it 403
 * (CROSS_SITE_REFUSAL) before Next does. An action whose Origin is this host runs on and meets the app's own
 * check (judgeRequestOrigin), which tells a page opened at another address of the same server what to do.
 */
export function isServerActionFromAnotherHost(method: string, headers: RequestHeaderReader): boolean {
  if (method.toUpperCase() !== "POST" || headers.get("next-action") === null) return false;
  const origin = headers.get("origin");
  if (origin === null) return false;
  const requestHost = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "").split(",")[0]?.trim();
  try {
    return new URL(origin).host !== requestHost;
  } catch {
    return true;
  }
}
