import { spawn } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadEnv } from "../src/env.js";
import { packageRoot } from "../src/paths.js";
import { sleep } from "./bounded-answers.js";
import { freePort } from "./free-port.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let testApp: TestApp;
let customer: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

/** Public reads go through the front's cache (rate limits off), so its answers are stopped cleanly too. */
const shutdownTimeoutMs = 5_000;
const stopEnv = {
  RATE_LIMITS_OFF: "true",
  SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
  LOG_LEVEL: "silent",
};

interface Outcome {
  path: string;
  sentAt: number;
  /** Whether the call went on a kept-alive connection (else on one opened for it). */
  isReused?: boolean;
  status?: number;
  connection?: string;
  error?: string;
}

interface Call {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sends the body in two halves this long apart (an upload in flight). */
  slowMs?: number;
}

const contactBody = JSON.stringify({ name: "Dana", email: "dana@example.com", message: "Hello" });

function send(port: number, agent: Agent, call: Call): Promise<Outcome> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const body = call.body ? Buffer.from(call.body) : undefined;
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: call.method,
        path: call.path,
        headers: {
          ...call.headers,
          ...(body ? { "content-type": "application/json", "content-length": body.length } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            path: call.path,
            sentAt,
            isReused: outgoing.reusedSocket,
            status: response.statusCode,
            connection: response.headers.connection,
          }),
        );
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({
            path: call.path,
            sentAt,
            isReused: outgoing.reusedSocket,
            error: error.code ?? error.message,
          }),
        );
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        path: call.path,
        sentAt,
        isReused: outgoing.reusedSocket,
        error: error.code ?? error.message,
      }),
    );
    if (body && call.slowMs) {
      outgoing.write(body.subarray(0, 10));
      setTimeout(() => outgoing.end(body.subarray(10)), call.slowMs);
    } else {
      outgoing.end(body);
    }
  });
}

/**
 * Keep-alive clients, one connection each, sending one call after another until the instance refuses a new
 * connection (it stopped listening): the calls of a signed-in page, a public read, a write and /ready.
 */
function keepAliveClients(port: number, count: number) {
  const outcomes: Outcome[] = [];
  const calls: Call[] = [
    { method: "GET", path: "/hubs" },
    { method: "GET", path: "/users/me", headers: customer.headers },
    { method: "POST", path: "/contact-us", body: contactBody },
    { method: "GET", path: "/ready" },
  ];
  const agents: Agent[] = [];
  const done = Array.from({ length: count }, async (_, client) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    for (let turn = client; ; turn += 1) {
      const outcome = await send(port, agent, calls[turn % calls.length]!);
      outcomes.push(outcome);
      if (outcome.error) break;
    }
  });
  return {
    outcomes,
    finished: Promise.all(done).then(() => agents.forEach((agent) => agent.destroy())),
  };
}

/**
 * No call on a connection opened before the stop was reset or refused with a 5xx; from the stop on, answers close
 * their connection and /ready says 503. A connection opened after the stop began is refused, or reset when it
 * lands in the kernel's queue the instant the listener closes: it never reached the instance.
 */
function expectCleanStop(
  outcomes: Outcome[],
  stoppedAt: number,
  /** When the stop had surely begun in the instance (a signal takes a moment to be handled). */
  stoppingBy = stoppedAt,
): void {
  for (const outcome of outcomes) {
    const what = JSON.stringify(outcome);
    if (outcome.error && !outcome.isReused && outcome.sentAt > stoppedAt) {
      expect(["ECONNREFUSED", "ECONNRESET"], what).toContain(outcome.error);
      continue;
    }
    expect(outcome.error, what).toBeUndefined();
    const isAfterStop = outcome.sentAt > stoppingBy;
    if (isAfterStop) expect(outcome.connection, what).toBe("close");
    if (outcome.path === "/ready") expect(isAfterStop ? [503] : [200, 503], what).toContain(outcome.status);
    else expect(outcome.status, what).toBeLessThan(500);
  }
}

async function listeningApp(): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({
    db: testApp.database.db,
    env: loadEnv({ PUBLIC_API_URL: testApiUrl, ...stopEnv }),
    logger: false,
    backgroundJobs: false,
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { app, port: typeof address === "object" && address ? address.port : 0 };
}

describe("a graceful stop", () => {
  it("resets no call of keep-alive clients in parallel, answers those started, closes connections and ends within its bound (2 rounds; many more beside graceful-stop.ts)", async () => {
    for (let round = 0; round < 2; round += 1) {
      const { app, port } = await listeningApp();
      const clients = keepAliveClients(port, 12);
      // Warm: every client holds its connection; the stop falls at a different moment of their calls each round.
      await sleep(300 + round * 97);
      const upload = send(port, new Agent({ keepAlive: true }), {
        method: "POST",
        path: "/contact-us",
        body: contactBody,
        slowMs: 400,
      });
      await sleep(50);
      const stoppedAt = performance.now();
      const { cut } = await app.gracefulStop.stop();
      const stopMs = performance.now() - stoppedAt;
      await clients.finished;

      // Ended before its deadline (SHUTDOWN_TIMEOUT_MS), nothing cut.
      expect(cut).toBe(0);
      expect(stopMs).toBeLessThan(shutdownTimeoutMs);
      expect(await upload).toMatchObject({ status: 201 });
      expectCleanStop(clients.outcomes, stoppedAt);
    }
  }, 60_000);
});

describe("the API process on SIGTERM", () => {
  it("says not ready at once, answers the calls in flight on keep-alive connections without a reset, and exits 0 within its bound", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: packageRoot,
      env: {
        ...process.env,
        ...stopEnv,
        LOG_LEVEL: "warn",
        DATABASE_URL: testApp.database.url,
        ORDER_FILES_DIR: testApp.env.orderFilesDir,
        PUBLIC_API_URL: testApiUrl,
        BACKGROUND_JOBS: "off",
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      const probe = new Agent({ keepAlive: true, maxSockets: 1 });
      const deadline = Date.now() + 60_000;
      while ((await send(port, probe, { method: "GET", path: "/ready" })).status !== 200) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`The API did not start:\n${output}`);
        await sleep(200);
      }
      const clients = keepAliveClients(port, 12);
      await sleep(400);
      const stoppedAt = performance.now();
      child.kill("SIGTERM");
      await sleep(100);
      // On the probe's idle keep-alive connection, opened before the signal: not ready any more.
      const ready = await send(port, probe, { method: "GET", path: "/ready" });
      await clients.finished;
      const code = await exited;
      const stopMs = performance.now() - stoppedAt;

      expect(ready, output).toMatchObject({ status: 503, connection: "close" });
      expectCleanStop(clients.outcomes, stoppedAt, stoppedAt + 100);
      // Exit 0, with nothing cut at the deadline, within the bound main.ts keeps (SHUTDOWN_TIMEOUT_MS + 15 s).
      expect(code, output).toBe(0);
      expect(output).not.toContain("still busy");
      expect(stopMs).toBeLessThan(shutdownTimeoutMs + 15_000);
      probe.destroy();
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 90_000);
});
