import { headers } from "next/headers";
import { localReturnPath } from "@freight/domain/app/local-return-path";

/** Request header the proxy sets with the path and query being rendered (layouts are not told the path). */
export const PATH_HEADER = "x-portal-path";

/** The portal path (with query) of the page being rendered; "/dashboard" when unknown. */
export async function currentPath(): Promise<string> {
  const path = (await headers()).get(PATH_HEADER);
  return localReturnPath(path, "/dashboard");
}

/** Where a server component sends the visitor after a 401: the route that drops the cookie. */
export function sessionEndUrl(from: string): string {
  return `/session/end?from=${encodeURIComponent(from)}`;
}
