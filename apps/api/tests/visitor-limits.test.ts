import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, forwardedForOf } from "@freight/api-client/client";
import { createTestApp, type TestApp } from "./test-app.js";

// The apps' servers run on loopback (TRUST_PROXY=loopback, as `pnpm start` and the journeys configure it) and
// forward their visitor's address in X-Forwarded-For.
const perMinute = 5;
let behindApps: TestApp;
let listening: string;

beforeAll(async () => {
  behindApps = await createTestApp({
    env: { TRUST_PROXY: "loopback" },
    rateLimits: { perMinute, contactFormPerMinute: 100 },
  });
  listening = await behindApps.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => behindApps.close());

function read(remoteAddress: string, forwardedFor?: string) {
  return behindApps.app.inject({
    method: "GET",
    url: "/banners",
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
}

async function statuses(count: number, call: () => Promise<{ statusCode: number }>) {
  const answers = await Promise.all(Array.from({ length: count }, call));
  return answers.map((answer) => answer.statusCode).sort();
}

describe("the per-address limit behind the apps' servers", () => {
  it("gives two visitors forwarded by a trusted app server a budget each", async () => {
    expect(await statuses(perMinute + 3, () => read("127.0.0.1", "198.51.100.1"))).toEqual([
      ...Array<number>(perMinute).fill(200),
      ...Array<number>(3).fill(429),
    ]);
    // The first visitor's budget is spent; another visitor behind the same server is not affected.
    expect(await statuses(perMinute, () => read("127.0.0.1", "198.51.100.2"))).toEqual(
      Array<number>(perMinute).fill(200),
    );
    // ...also when the visitor came through a proxy in front of the app (the app appends nothing; the
    // right-most address is the one the trusted hop saw).
    expect((await read("::1", "10.9.9.9, 198.51.100.3")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For from an address that is not a trusted proxy", async () => {
    // One caller at 203.0.113.7 inventing a new address per request still has one budget.
    let invented = 0;
    const answers = await statuses(perMinute + 2, () => read("203.0.113.7", `192.0.2.${++invented}`));
    expect(answers.filter((status) => status === 429)).toHaveLength(2);
  });

  it("does not count an app server's own calls (no forwarded visitor: a cached page being filled)", async () => {
    expect(await statuses(perMinute * 3, () => read("127.0.0.1"))).toEqual(
      Array<number>(perMinute * 3).fill(200),
    );
  });

  it("limits visitors whose chain names no address (the apps send `unknown`) in one shared budget", async () => {
    const unknown = forwardedForOf(new Headers({ "x-forwarded-for": "<not an address>" }));
    expect(unknown).toBe("unknown");
    const answers = await statuses(perMinute + 2, () => read("127.0.0.1", unknown));
    expect(answers.filter((status) => status === 429)).toHaveLength(2);
  });

  it("counts a forwarded visitor through the typed client's forwardedFor option", async () => {
    const visitor = "198.51.100.77";
    const client = createApiClient({ baseUrl: listening, getForwardedFor: () => visitor });
    const answers = await Promise.all(
      Array.from({ length: perMinute + 1 }, async () => (await client.GET("/banners")).response.status),
    );
    expect(answers.sort()).toEqual([...Array<number>(perMinute).fill(200), 429]);
    // The server's own client (no visitor) is not limited.
    const own = createApiClient({ baseUrl: listening });
    expect((await own.GET("/banners")).response.status).toBe(200);
  });
});

describe("RATE_LIMITS_OFF", () => {
  let unlimited: TestApp;
  beforeAll(async () => {
    unlimited = await createTestApp({
      env: { RATE_LIMITS_OFF: "true" },
      rateLimits: { perMinute: 2, contactFormPerMinute: 1 },
    });
  });
  afterAll(() => unlimited.close());

  it("lifts the per-address limit for a benchmark", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        unlimited.app.inject({ method: "GET", url: "/banners", remoteAddress: "192.0.2.50" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(200));
  });
});
