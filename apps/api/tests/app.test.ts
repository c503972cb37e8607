import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecondInstance, createTestApp, type TestApp } from "./test-app.js";

const webOrigin = "http://localhost:3000";
let testApp: TestApp;
let limited: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { WEB_URL: webOrigin } });
  limited = await createTestApp({ rateLimits: { perMinute: 1000, contactFormPerMinute: 2 } });
});
afterAll(async () => {
  await Promise.all([testApp.close(), limited.close()]);
});

describe("buildApp", () => {
  it("gives every answer a request id, and keeps one the caller sent", async () => {
    const fresh = await testApp.app.inject({ method: "GET", url: "/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await testApp.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "trace-42" },
    });
    expect(kept.headers["x-request-id"]).toBe("trace-42");
    const forged = await testApp.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "a b\nc" },
    });
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows the site origins with credentials and no other origin", async () => {
    const allowed = await testApp.app.inject({
      method: "GET",
      url: "/health",
      headers: { origin: webOrigin },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe(webOrigin);
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
    const other = await testApp.app.inject({
      method: "GET",
      url: "/health",
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the OpenAPI document in Swagger UI at /docs", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/docs/" });
    expect(page.statusCode).toBe(200);
    const document = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    expect(document.json()).toMatchObject({ openapi: "3.1.0", info: { title: "Freight platform API" } });
  });

  it("serves media files under /media", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/media/hubs/reno.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
  });

  it("answers a required-session call without a session with 401 in the Error shape", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/price",
      payload: { hub: 1, service: 1, dateTime: "2030-03-04T17:00:00Z" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "Sign in to use this call",
    });
  });

  it("limits contact form submissions per client with a 429 in the Error shape", async () => {
    const form = { name: "Ana", email: "ana@example.com", message: "Hello" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await limited.app.inject({ method: "POST", url: "/contact-us", payload: form })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await limited.app.inject({ method: "POST", url: "/contact-us", payload: form });
    expect(refused.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(refused.json().message).toBe("Too many messages from this address; please try again in a minute");
  });
});

describe("contact form limit across instances", () => {
  it("lets exactly the budget through when 20 posts from one address arrive at once at two API instances", async () => {
    const second = await createSecondInstance(limited, {
      rateLimits: { perMinute: 1000, contactFormPerMinute: 2 },
    });
    try {
      const form = { name: "Ana", email: "ana@example.com", message: "Hello" };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? limited.app : second.app).inject({
            method: "POST",
            url: "/contact-us",
            payload: form,
            remoteAddress: "198.51.100.60",
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      expect(statuses.filter((status) => status === 429)).toHaveLength(18);
    } finally {
      await second.close();
    }
  });
});

describe("buildApp unexpected errors", () => {
  it("answers 500 without a stack trace when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.drop();
    const response = await broken.app.inject({ method: "GET", url: "/hubs-for-index" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Something went wrong on our side; please try again later",
    });
    const health = await broken.app.inject({ method: "GET", url: "/health" });
    expect(health.json()).toEqual({ status: "ok", database: "unreachable" });
    await broken.app.close();
  });
});
