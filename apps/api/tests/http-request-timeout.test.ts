import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadEnv } from "../src/env.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let testApp: TestApp;
let app: FastifyInstance;
let port: number;
const requestTimeoutMs = 1_000;

beforeAll(async () => {
  testApp = await createTestApp();
  app = await buildApp({
    db: testApp.database.db,
    env: loadEnv({
      PUBLIC_API_URL: testApiUrl,
      LOG_LEVEL: "silent",
      HTTP_REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    }),
    logger: false,
    backgroundJobs: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await testApp.close();
});

describe("HTTP_REQUEST_TIMEOUT_MS", () => {
  it("answers 408 and closes the connection of a client that stops sending its request half-way", async () => {
    const began = performance.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /contact-us HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        );
      });
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    const ms = performance.now() - began;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The timeout, checked every tenth of it (connectionsCheckingInterval), and a second of slack.
    expect(ms).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
    expect(ms).toBeLessThan(requestTimeoutMs * 1.1 + 1_000);
  });
});
