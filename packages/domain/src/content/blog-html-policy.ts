/**
 * The blog body HTML policy (allowed tags, attributes and URL schemes) as data and pure checks; blog-sanitizer.ts applies it.
 */

/** Tags a blog body may keep; any other tag is discarded (its text is kept, except for script-like tags). */
export const BLOG_ALLOWED_TAGS: readonly string[] = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "p",
  "ul",
  "ol",
  "li",
  "pre",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "code",
  "span",
  "br",
  "hr",
  "a",
  "img",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "iframe",
  "div",
];

/** Attributes any allowed tag may keep. */
export const BLOG_GLOBAL_ATTRIBUTES: readonly string[] = ["class", "style", "align"];

/** Attributes only the named tag may keep, on top of the global ones. */
export const BLOG_TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "target", "rel", "name", "title"],
  img: ["src", "alt", "title", "width", "height", "loading", "srcset", "sizes"],
  iframe: ["src", "width", "height", "allow", "allowfullscreen", "title"],
};

/** URL schemes a link may use; links without a scheme (relative ones) stay on the site and are kept. */
export const ALLOWED_LINK_SCHEMES: readonly string[] = ["http", "https", "mailto"];

/** The rel every link gets; links always open in a new tab. */
export const LINK_REL = "nofollow noopener noreferrer";

/** The target every link gets. */
export const LINK_TARGET = "_blank";

/** The two video hosts an iframe may load from (https only). */
export const VIDEO_EMBED_HOSTS: readonly string[] = ["www.youtube.com", "player.vimeo.com"];

/** Hosts of the project's own media (the API's "/media/..." files); production passes its API host. */
export const DEFAULT_MEDIA_HOSTS: readonly string[] = ["localhost", "127.0.0.1"];

/** The stock-photo host whose images a blog body may show. */
export const DEFAULT_STOCK_IMAGE_HOSTS: readonly string[] = ["images.unsplash.com"];

/** Path under which the API serves its media files; own-host images must live below it. */
export const MEDIA_PATH_PREFIX = "/media/";

/** The loading mode an image gets unless it asks for eager loading. */
export const DEFAULT_IMAGE_LOADING = "lazy";

/** Hosts a blog image may come from. Entries are host names ("cdn.example.com") or host:port pairs. */
export interface ImageHostPolicy {
  /** Own media hosts: only paths under "/media/" are accepted. */
  mediaHosts: readonly string[];
  /** Stock-photo hosts: any path is accepted. */
  stockImageHosts: readonly string[];
}

/** The default image hosts: local development media hosts and the stock-photo host. */
export const DEFAULT_IMAGE_HOST_POLICY: ImageHostPolicy = {
  mediaHosts: DEFAULT_MEDIA_HOSTS,
  stockImageHosts: DEFAULT_STOCK_IMAGE_HOSTS,
};

/** CSS properties an inline style may keep, each with the values it accepts (matched case-insensitively). */
export const ALLOWED_STYLE_VALUES: Readonly<Record<string, RegExp>> = {
  "font-weight": /^(?:normal|bold|\d{3})$/,
  "text-align": /^(?:left|right|center|justify)$/,
  "font-size": /^\d+(?:\.\d+)?(?:px|em|rem|%)$/,
  "border-style": /^(?:none|solid|dashed|dotted)$/,
  display: /^(?:block|inline|inline-block|flex|none)$/,
};

// What browsers ignore or strip inside URLs: a URL carrying any of it is refused rather than guessed at.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const URL_NOISE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff\\]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HTTP_URL = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?([/?#].*)?$/i;

interface HttpUrl {
  scheme: "http" | "https";
  hostname: string;
  port: string | null;
  path: string;
}

function parseHttpUrl(value: string): HttpUrl | null {
  const url = value.trim();
  if (URL_NOISE.test(url)) return null;
  const match = HTTP_URL.exec(url);
  if (!match) return null;
  const rest = match[4] ?? "/";
  const path = rest.startsWith("/") ? (rest.split(/[?#]/)[0] ?? "/") : "/";
  return {
    scheme: (match[1] ?? "").toLowerCase() as HttpUrl["scheme"],
    hostname: (match[2] ?? "").toLowerCase(),
    port: match[3] ?? null,
    path,
  };
}

function hostListed(hosts: readonly string[], url: HttpUrl): boolean {
  const withPort = url.port === null ? url.hostname : `${url.hostname}:${url.port}`;
  return hosts.some((entry) => {
    const host = entry.trim().toLowerCase();
    return host === url.hostname || host === withPort;
  });
}

function hasDotSegment(path: string): boolean {
  const decoded = path.replace(/%2e/gi, ".");
  return decoded.split("/").some((segment) => segment === "." || segment === "..");
}

/** Whether a link target is allowed: http, https or mailto, or a relative link (which inherits http or https). */
export function isAllowedLinkHref(href: string): boolean {
  const value = href.trim();
  if (URL_NOISE.test(value)) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return ALLOWED_LINK_SCHEMES.includes(scheme);
}

/** Whether an image source is an absolute http(s) URL under "/media/" on an own media host, or on a stock-photo host. */
export function isAllowedImageSource(
  src: string,
  hosts: ImageHostPolicy = DEFAULT_IMAGE_HOST_POLICY,
): boolean {
  const url = parseHttpUrl(src);
  if (!url) return false;
  if (hostListed(hosts.stockImageHosts, url)) return true;
  return (
    hostListed(hosts.mediaHosts, url) && url.path.startsWith(MEDIA_PATH_PREFIX) && !hasDotSegment(url.path)
  );
}

/** Whether every candidate of an img srcset is an allowed image source. */
export function isAllowedImageSrcset(
  srcset: string,
  hosts: ImageHostPolicy = DEFAULT_IMAGE_HOST_POLICY,
): boolean {
  const candidates = srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((url) => url !== "");
  return candidates.length > 0 && candidates.every((url) => isAllowedImageSource(url, hosts));
}

/** Whether an iframe source is an https URL on one of the two video hosts (default port, no credentials). */
export function isAllowedVideoSource(src: string): boolean {
  const url = parseHttpUrl(src);
  return (
    url !== null && url.scheme === "https" && url.port === null && VIDEO_EMBED_HOSTS.includes(url.hostname)
  );
}

/**
 * Keeps only the allowed declarations of an inline style, normalised to "property: value" joined by "; ".
 * A property given twice keeps its last allowed value, as CSS would. Returns "" when nothing is left.
 */
export function filterInlineStyle(style: string): string {
  const kept = new Map<string, string>();
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    const allowed = Object.hasOwn(ALLOWED_STYLE_VALUES, property)
      ? ALLOWED_STYLE_VALUES[property]
      : undefined;
    if (allowed?.test(value)) {
      kept.delete(property);
      kept.set(property, value);
    }
  }
  return [...kept].map(([property, value]) => `${property}: ${value}`).join("; ");
}
