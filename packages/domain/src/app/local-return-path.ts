const localOrigin = "http://local.invalid";

/**
 * A path to send a visitor back to inside the same app, or `fallback`. Only a path that a browser would
 * resolve to this app's own origin is kept: `//evil.example`, `/\evil.example`, a tab or newline inside the
 * slashes, and absolute or `javascript:` addresses all resolve elsewhere and fall back, so no return
 * parameter can be used as an open redirect.
 */
export function localReturnPath(raw: string | null | undefined, fallback: string): string {
  if (!raw?.startsWith("/")) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(raw, localOrigin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== localOrigin) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
