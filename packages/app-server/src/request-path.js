// @ts-check
/* global Response */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a request path decodes to text a page can use: valid percent-encoding, no NUL and no unpaired UTF-16
 * surrogate. Next answers 500 to a dynamic route whose parameter does not decode (`/shop/%zz`), and a NUL reaches
 * the API as an id it refuses, which a page would show as the API failing (503); such a path is the client's
 * mistake, so it gets a 400.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isReadablePath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !decoded.includes("\u0000") && !LONE_SURROGATE.test(decoded);
}

/**
 * The 400 an app's proxy answers for a path that does not decode, or undefined when the path is readable.
 * @param {string} pathname
 * @returns {Response | undefined}
 */
export function unreadablePathResponse(pathname) {
  if (isReadablePath(pathname)) return undefined;
  return new Response("The address is not valid: it has a broken %-escape, a NUL or half of a character.", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
