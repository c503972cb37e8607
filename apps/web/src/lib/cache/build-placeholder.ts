/**
 * The one parameter a build prerenders a data page with: never a real post, hub or service. Pages whose data
 * comes from the API are rendered at their first request instead (the API is not running during a build) and
 * then served whole from cache until the API revalidates their tag. A page prerendered at build with its data
 * left as a request-time hole would instead be rendered in part on every request.
 */
export const BUILD_PLACEHOLDER_PARAM = "-";
