import type { AddressInfo } from "node:net";
import { createApiClient, type ApiClient } from "@freight/api-client/client";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let client: ApiClient;
const badRequestMessages: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    onBadRequest: (message) => badRequestMessages.push(message),
  });
});
afterAll(() => testApp.close());

describe("createApiClient against a listening API", () => {
  it("reads the public hubs with their contract types", async () => {
    const { data, error, response } = await client.GET("/hubs-for-index");
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expectTypeOf(data).toEqualTypeOf<
      | {
          id: number;
          name: string;
          slug: string;
          timeZone: string;
          address: string;
          latitude: number;
          longitude: number;
          minimalCharge: number;
        }[]
      | undefined
    >();
    expect(data?.length).toBeGreaterThan(0);
    expect(typeof data?.[0]?.timeZone).toBe("string");
  });

  it("passes typed query parameters and reads a product page", async () => {
    const { data } = await client.GET("/supplies", {
      params: { query: { page: 0, limit: 3, sort: "price-asc" } },
    });
    expect(data?.items).toHaveLength(3);
    const prices = data?.items.map((product) => product.price) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("hands a 400 message to onBadRequest", async () => {
    const { error, response } = await client.GET("/supplies", { params: { query: { limit: 1000 } } });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: "limit must be at most 100" });
    expect(badRequestMessages).toContain("limit must be at most 100");
  });

  it("posts the contact form", async () => {
    const { data, response } = await client.POST("/contact-us", {
      body: { name: "Ana Lopez", email: "ana@example.com", message: "Please call me about storage." },
    });
    expect(response.status).toBe(201);
    expect(data?.id).toBeGreaterThan(0);
  });
});
