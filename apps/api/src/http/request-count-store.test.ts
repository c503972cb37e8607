import { describe, expect, it } from "vitest";
import { RequestCountStore } from "./request-count-store.js";

function counts(store: RequestCountStore, key: string, times: number, window = 60_000) {
  const results: { current: number; ttl: number }[] = [];
  for (let index = 0; index < times; index += 1) {
    store.incr(key, (_error, result) => results.push(result), window);
  }
  return results;
}

describe("RequestCountStore.incr", () => {
  it("gives every request its own count, so a burst is cut exactly at the budget", () => {
    const results = counts(new RequestCountStore(), "198.51.100.1", 8);
    // Read after the whole burst, as the plugin does after an await: each still says its own number.
    expect(results.map((result) => result.current)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("counts each address apart and starts a new window when the old one has passed", () => {
    let now = 0;
    const store = new RequestCountStore(undefined, () => now);
    counts(store, "a", 3);
    expect(counts(store, "b", 1)[0]?.current).toBe(1);
    now = 59_999;
    expect(counts(store, "a", 1)[0]).toEqual({ current: 4, ttl: 1 });
    now = 60_000;
    expect(counts(store, "a", 1)[0]).toEqual({ current: 1, ttl: 60_000 });
  });

  it("keeps route limits apart from the global one (child stores)", () => {
    const store = new RequestCountStore();
    counts(store, "a", 5);
    expect(counts(store.child() as RequestCountStore, "a", 1)[0]?.current).toBe(1);
  });
});
