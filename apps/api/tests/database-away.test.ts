import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { connectDatabase, type DatabaseHandle } from "../src/db/client.js";
import { loadEnv } from "../src/env.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

/** A TCP hop between the API and PostgreSQL that can be cut and restored, as a database restart would. */
function createCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    get port() {
      return port;
    },
    up: listen,
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

let database: TestDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance;
let proxy: ReturnType<typeof createCuttableProxy>;

beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.url);
  proxy = createCuttableProxy({ host: url.hostname, port: Number(url.port) });
  await proxy.up();
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  handle = connectDatabase(url.toString(), () => undefined);
  app = await buildApp({
    db: handle.db,
    env: loadEnv({ PUBLIC_API_URL: "http://api.test", LOG_LEVEL: "silent" }),
    logger: false,
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000 },
    // The background jobs run too: their polling must survive the cut as the requests do.
    backgroundJobs: {
      timing: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, pollingIntervalSeconds: 0.5 },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.pool.end();
  await proxy.down();
  await database.drop();
});

const contactForm = {
  method: "POST" as const,
  url: "/contact-us",
  payload: { name: "Dana Whitfield", email: "dana@example.com", message: "Call me" },
};

describe("while the database is away", () => {
  it("answers 503 with Retry-After (never 500, never a hang), and serves again once it is back", async () => {
    expect((await app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
    expect((await app.inject(contactForm)).statusCode).toBeLessThan(300);

    await proxy.down();
    for (const request of [{ method: "GET" as const, url: "/ready" }, contactForm]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers["retry-after"], request.url).toBe("5");
      expect(response.json(), request.url).toMatchObject({ statusCode: 503, message: expect.any(String) });
    }

    await proxy.up();
    let ready = 0;
    for (let attempt = 0; attempt < 40 && ready !== 200; attempt += 1) {
      ready = (await app.inject({ method: "GET", url: "/ready" })).statusCode;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready).toBe(200);
    expect((await app.inject(contactForm)).statusCode).toBeLessThan(300);
  }, 60_000);

  it("answers every one of 40 requests in flight when the database goes away with 2xx or 503, never 500", async () => {
    const requests = Array.from({ length: 40 }, (_, index) =>
      app.inject(
        index % 3 === 0
          ? contactForm
          : index % 3 === 1
            ? { method: "GET" as const, url: "/ready" }
            : { method: "GET" as const, url: `/supplies?search=pallet${index}` },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await proxy.down();
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    await proxy.up();
    expect(statuses.filter((status) => !(status < 300 || status === 503))).toEqual([]);
    let ready = 0;
    for (let attempt = 0; attempt < 40 && ready !== 200; attempt += 1) {
      ready = (await app.inject({ method: "GET", url: "/ready" })).statusCode;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready).toBe(200);
    // No client stays checked out: one whose connection went away between checkout and BEGIN gave itself
    // back (Drizzle never released it; the pool ran dry after a few restarts).
    const checkedOut = () => handle.pool.totalCount - handle.pool.idleCount;
    for (let attempt = 0; attempt < 20 && checkedOut() > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(checkedOut()).toBe(0);
  }, 60_000);

  it("is not ready while the database lacks a migration this build ships", async () => {
    const { checkReadiness } = await import("../src/system/readiness.js");
    await expect(checkReadiness(handle.db, 10_000)).rejects.toMatchObject({ statusCode: 503 });
  });
});
