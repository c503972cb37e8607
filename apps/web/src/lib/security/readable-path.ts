const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a request path decodes to text a page can use: valid percent-encoding, no NUL and no unpaired UTF-16
 * surrogate. Next answers 500 to a dynamic route whose parameter does not decode (`/shop/%zz`), and a NUL reaches
 * the API as an id it refuses, which the page would show as the API failing (503); such a path is the client's
 * mistake, so it gets a 400.
 */
export function isReadablePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !decoded.includes("\u0000") && !LONE_SURROGATE.test(decoded);
}
