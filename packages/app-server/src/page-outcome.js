// @ts-check

/**
 * What one page request found out while it was rendered. The server that answers the request (serve-next-app.js)
 * keeps an AsyncLocalStorage of these under this process-wide symbol; the app's code, bundled by Next into its own
 * module copies (and into the browser, where nothing is there), reaches it through the symbol alone.
 * @typedef {{ isUnavailable: boolean }} PageOutcome
 */

export const PAGE_OUTCOME_STORE = Symbol.for("@freight/app-server/page-outcome");

/**
 * Says that the page being rendered shows a retry notice because the data it needs could not be read (the API is
 * down, too slow, limiting or failing): the server then answers 503 with Retry-After instead of 200, so browsers,
 * caches and search engines know the page exists but failed. Does nothing outside such a server (next dev, the
 * browser), where only the notice is shown.
 */
export function markPageUnavailable() {
  const storage = /** @type {{ getStore(): PageOutcome | undefined } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[PAGE_OUTCOME_STORE]
  );
  const outcome = storage?.getStore();
  if (outcome) outcome.isUnavailable = true;
}
