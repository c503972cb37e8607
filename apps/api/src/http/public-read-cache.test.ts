import { describe, expect, it } from "vitest";
import { etagOf, matchesIfNoneMatch, PublicReadCache } from "./public-read-cache.js";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("PublicReadCache.read", () => {
  it("builds an answer once and serves it until the TTL has passed", async () => {
    const time = clock();
    const cache = new PublicReadCache({ ttlMs: 1_000, maxEntries: 10, maxChars: 1_000_000, now: time.now });
    let builds = 0;
    const build = async () => `{"build":${++builds}}`;
    expect((await cache.read("a", ["blog"], build)).payload).toBe('{"build":1}');
    time.advance(999);
    expect((await cache.read("a", ["blog"], build)).payload).toBe('{"build":1}');
    time.advance(1);
    expect((await cache.read("a", ["blog"], build)).payload).toBe('{"build":2}');
  });

  it("lets parallel misses of one key wait for the same build", async () => {
    const cache = new PublicReadCache({ ttlMs: 1_000, maxEntries: 10, maxChars: 1_000_000 });
    let builds = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => cache.read("a", ["shop"], async () => `{"build":${++builds}}`)),
    );
    expect(builds).toBe(1);
    expect(new Set(answers.map((answer) => answer.payload))).toEqual(new Set(['{"build":1}']));
  });

  it("never stores a build that was under way when its data was invalidated", async () => {
    const cache = new PublicReadCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 1_000_000 });
    let release: (payload: string) => void = () => {};
    const early = cache.read("a", ["blog"], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate(["blog"]);
    const late = cache.read("a", ["blog"], async () => '"after the write"');
    release('"before the write"');
    expect((await early).payload).toBe('"before the write"');
    expect((await late).payload).toBe('"after the write"');
    expect((await cache.read("a", ["blog"], async () => '"again"')).payload).toBe('"after the write"');
  });

  it("drops only the answers built from an invalidated tag", async () => {
    const cache = new PublicReadCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 1_000_000 });
    await cache.read("home", ["landing", "hubs"], async () => "1");
    await cache.read("posts", ["blog"], async () => "2");
    cache.invalidate(["hubs"]);
    expect((await cache.read("home", ["landing", "hubs"], async () => "3")).payload).toBe("3");
    expect((await cache.read("posts", ["blog"], async () => "4")).payload).toBe("2");
  });

  it("does not store a failed build and lets the next caller try again", async () => {
    const cache = new PublicReadCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 1_000_000 });
    await expect(cache.read("a", [], async () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(cache.size).toBe(0);
    expect((await cache.read("a", [], async () => "ok")).payload).toBe("ok");
  });

  it("keeps at most maxEntries answers, dropping the oldest first", async () => {
    const cache = new PublicReadCache({ ttlMs: 60_000, maxEntries: 3, maxChars: 1_000_000 });
    for (const key of ["a", "b", "c", "d"]) await cache.read(key, [], async () => key);
    expect(cache.size).toBe(3);
    expect((await cache.read("a", [], async () => "rebuilt")).payload).toBe("rebuilt");
    expect((await cache.read("d", [], async () => "rebuilt")).payload).toBe("d");
  });
});

describe("PublicReadCache.answerForTarget", () => {
  const headers = { "cache-control": "public, max-age=10" };

  it("answers a remembered target only while its stored answer is fresh and not invalidated", async () => {
    const time = clock();
    const cache = new PublicReadCache({ ttlMs: 1_000, maxEntries: 10, maxChars: 1_000_000, now: time.now });
    expect(cache.answerForTarget("/banners")).toBeUndefined();
    await cache.read("listBanners?[]", ["landing"], async () => "[1]");
    cache.rememberTarget("/banners", "listBanners?[]", headers);
    expect(cache.answerForTarget("/banners")).toMatchObject({ payload: "[1]", headers });
    time.advance(1_000);
    expect(cache.answerForTarget("/banners")).toBeUndefined();
    await cache.read("listBanners?[]", ["landing"], async () => "[2]");
    expect(cache.answerForTarget("/banners")?.payload).toBe("[2]");
    cache.invalidate(["landing"]);
    expect(cache.answerForTarget("/banners")).toBeUndefined();
  });

  it("remembers at most maxEntries targets, forgetting the oldest first", async () => {
    const cache = new PublicReadCache({ ttlMs: 60_000, maxEntries: 2, maxChars: 1_000_000 });
    await cache.read("k", ["shop"], async () => "[]");
    for (const target of ["/a", "/b", "/c"]) cache.rememberTarget(target, "k", headers);
    expect(cache.answerForTarget("/a")).toBeUndefined();
    expect(cache.answerForTarget("/b")?.payload).toBe("[]");
    expect(cache.answerForTarget("/c")?.payload).toBe("[]");
  });
});

describe("PublicReadCache memory", () => {
  it("keeps answers within maxChars, dropping the oldest, and never keeps one over an eighth of it", async () => {
    const cache = new PublicReadCache({ ttlMs: 60_000, maxEntries: 100, maxChars: 800 });
    for (const key of ["a", "b", "c", "d", "e"]) await cache.read(key, [], async () => key.repeat(100));
    expect(cache.chars).toBe(500);
    await cache.read("f", [], async () => "f".repeat(100));
    for (const key of ["g", "h", "i"]) await cache.read(key, [], async () => key.repeat(100));
    expect(cache.chars).toBeLessThanOrEqual(800);
    expect((await cache.read("a", [], async () => "rebuilt")).payload).toBe("rebuilt");
    const big = await cache.read("big", [], async () => "x".repeat(101));
    expect(big.payload).toHaveLength(101);
    expect((await cache.read("big", [], async () => "again")).payload).toBe("again");
  });
});

describe("etagOf", () => {
  it("gives the same strong tag for the same bytes and another for other bytes", () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf("x")).toMatch(/^"[\w-]+"$/);
  });
});

describe("matchesIfNoneMatch", () => {
  const etag = '"abc"';
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"x", ${etag}`, true],
    ["*", true],
    ['"abd"', false],
    ["abc", false],
    ["", false],
    [undefined, false],
  ])("treats If-None-Match %s as a match: %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
