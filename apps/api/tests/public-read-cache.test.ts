import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRequestTracing } from "../src/http/request-tracing.js";
import { banners, blogPosts, hubs } from "../src/db/schema/index.js";
import { publicReads } from "../src/public-reads.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let customer: SignedInUser;
let samples: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp({ env: { WEB_URL: "http://site.test" } });
  customer = await createSignedInUser(testApp);
  const [hub] = (await testApp.app.inject("/hubs-for-index")).json() as { id: number }[];
  const [service] = (await testApp.app.inject("/services-for-index")).json() as { id: number }[];
  const [post] = await testApp.database.db.select({ url: blogPosts.url }).from(blogPosts).limit(1);
  const supplies = (await testApp.app.inject("/supplies")).json() as { items: { id: number }[] };
  const dateTime = "2030-03-04T17:00:00Z";
  // One request per cacheable operation (the test below fails when an operation is added without one).
  samples = {
    listPublicHubs: "/hubs-for-index",
    listPublicServices: "/services-for-index",
    listPublicHubDetails: "/hub-details-for-index",
    getPublicPrice: `/price-for-index?hub=${hub?.id}&service=${service?.id}&dateTime=${dateTime}`,
    listMapLocations: "/map/locations?date=2030-03-04",
    getMapFilters: "/map/filters",
    getCompanySettings: "/company-settings",
    getBlogPost: `/blog-url?Id=${post?.url}`,
    listPublicBlogs: "/blogs-for-index?Page=0&Limit=9",
    listBanners: "/banners",
    listHeroes: "/heros",
    listReviews: "/peopleSays",
    listVacancies: "/vacancies",
    listFaqs: "/faqs",
    getHomeData: "/main/homedata",
    listSupplies: "/supplies?page=0&limit=9",
    getSupply: `/supply?id=${supplies.items[0]?.id}`,
    listSupplyCategories: "/supply-categories",
    listSupplyFeatures: "/supplies-features",
    listNewArrivals: "/supplies-new-arrival",
    listBestDeals: "/supplies-best-deal",
    listRecommendedSupplies: "/supplies-recommended",
    listHubs: "/hubs",
    listFilterHubs: "/hubs-for-filter",
    listServices: "/services",
    listFilterServices: "/services-for-filter",
    listExtraServices: `/extra-services?hubId=${hub?.id}`,
    getPrice: `/price?hub=${hub?.id}&service=${service?.id}&dateTime=${dateTime}`,
    listTemperatureControls: "/temperaturecontrols",
    listCommodities: "/commodities",
    listTrailerTypes: "/trailertypes",
    listEquipment: "/equipment",
    listBlogs: "/blogs?Page=0&Limit=9",
    listReferralLevels: "/referral-levels",
  };
});
afterAll(() => testApp.close());

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "GET", url, headers });
}

