import { BUILD_PLACEHOLDER_PARAM } from "./build-placeholder";

/**
 * Public pages that show API data but take no path parameter. Built as they are, Next prerenders them at build
 * with their API sections as request-time holes (the API does not run during a build), and then renders those
 * holes on every request. Asked for without a query, they are served instead from a route under
 * `/first-visit/[edition]`, which a build prerenders only as a placeholder: each is rendered whole, with the
 * API's data, at its first visit and then served from cache until the API revalidates its tags. A request with
 * another query (a shop search) is still rendered per request from cached data.
 */
const FIRST_VISIT_PAGES = {
  "/": "home",
  "/shop": "shop",
  "/blog-posts": "blog-posts",
  "/careers": "careers",
  "/faqs": "faqs",
  "/service-catalog": "service-catalog",
} as const satisfies Record<string, string>;

/**
 * Listings whose numbered pages (`?page=N` as the only content query) are cached too, each number as a route of
 * its own: a page rendered per request streams its list and footer into place by script, which a crawler without
 * JavaScript never runs. Pages 1 to 999 only (0 is the first page, served as the listing itself), so a query
 * cannot fill the cache with pages nobody links to.
 */
const PAGED_FIRST_VISIT_PAGES = {
  "/blog-posts": "blog-posts",
} as const satisfies Record<string, string>;

/** A page number (after the first) that has a cached route of its own. */
export function isCachedPageNumber(value: string): boolean {
  return /^[1-9]\d{0,2}$/.test(value);
}

const FIRST_VISIT_PREFIX = "/first-visit";

/** The edition the rewrites serve; any other value of the segment (the build placeholder) answers 404. */
export const LIVE_EDITION = "live";

/** Query parameters that do not change a page's content: tracking (kept in a cookie, read in the browser). */
function isContentQueryParam(name: string): boolean {
  return !name.toLowerCase().startsWith("utm_");
}

/**
 * Where the server looks for a public URL: the cached first-visit route of a page asked for without a content
 * query, the build placeholder (a 404) for a direct request of a first-visit route, or undefined to serve the
 * URL as it is.
 */
export function firstVisitRewriteOf(pathname: string, searchParams: URLSearchParams): string | undefined {
  if (pathname === FIRST_VISIT_PREFIX || pathname.startsWith(`${FIRST_VISIT_PREFIX}/`)) {
    return `${FIRST_VISIT_PREFIX}/${BUILD_PLACEHOLDER_PARAM}`;
  }
  if (!Object.hasOwn(FIRST_VISIT_PAGES, pathname)) return undefined;
  const page = FIRST_VISIT_PAGES[pathname as keyof typeof FIRST_VISIT_PAGES];
  const contentParams = [...searchParams.keys()].filter(isContentQueryParam);
  if (contentParams.length === 0) return `${FIRST_VISIT_PREFIX}/${LIVE_EDITION}/${page}`;
  if (!Object.hasOwn(PAGED_FIRST_VISIT_PAGES, pathname) || contentParams.some((name) => name !== "page")) {
    return undefined;
  }
  const [pageNumber, ...more] = searchParams.getAll("page");
  if (pageNumber === undefined || more.length > 0) return undefined;
  if (pageNumber === "0") return `${FIRST_VISIT_PREFIX}/${LIVE_EDITION}/${page}`;
  return isCachedPageNumber(pageNumber)
    ? `${FIRST_VISIT_PREFIX}/${LIVE_EDITION}/${page}/${pageNumber}`
    : undefined;
}
