import { describe, expect, it } from "vitest";
import { createSessionReadCache } from "./session-read-cache";

describe("createSessionReadCache", () => {
  it("answers a session's repeated read from memory until the time to live has passed", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createSessionReadCache<number>({ ttlMs: 10_000, maxEntries: 10, now: () => clock });
    const load = async () => (loads += 1);
    expect(await cache.read("session-a", load)).toBe(1);
    clock = 9_999;
    expect(await cache.read("session-a", load)).toBe(1);
    clock = 10_000;
    expect(await cache.read("session-a", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("keeps each session (and account) apart", async () => {
    const cache = createSessionReadCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    expect(await cache.read("token-1|personal", async () => "personal hubs")).toBe("personal hubs");
    expect(await cache.read("token-1|company-7", async () => "company hubs")).toBe("company hubs");
    expect(await cache.read("token-1|personal", async () => "again")).toBe("personal hubs");
  });

  it("keeps no failure: the next read asks again", async () => {
    const cache = createSessionReadCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    await expect(
      cache.read("session-a", async () => {
        throw new Error("API unavailable");
      }),
    ).rejects.toThrow("API unavailable");
    expect(await cache.read("session-a", async () => "hubs")).toBe("hubs");
  });

  it("shares one read between requests of a session in flight together", async () => {
    let loads = 0;
    const cache = createSessionReadCache<number>({ ttlMs: 10_000, maxEntries: 10 });
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.read("s", load), cache.read("s", load), cache.read("s", load)])).toEqual([
      1, 1, 1,
    ]);
    expect(loads).toBe(1);
  });

  it("drops the oldest session beyond its size", async () => {
    let loads = 0;
    const cache = createSessionReadCache<number>({ ttlMs: 10_000, maxEntries: 2 });
    const load = async () => (loads += 1);
    await cache.read("a", load);
    await cache.read("b", load);
    await cache.read("c", load);
    expect(await cache.read("b", load)).toBe(2);
    expect(await cache.read("a", load)).toBe(4);
  });
});
