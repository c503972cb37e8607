/** The store interface @fastify/rate-limit calls (`store` option: a class it constructs with its settings). */
interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void;
  child(routeOptions: unknown): RateLimitStore;
}

interface Window {
  count: number;
  startedAt: number;
}

const MAX_KEYS = 20_000;

/**
 * Per-instance fixed-window request counts for @fastify/rate-limit.
 *
 * The plugin's own LocalStore hands every caller the same mutable counter object and the plugin reads it only
 * after an `await`, so of 8 requests arriving together with a budget of 5, all 8 read "8" and all are refused.
 * This store answers each request with its own count, so exactly the budget gets through.
 * At most MAX_KEYS addresses are kept; the oldest window goes first.
 */
export class RequestCountStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();

  /** The plugin passes its settings first; nothing in them is needed here. */
  constructor(
    _settings?: unknown,
    private readonly now: () => number = Date.now,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      this.windows.delete(key);
      window = { count: 0, startedAt: now };
      while (this.windows.size >= MAX_KEYS) {
        const oldest = this.windows.keys().next().value;
        if (oldest === undefined) break;
        this.windows.delete(oldest);
      }
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child(): RateLimitStore {
    return new RequestCountStore(undefined, this.now);
  }
}