describe("public reads over HTTP", () => {
  it("has a sample request for every cacheable operation", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(publicReads).sort());
  });

  it("answers every public read with a strong ETag and a shared Cache-Control with stale-while-revalidate", async () => {
    for (const [operationId, url] of Object.entries(samples)) {
      const response = await get(url);
      expect(response.statusCode, `${operationId} ${url}`).toBe(200);
      expect(response.headers.etag, operationId).toMatch(/^"[\w-]{20,}"$/);
      // Slot places are never served stale: 2 s at most, no stale-while-revalidate.
      expect(response.headers["cache-control"], operationId).toMatch(
        publicReads[operationId]?.ttlMs === undefined
          ? /^public, max-age=\d+, stale-while-revalidate=\d+$/
          : /^public, max-age=2$/,
      );
      expect(response.headers["content-type"], operationId).toBe("application/json; charset=utf-8");
      expect(() => response.json(), operationId).not.toThrow();
    }
  });

  it("answers 304 without a body to If-None-Match with the current ETag (also as a weak tag or in a list)", async () => {
    for (const [operationId, url] of Object.entries(samples)) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const again = await get(url, { "if-none-match": ifNoneMatch });
        expect(again.statusCode, `${operationId} ${ifNoneMatch}`).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      }
      const other = await get(url, { "if-none-match": '"not-the-current-one"' });
      expect(other.statusCode, operationId).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it("serves the stored answer instead of reading the database again for every request", async () => {
    const before = await get("/banners");
    const [banner] = await testApp.database.db.select().from(banners).limit(1);
    if (!banner) throw new Error("the seed has banners");
    // A change made outside the API (SQL, a seed script) is seen after the TTL; here it is not seen yet.
    await testApp.database.db
      .update(banners)
      .set({ title: "Edited outside the API" })
      .where(eq(banners.id, banner.id));
    const after = await get("/banners");
    expect(after.body).toBe(before.body);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it("shows a change at once after the data's tag is invalidated, and only re-reads what used that data", async () => {
    const [post] = await testApp.database.db.select().from(blogPosts).limit(1);
    if (!post) throw new Error("the seed has blog posts");
    const url = `/blog-url?Id=${post.url}`;
    const before = await get(url);
    const hubsBefore = await get("/hubs-for-index");
    await testApp.database.db
      .update(blogPosts)
      .set({ name: "A corrected title" })
      .where(eq(blogPosts.id, post.id));
    await testApp.database.db.update(hubs).set({ name: "Renamed outside the API" }).where(eq(hubs.id, 1));

    // What a write through the API does after its commit.
    testApp.app.publicReadCache.invalidate(["blog"]);

    const after = await get(url, { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { name: string }).name).toBe("A corrected title");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The hubs were not invalidated: still the stored answer.
    expect((await get("/hubs-for-index")).headers.etag).toBe(hubsBefore.headers.etag);
    testApp.app.publicReadCache.invalidate(["hubs"]);
    expect((await get("/hubs-for-index")).headers.etag).not.toBe(hubsBefore.headers.etag);
  });

  it("keys answers by the declared query parameters, in any order, and stores nothing for an undeclared one", async () => {
    const first = await get("/blogs-for-index?Page=1&Limit=2");
    const size = testApp.app.publicReadCache.size;
    const reordered = await get("/blogs-for-index?Limit=2&Page=1");
    const undeclared = await get("/blogs-for-index?Limit=2&Page=1&cacheBuster=12345");
    expect(reordered.headers.etag).toBe(first.headers.etag);
    // A made-up parameter is refused (400 naming it), so it can neither bust nor multiply the stored answers.
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().message).toContain("cacheBuster");
    expect(testApp.app.publicReadCache.size).toBe(size);
    const otherPage = await get("/blogs-for-index?Limit=2&Page=0");
    expect(otherPage.headers.etag).not.toBe(first.headers.etag);
  });

  it("builds one answer for 40 parallel first requests of the same query", async () => {
    testApp.app.publicReadCache.clear();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => get("/supplies?page=0&limit=3&sort=price-asc")),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    expect(testApp.app.publicReadCache.size).toBe(1);
  });

  it("never stores an error: a missing post is 404 without a shared Cache-Control or ETag", async () => {
    const response = await get("/blog-url?Id=no-such-post");
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers["cache-control"]).toBeUndefined();
    const invalid = await get("/blogs-for-index?Page=-1");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();
  });
});

describe("cache keys under hostile query text", () => {
  const naughty = [...naughtyStrings(), '","search":"', "%", "x".repeat(300)];

  it("answers every search 200 or 400, the same bytes again from the cache, never another search's answer", async () => {
    for (const path of ["/supplies?search=", "/map/locations?search="]) {
      const answers = new Map<string, string>();
      for (const text of naughty) {
        const url = `${path}${encodeURIComponent(text)}`;
        const [first, again] = await Promise.all([get(url), get(url)]);
        expect([200, 400], `${url}`).toContain(first.statusCode);
        expect(again.statusCode).toBe(first.statusCode);
        expect(again.body).toBe(first.body);
        if (first.statusCode === 200) answers.set(text, first.body);
      }
      // A search that finds nothing and one that finds something never share an entry.
      testApp.app.publicReadCache.clear();
      const nothing = await get(`${path}${encodeURIComponent('","zzz-no-such-thing')}`);
      const something = await get(`${path}${encodeURIComponent("a")}`);
      expect(nothing.body).not.toBe(something.body);
      expect(answers.size).toBeGreaterThan(0);
    }
    // About 300 searches, each built once: on two busy cores that takes longer than the default 20 s.
  }, 60_000);
});

