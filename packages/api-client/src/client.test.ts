import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { createApiClient, FALLBACK_BAD_REQUEST_MESSAGE, forwardedForOf, UNKNOWN_VISITOR } from "./client";

/**
 * A stand-in HTTP server (not the freight API) that answers fixed bodies per path,
 * so the tests prove the client's middleware against real HTTP.
 */
const answers: Record<string, { status: number; body: string }> = {
  "/hubs-for-index": {
    status: 200,
    body: JSON.stringify([
      {
        id: 1,
        name: "Reno",
        slug: "reno",
        timeZone: "America/Los_Angeles",
        address: "1 Hub Way, Reno, NV",
        latitude: 39.5,
        longitude: -119.8,
        minimalCharge: 15000,
      },
    ]),
  },
  "/price-for-index": {
    status: 400,
    body: JSON.stringify({
      statusCode: 400,
      error: "Bad Request",
      message: "hub must be a positive integer",
    }),
  },
  "/blog-url": { status: 400, body: "<html>proxy error</html>" },
  "/users/me": {
    status: 401,
    body: JSON.stringify({ statusCode: 401, error: "Unauthorized", message: "Sign in to continue." }),
  },
};

let server: Server;
let baseUrl: string;
let lastHeaders: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    const answer = answers[new URL(request.url ?? "/", "http://stand-in").pathname] ?? {
      status: 404,
      body: JSON.stringify({ statusCode: 404, error: "Not Found", message: "Unknown path." }),
    };
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  lastHeaders = {};
});

describe("createApiClient", () => {
  it("returns the typed data of a 2xx answer", async () => {
    const client = createApiClient({ baseUrl });

    const { data, error, response } = await client.GET("/hubs-for-index");

    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data?.[0]?.name).toBe("Reno");
    expect(data?.[0]?.minimalCharge).toBe(15000);
  });

  it("sends the bearer token when getToken returns one", async () => {
    const client = createApiClient({ baseUrl, getToken: async () => "session-123" });

    await client.GET("/hubs-for-index");

    expect(lastHeaders.authorization).toBe("Bearer session-123");
  });

  it("sends no Authorization header when there is no token", async () => {
    const client = createApiClient({ baseUrl, getToken: () => undefined });

    await client.GET("/hubs-for-index");

    expect(lastHeaders.authorization).toBeUndefined();
  });

  it("sends the visitor's address chain as X-Forwarded-For when getForwardedFor returns one", async () => {
    const client = createApiClient({ baseUrl, getForwardedFor: async () => "203.0.113.9, 10.0.0.2" });

    await client.GET("/hubs-for-index");

    expect(lastHeaders["x-forwarded-for"]).toBe("203.0.113.9, 10.0.0.2");
  });

  it("sends no X-Forwarded-For for the server's own calls", async () => {
    const client = createApiClient({ baseUrl, getForwardedFor: () => undefined });

    await client.GET("/hubs-for-index");

    expect(lastHeaders["x-forwarded-for"]).toBeUndefined();
  });

  it("accepts a base URL with a trailing slash", async () => {
    const client = createApiClient({ baseUrl: `${baseUrl}/` });

    const { response } = await client.GET("/hubs-for-index");

    expect(response.status).toBe(200);
  });

  it("hands the answer's message to onBadRequest on 400 and still returns the error body", async () => {
    const onBadRequest = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, onBadRequest, onUnauthorized });

    const { data, error } = await client.GET("/price-for-index", {
      params: { query: { hub: 0, service: 1, dateTime: "2026-01-05T15:00:00Z" } },
    });

    expect(onBadRequest).toHaveBeenCalledExactlyOnceWith("hub must be a positive integer");
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(data).toBeUndefined();
    expect(error?.message).toBe("hub must be a positive integer");
  });

  it("falls back to a generic sentence when a 400 answer has no readable message", async () => {
    const onBadRequest = vi.fn();
    const client = createApiClient({ baseUrl, onBadRequest });

    await client.GET("/blog-url", { params: { query: { Id: "a-post" } } });

    expect(onBadRequest).toHaveBeenCalledExactlyOnceWith(FALLBACK_BAD_REQUEST_MESSAGE);
  });

  it("calls onUnauthorized on 401", async () => {
    const onBadRequest = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, onBadRequest, onUnauthorized });

    const { error, response } = await client.GET("/users/me");

    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onBadRequest).not.toHaveBeenCalled();
    expect(error?.message).toBe("Sign in to continue.");
  });

  it("calls neither callback on success", async () => {
    const onBadRequest = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, onBadRequest, onUnauthorized });

    await client.GET("/hubs-for-index");

    expect(onBadRequest).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("sends requests through the given fetch", async () => {
    const fetchSpy = vi.fn((request: Request) => fetch(request));
    const client = createApiClient({ baseUrl, fetch: fetchSpy });

    await client.GET("/hubs-for-index");

    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(fetchSpy.mock.calls[0]?.[0].credentials).toBe("include");
  });
});

describe("forwardedForOf", () => {
  const headers = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["203.0.113.9,10.0.0.2", "203.0.113.9, 10.0.0.2"],
    [" 2001:db8::1 , ::ffff:127.0.0.1 ", "2001:db8::1, ::ffff:127.0.0.1"],
  ])("passes on the chain %s as %s", (value, expected) => {
    expect(forwardedForOf(headers(value))).toBe(expected);
  });

  it("gives nothing without the header: a call with no visitor (a build, a cached render)", () => {
    expect(forwardedForOf(headers())).toBeUndefined();
  });

  it.each([
    ["an empty header", "", UNKNOWN_VISITOR],
    ["text that is no address", "<script>alert(1)</script>", UNKNOWN_VISITOR],
    ["a malformed right-most hop", "203.0.113.9, not-an-address", UNKNOWN_VISITOR],
    ["junk left of a proxy's hop", "junk, 198.51.100.7", "198.51.100.7"],
    ["an empty hop", "203.0.113.9,,10.0.0.2", "10.0.0.2"],
  ])("never lets %s pass for the server's own call", (_case, value, expected) => {
    expect(forwardedForOf(headers(value))).toBe(expected);
  });

  it("keeps only the 8 right-most hops of a long chain", () => {
    const chain = Array.from({ length: 60 }, (_, index) => `203.0.113.${index}`);
    expect(forwardedForOf(headers(chain.join(", ")))).toBe(chain.slice(-8).join(", "));
  });
});
