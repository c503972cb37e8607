import { readText } from "@/lib/search-params";

type SearchParams = Record<string, string | string[] | undefined>;

/** The return address the portal's guard passes, as `returnTo` or `next`. */
export function readReturnTo(params: SearchParams): string | undefined {
  return readText(params.returnTo) ?? readText(params.next);
}

/** Keeps the return address on links between the account pages. */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?${new URLSearchParams({ returnTo }).toString()}` : path;
}