describe("reads that answer a signed-in caller with their own data", () => {
  it("share only the anonymous answer, varying on Authorization and Cookie (and Origin for CORS)", async () => {
    const response = await get("/hubs", { origin: "http://site.test" });
    expect(response.headers["cache-control"]).toMatch(/^public, /);
    const vary = String(response.headers.vary).toLowerCase().split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(["origin", "authorization", "cookie"]));
  });

  it("answer a caller with a bearer token or the session cookie privately, never from the shared answer", async () => {
    const shared = await get("/hubs");
    const etag = String(shared.headers.etag);
    const viaHeader = await testApp.app.inject({
      method: "GET",
      url: "/hubs",
      headers: { ...customer.headers, "if-none-match": etag },
    });
    const viaCookie = await testApp.app.inject({
      method: "GET",
      url: "/hubs",
      cookies: customer.cookies,
      headers: { "if-none-match": etag },
    });
    for (const response of [viaHeader, viaCookie]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(response.headers.etag).toBeUndefined();
      expect(String(response.headers.vary)).toMatch(/Authorization, Cookie/);
    }
  });
});

describe("repeats asked by an app server filling its own cache (over HTTP, through the front)", () => {
  // The apps' servers run on loopback (TRUST_PROXY=loopback); their own calls carry no X-Forwarded-For.
  // Requests go over a real socket: the front answering repeats sits in the HTTP server, before Fastify.
  let behindApps: TestApp;
  let member: SignedInUser;
  let base: string;
  const visitorLimit = 5;
  // A span per request Fastify handles: what the front answers never gets one.
  const spans = new InMemorySpanExporter();
  const tracing = startRequestTracing({
    serviceName: "freight-api-front-test",
    spanProcessor: new SimpleSpanProcessor(spans),
  });
  beforeAll(async () => {
    behindApps = await createTestApp({
      env: { TRUST_PROXY: "loopback", WEB_URL: "http://site.test" },
      rateLimits: { perMinute: visitorLimit, contactFormPerMinute: 100 },
      tracer: tracing.tracer,
    });
    member = await createSignedInUser(behindApps);
    base = await behindApps.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await behindApps.close();
    await tracing.shutdown();
  });
  const fromAppServer = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, { headers });
    return {
      statusCode: response.status,
      body: await response.text(),
      headers: Object.fromEntries(response.headers) as Record<string, string>,
    };
  };
  const withoutRequestId = (headers: Record<string, unknown>) => {
    const { "x-request-id": _id, date: _date, ...rest } = headers;
    return rest;
  };

  it("get the same bytes and headers as the first answer, and 304 to its ETag", async () => {
    const first = await fromAppServer("/hubs-for-index");
    const repeat = await fromAppServer("/hubs-for-index");
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(withoutRequestId(repeat.headers)).toEqual(withoutRequestId(first.headers));
    expect(repeat.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    const traced = await fromAppServer("/hubs-for-index", { "x-request-id": "trace-1.2:3" });
    expect(traced.headers["x-request-id"]).toBe("trace-1.2:3");
    const revalidated = await fromAppServer("/hubs-for-index", {
      "if-none-match": String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it("are answered by the front without Fastify: the request hooks never see them", async () => {
    spans.reset();
    await fromAppServer("/supplies-features");
    await fromAppServer("/supplies-features");
    const repeats = await Promise.all(Array.from({ length: 30 }, () => fromAppServer("/supplies-features")));
    expect(repeats.every((repeat) => repeat.statusCode === 200)).toBe(true);
    expect(new Set(repeats.map((repeat) => repeat.body)).size).toBe(1);
    const handled = spans.getFinishedSpans().filter((span) => span.name === "GET /supplies-features");
    expect(handled).toHaveLength(1);
    // Still counted: 1 answer by Fastify and 31 by the front, under the route pattern (timed: Fastify's only).
    const metrics = await behindApps.app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toContain(
      'http_requests_total{method="GET",route="/supplies-features",status="200"} 32',
    );
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/supplies-features"\} 1\n/,
    );
    // Counted once: a second scrape shows the same total.
    const again = await behindApps.app.inject({ method: "GET", url: "/metrics" });
    expect(again.body).toContain(
      'http_requests_total{method="GET",route="/supplies-features",status="200"} 32',
    );
  });

  it("leave a HEAD, another query text, a counted visitor and a refused If-None-Match to Fastify", async () => {
    await fromAppServer("/blogs-for-index?Page=0&Limit=3");
    await fromAppServer("/blogs-for-index?Page=0&Limit=3");
    spans.reset();
    const head = await fetch(`${base}/blogs-for-index?Page=0&Limit=3`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect((await fromAppServer("/blogs-for-index?Limit=3&Page=0")).statusCode).toBe(200);
    expect(
      (await fromAppServer("/blogs-for-index?Page=0&Limit=3", { "x-forwarded-for": "192.0.2.9" })).statusCode,
    ).toBe(200);
    const handled = spans.getFinishedSpans().filter((span) => span.name.endsWith("/blogs-for-index"));
    expect(handled.map((span) => span.name).sort()).toEqual([
      "GET /blogs-for-index",
      "GET /blogs-for-index",
      "HEAD /blogs-for-index",
    ]);
    const stale = await fromAppServer("/blogs-for-index?Page=0&Limit=3", {
      "if-none-match": '"not-the-tag"',
    });
    expect(stale.statusCode).toBe(200);
    expect(JSON.parse(stale.body)).toHaveProperty("items");
  });

  it("see a change at once after its tag is invalidated", async () => {
    const url = "/supply-categories";
    const before = await fromAppServer(url);
    await fromAppServer(url);
    await behindApps.database.db.execute(
      sql`update product_categories set name = name || ' (renamed)' where id = (select min(id) from product_categories)`,
    );
    behindApps.app.publicReadCache.invalidate(["shop"]);
    const after = await fromAppServer(url);
    expect(after.body).toContain("(renamed)");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("are refused again when the first ask was refused: a 400 is never remembered", async () => {
    for (const url of ["/supplies?page=-1", "/blog-url?Id=%00", "/supply?id=99999999999999999999"]) {
      const answers = [await fromAppServer(url), await fromAppServer(url)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400]);
      for (const answer of answers) expect(answer.headers.etag).toBeUndefined();
    }
  });

  it("never hand a signed-in caller or a browser's cross-origin call the remembered answer", async () => {
    await fromAppServer("/hubs");
    await fromAppServer("/hubs");
    const cookie = Object.entries(member.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    const signedIn = await fromAppServer("/hubs", { cookie });
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    const crossOrigin = await fromAppServer("/hubs", { origin: "http://site.test" });
    expect(crossOrigin.headers["access-control-allow-origin"]).toBe("http://site.test");
  });

  it("never let a visitor the app server forwards past the flood guard, remembered answer or not", async () => {
    await fromAppServer("/heros");
    await fromAppServer("/heros");
    const visitor = { "x-forwarded-for": "198.51.100.7" };
    const answers = [];
    for (let sent = 0; sent < visitorLimit + 3; sent += 1)
      answers.push(await fromAppServer("/heros", visitor));
    expect(answers.slice(0, visitorLimit).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.slice(visitorLimit).map((answer) => answer.statusCode)).toEqual([429, 429, 429]);
    expect((await fromAppServer("/heros")).statusCode).toBe(200);
  });
});
