import type { FastifyReply, FastifyRequest } from "fastify";
import type { OperationHandler } from "./http/operation-handler.js";
import { matchesIfNoneMatch, type PublicReadCache } from "./http/public-read-cache.js";
import { asksSharedAnswer } from "./http/public-read-front.js";
import { requestToken } from "./accounts/current-user.js";

/**
 * Who may share an answer:
 * - `everyone`: the contract gives the call no security at all (`security: []`); the answer never depends on
 *   the caller.
 * - `anonymous`: the call takes a session optionally and may answer a signed-in caller with their own lists
 *   (spec: "signed-in users get their own hub and service lists"); only the answer to a caller without a
 *   token is shared, a caller with one gets a private, uncached answer.
 */
type PublicReadAudience = "everyone" | "anonymous";

export interface PublicRead {
  audience: PublicReadAudience;
  /** The data the answer is built from; a write that changes it calls `invalidate` with its tag. */
  tags: readonly PublicDataTag[];
  /** Shorter than PUBLIC_READ_TTL_MS for answers that change with every booking (and the HTTP max-age with it). */
  ttlMs?: number;
}

/** Kinds of data public reads are built from (see `PublicReadCache.invalidate`). */
type PublicDataTag =
  | "hubs"
  | "services"
  | "prices"
  | "reference-lists"
  | "blog"
  | "landing"
  | "shop"
  | "map-filters"
  | "referral-levels"
  /** Places taken in hub slots: invalidated on every commit that changes them (slots/slot-places-listener). */
  | "places"
  | "company";

/** How long an answer showing slot places is served (by the instance and, as max-age, by HTTP caches). */
const LIVE_PLACES_TTL_MS = 2_000;

const everyone = (...tags: PublicDataTag[]): PublicRead => ({ audience: "everyone", tags });
const anonymous = (...tags: PublicDataTag[]): PublicRead => ({ audience: "anonymous", tags });

/**
 * The cacheable reads: GET calls of the catalogue, content, shop, map and referral levels. Not here: anything
 * about a customer or an order, the driver check-in (its code is a credential), the image proxy and avatars
 * (bytes, with their own headers), the dev outbox and health.
 */
export const publicReads: Readonly<Record<string, PublicRead>> = {
  listPublicHubs: everyone("hubs"),
  listPublicServices: everyone("services"),
  listPublicHubDetails: everyone("hubs", "services", "map-filters"),
  getPublicPrice: everyone("prices", "hubs", "services"),
  // Each slot's places, as the booking form reads them: kept a moment only (other instances learn of a booking
  // through PostgreSQL's notification, this one at once), so a full slot never shows open for long.
  listMapLocations: { ...everyone("hubs", "services", "places"), ttlMs: LIVE_PLACES_TTL_MS },
  getMapFilters: everyone("map-filters", "hubs"),
  getBlogPost: everyone("blog"),
  listPublicBlogs: everyone("blog"),
  listBanners: everyone("landing"),
  listHeroes: everyone("landing"),
  listReviews: everyone("landing"),
  listVacancies: everyone("landing"),
  listFaqs: everyone("landing"),
  getHomeData: everyone("landing", "hubs", "services"),
  getCompanySettings: everyone("company"),
  listSupplies: everyone("shop"),
  getSupply: everyone("shop"),
  listSupplyCategories: everyone("shop"),
  listSupplyFeatures: everyone("shop"),
  listNewArrivals: everyone("shop"),
  listBestDeals: everyone("shop"),
  listRecommendedSupplies: everyone("shop"),
  listHubs: anonymous("hubs"),
  listFilterHubs: anonymous("hubs"),
  listServices: anonymous("services"),
  listFilterServices: anonymous("services"),
  listExtraServices: anonymous("services", "prices"),
  getPrice: anonymous("prices", "hubs", "services"),
  listTemperatureControls: anonymous("reference-lists"),
  listCommodities: anonymous("reference-lists"),
  listTrailerTypes: anonymous("reference-lists"),
  listEquipment: anonymous("reference-lists"),
  listBlogs: anonymous("blog"),
  listReferralLevels: anonymous("referral-levels"),
};

