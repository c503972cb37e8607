import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";

const token = "a-metrics-token-of-24-chars+";

describe("GET /metrics", () => {
  let open: TestApp;
  let guarded: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [open, guarded, production] = await Promise.all([
      createTestApp({ backgroundJobs: {} }),
      createTestApp({ env: { METRICS_TOKEN: token } }),
      createTestApp({ env: { NODE_ENV: "production" } }),
    ]);
  });
  afterAll(() => Promise.all([open, guarded, production].map((app) => app.close())));

  it("counts answers per route pattern, never per raw URL, and times them", async () => {
    await open.app.inject({ method: "GET", url: "/hubs" });
    await open.app.inject({ method: "GET", url: "/hubs" });
    await open.app.inject({ method: "GET", url: "/order/123456" });
    await open.app.inject({ method: "GET", url: "/no/such/route/42" });

    const response = await open.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/hubs",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/order/:id",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="(unmatched)",status="404"} 1');
    expect(text).not.toContain("123456");
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/hubs"\} 2/);
  });

  it("shows the database pool, the job queues, payments by state and the process", async () => {
    const text = (await open.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain("db_up 1");
    expect(text).toContain('job_queue_jobs{queue="release-expired-holds",state="failed"} 0');
    expect(text).toContain('job_queue_jobs{queue="sweep-referral-bonuses",state="waiting"}');
    expect(text).toContain("# TYPE payments gauge");
    expect(text).toMatch(/notifications_last_7_days\{state="failed"\} \d+/);
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it("answers 30 scrapes at once, each whole", async () => {
    const scrapes = await Promise.all(
      Array.from({ length: 30 }, () => open.app.inject({ method: "GET", url: "/metrics" })),
    );
    expect(scrapes.map((scrape) => scrape.statusCode)).toEqual(Array(30).fill(200));
    expect(scrapes.every((scrape) => scrape.body.includes("db_up 1"))).toBe(true);
    // No scrape lost the gauges another one was refilling.
    expect(scrapes.every((scrape) => /notifications_last_7_days\{state="sent"\}/.test(scrape.body))).toBe(
      true,
    );
  });

  it("asks for the token when METRICS_TOKEN is set", async () => {
    const without = await guarded.app.inject({ method: "GET", url: "/metrics" });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ message: expect.stringContaining("Authorization: Bearer") });
    for (const authorization of [
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      token,
      "Bearer ",
      `Basic ${token}`,
    ]) {
      const wrong = await guarded.app.inject({ method: "GET", url: "/metrics", headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
    }
    const right = await guarded.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers["cache-control"]).toBe("no-store");
  });

  it("is refused in production when no token is set", async () => {
    const response = await production.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: expect.stringContaining("set METRICS_TOKEN") });
  });
});
