/**
 * Reads a signed-in visitor repeats on page after page (their hub and service lists: the dashboard, the history's
 * filters, the booking form) kept for a few seconds per session and account, so a page does not ask the API for
 * them again each time. Only answers are kept (a failed read throws and is asked again next time); an entry is
 * keyed by the session token and the account the session acts for, so a company switch reads afresh. Per server
 * process, and never the source of truth: what staff change reaches the portal within `ttlMs`.
 */
export interface SessionReadCache<Value> {
  read(sessionKey: string, load: () => Promise<Value>): Promise<Value>;
}

interface Entry<Value> {
  value: Promise<Value>;
  expiresAt: number;
}

export function createSessionReadCache<Value>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  /** The most sessions kept; the oldest entry goes first. */
  maxEntries: number;
  now?: () => number;
}): SessionReadCache<Value> {
  const entries = new Map<string, Entry<Value>>();
  return {
    read(sessionKey, load) {
      const at = now();
      const kept = entries.get(sessionKey);
      if (kept && kept.expiresAt > at) return kept.value;
      entries.delete(sessionKey);
      // Requests of the same session in flight together share one read.
      const value = load();
      const entry = { value, expiresAt: at + ttlMs };
      entries.set(sessionKey, entry);
      value.catch(() => {
        if (entries.get(sessionKey) === entry) entries.delete(sessionKey);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