/**
 * HTTP freshness of a shared answer: browsers, CDNs and the apps' fetch caches may use it for 10 s and then,
 * while they ask again in the background, for 50 s more. Together with the instance's own cache
 * (`PUBLIC_READ_TTL_MS`) a change made outside the API is seen everywhere within about a minute.
 */
const SHARED_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=50";
/** A signed-in caller's answer may be theirs alone: only their own browser may keep it, and must ask first. */
const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** How long an instance serves an answer before it reads the database again. */
export const PUBLIC_READ_TTL_MS = 10_000;
export const PUBLIC_READ_MAX_ENTRIES = 2_000;
/** About 64 MB of answers per instance at most, whatever pages and searches are asked for. */
export const PUBLIC_READ_MAX_CHARS = 32_000_000;

const sessionVary = ["Authorization", "Cookie"];

/** Adds names to the Vary header without dropping those other plugins set (CORS adds Origin). */
function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader("vary");
  if (current === undefined) {
    reply.header("vary", names.join(", "));
    return;
  }
  const listed = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(listed.map((name) => name.toLowerCase()));
  reply.header("vary", [...listed, ...names.filter((name) => !known.has(name.toLowerCase()))].join(", "));
}

/** The operation and its declared query parameters in a fixed order; undeclared parameters never split the cache. */
function publicReadKey(operationId: string, request: FastifyRequest): string {
  const schema = request.routeOptions.schema as { querystring?: { properties?: Record<string, unknown> } };
  const declared = Object.keys(schema?.querystring?.properties ?? {}).sort();
  const query = (request.query ?? {}) as Record<string, unknown>;
  const values = declared.filter((name) => query[name] !== undefined).map((name) => [name, query[name]]);
  return `${operationId}?${JSON.stringify(values)}`;
}

/** The 200 answer as the route's response schema writes it (what Fastify would send), once. */
function serializeAnswer(reply: FastifyReply, body: unknown): string {
  const byType = reply.getSerializationFunction("200", "application/json") as unknown;
  const byStatus = reply.getSerializationFunction("200") as unknown;
  const serialize = [byType, byStatus].find((candidate) => typeof candidate === "function") as
    ((data: unknown) => string) | undefined;
  return serialize ? serialize(body) : JSON.stringify(body);
}

/**
 * Wraps a public read's handler: the answer is serialized with the route's response schema once per key and
 * TTL, sent with a strong ETag and Cache-Control, and a matching If-None-Match gets 304 without a body.
 */
export function cachedPublicRead(
  operationId: string,
  read: PublicRead,
  handler: OperationHandler,
  cache: PublicReadCache,
): OperationHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (read.audience === "anonymous") {
      addVary(reply, sessionVary);
      if (requestToken(request) !== undefined) {
        reply.header("cache-control", PRIVATE_CACHE_CONTROL);
        return handler(request, reply);
      }
    }
    const key = publicReadKey(operationId, request);
    const answer = await cache.read(
      key,
      read.tags,
      async () => serializeAnswer(reply, await handler(request, reply)),
      read.ttlMs,
    );
    reply
      .header(
        "cache-control",
        read.ttlMs === undefined ? SHARED_CACHE_CONTROL : `public, max-age=${Math.floor(read.ttlMs / 1000)}`,
      )
      .header("etag", answer.etag)
      .type("application/json; charset=utf-8");
    // Remembered so `PublicReadFront` can answer the next ask of this very target straight from the cache.
    if (asksSharedAnswer(request)) {
      cache.rememberTarget(request.url, key, answerHeaders(reply), request.routeOptions.url ?? operationId);
    }
    if (matchesIfNoneMatch(request.headers["if-none-match"], answer.etag)) {
      return reply.code(304).send();
    }
    return reply.send(answer.payload);
  };
}

/** The headers set so far, except the ones that belong to one request. */
function answerHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (name === "x-request-id" || name === "content-length" || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}
