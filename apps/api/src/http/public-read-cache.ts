import { createHash } from "node:crypto";

/** One serialized answer, shared by every caller of the same operation and query. */
export interface CachedAnswer {
  /** The JSON bytes exactly as sent. */
  payload: string;
  /** Strong validator: a hash of the bytes, so identical answers (from any instance) carry the same tag. */
  etag: string;
}

/** Response headers by lower-case name. */
export type AnswerHeaders = Readonly<Record<string, string>>;

interface Entry extends CachedAnswer {
  tags: readonly string[];
  expiresAt: number;
  /** UTF-8 length of the payload (the Content-Length of a shortcut answer). */
  bytes: number;
}

/** What was remembered of a request target: the key its answer is stored under and how it was sent. */
interface RememberedTarget {
  key: string;
  headers: AnswerHeaders;
  /** The same headers as a flat `[name, value, …]` list, the cheapest form `writeHead` takes. */
  headerList: readonly string[];
  /** The route pattern that built it (metrics label). */
  route: string;
}

/** A stored answer for a remembered target, ready to be written. */
export interface TargetAnswer extends CachedAnswer {
  headers: AnswerHeaders;
  headerList: readonly string[];
  route: string;
  bytes: number;
}

interface Pending {
  tags: readonly string[];
  answer: Promise<CachedAnswer>;
}

export interface PublicReadCacheOptions {
  /** How long an answer is served before it is built again (the staleness bound of this instance). */
  ttlMs: number;
  /** Most answers kept; the oldest go first (search texts make the key space open-ended). */
  maxEntries: number;
  /**
   * Most characters of answers kept together (page sizes up to 100 posts with bodies make answers large); an
   * answer bigger than an eighth of it is sent but not kept.
   */
  maxChars: number;
  now?: () => number;
}

/** A strong ETag of a payload. */
export function etagOf(payload: string): string {
  return `"${createHash("sha256").update(payload).digest("base64url").slice(0, 32)}"`;
}

/**
 * Whether an If-None-Match header matches the current ETag (RFC 9110 13.1.2: weak comparison, `*` matches
 * any current answer, a list of tags matches when one of them does).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * Serialized answers of public reads, per API instance, keyed by operation and normalised query.
 *
 * - An answer is built once per key and TTL; parallel misses of one key wait for the same build.
 * - `invalidate(tags)` drops every answer (and every build under way) that read data with one of those tags,
 *   so a write that calls it after its commit is seen by the next read of this instance. A build that started
 *   before the invalidation is handed to its own callers but never stored.
 * - It is a cache, not a limit or a source of truth: other instances see a change at most `ttlMs` later.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Pending>();
  /** Request targets (path and query exactly as sent) already answered from a key, with what was remembered. */
  private readonly targets = new Map<string, RememberedTarget>();
  /** Builds that read data a later invalidation named: their answers go to their own callers only. */
  private readonly invalidatedBuilds = new WeakSet<Pending>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private storedChars = 0;
  private readonly now: () => number;

  constructor({ ttlMs, maxEntries, maxChars, now = Date.now }: PublicReadCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.maxChars = maxChars;
    this.now = now;
  }

  /** The stored answer of `key`, or a fresh one from `build` (one build per key at a time), kept `ttlMs`. */
  async read(
    key: string,
    tags: readonly string[],
    build: () => Promise<string>,
    ttlMs = this.ttlMs,
  ): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry;
    if (entry) this.drop(key);

    const under = this.pending.get(key);
    if (under) return under.answer;

    const answer = (async () => {
      const payload = await build();
      return { payload, etag: etagOf(payload) };
    })();
    const pending: Pending = { tags, answer };
    this.pending.set(key, pending);
    try {
      const built = await answer;
      if (!this.invalidatedBuilds.has(pending)) this.store(key, tags, built, ttlMs);
      return built;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  /** Drops every answer built from data with one of these tags. */
  invalidate(tags: readonly string[]): void {
    const dropped = new Set(tags);
    const touches = (entryTags: readonly string[]) => entryTags.some((tag) => dropped.has(tag));
    for (const [key, entry] of this.entries) if (touches(entry.tags)) this.drop(key);
    for (const [key, pending] of this.pending) {
      if (touches(pending.tags)) {
        this.invalidatedBuilds.add(pending);
        this.pending.delete(key);
      }
    }
  }

  /**
   * Remembers that `target` (a request's path and query as sent, which passed validation) is answered from
   * `key`, so a later request for the very same target can be answered before its request pipeline runs.
   * `headers` are the ones the full pipeline sent with it (CORS, Vary, Cache-Control, ETag, content type).
   * `route` is the route pattern that answered it. At most `maxEntries` targets; the oldest go first.
   */
  rememberTarget(target: string, key: string, headers: AnswerHeaders, route = target): void {
    if (this.targets.get(target)?.key === key) return;
    this.targets.delete(target);
    if (this.targets.size >= this.maxEntries) {
      const oldest = this.targets.keys().next().value;
      if (oldest !== undefined) this.targets.delete(oldest);
    }
    this.targets.set(target, { key, headers, headerList: Object.entries(headers).flat(), route });
  }

  /** The still-fresh stored answer of a remembered target (never builds one). */
  answerForTarget(target: string): TargetAnswer | undefined {
    const remembered = this.targets.get(target);
    if (!remembered) return undefined;
    const entry = this.entries.get(remembered.key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    const { payload, etag, bytes } = entry;
    const { headers, headerList, route } = remembered;
    return { payload, etag, bytes, headers, headerList, route };
  }

  /** Drops everything. */
  clear(): void {
    this.targets.clear();
    this.entries.clear();
    this.storedChars = 0;
    for (const pending of this.pending.values()) this.invalidatedBuilds.add(pending);
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Characters of all kept answers. */
  get chars(): number {
    return this.storedChars;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.storedChars -= entry.payload.length;
    this.entries.delete(key);
  }

  private store(key: string, tags: readonly string[], answer: CachedAnswer, ttlMs: number): void {
    this.drop(key);
    if (answer.payload.length > this.maxChars / 8) return;
    while (this.entries.size >= this.maxEntries || this.storedChars + answer.payload.length > this.maxChars) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(key, {
      ...answer,
      tags,
      expiresAt: this.now() + ttlMs,
      bytes: Buffer.byteLength(answer.payload),
    });
    this.storedChars += answer.payload.length;
  }
}
