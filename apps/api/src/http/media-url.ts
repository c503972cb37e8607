/** Turns a stored site-relative media path ("/media/...") into an absolute URL on the API; leaves absolute URLs alone. */
export function toMediaUrl(publicApiUrl: string, path: string | null | undefined): string {
  if (!path) return "";
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicApiUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}
