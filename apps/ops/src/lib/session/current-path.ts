import { headers } from "next/headers";

/** Set by the proxy on every page request: layouts and pages are not told their own path otherwise. */
export const PATH_HEADER = "x-ops-path";

/** The path (and query) of the page being rendered, for a return address after signing in. */
export async function currentPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? "/";
}
