import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../src/paths.js";
import {
  loadCatalogue,
  pngBytes,
  setSlotCapacity,
  slotAt,
  type Catalogue,
  type Order,
} from "./order-fixtures.js";
import { createSignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { freePort } from "./free-port.js";

/**
 * Two real API processes (node + tsx, as `pnpm dev` runs it) on one PostgreSQL database and one file folder:
 * what must hold across instances is checked by sending to both.
 */
interface ApiProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: packageRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/ready`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The API process did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, exited, output: () => output };
}

let testApp: TestApp;
let catalogue: Catalogue;
let filesDir: string;
let first: ApiProcess;
let second: ApiProcess;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  filesDir = await mkdtemp(join(tmpdir(), "freight-processes-files-"));
  const env = {
    DATABASE_URL: testApp.database.url,
    ORDER_FILES_DIR: join(filesDir, "order-files"),
    UPLOADS_DIR: join(filesDir, "uploads"),
    PUBLIC_API_URL: "http://api.test",
    NODE_ENV: "test",
  };
  [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 90_000);
afterAll(async () => {
  for (const api of [first, second]) if (api && api.child.exitCode === null) api.child.kill("SIGKILL");
  await testApp.close();
  await rm(filesDir, { recursive: true, force: true });
});

function bookingAt(hubSlug: string, date: string, hour: number) {
  const hub = catalogue.hub(hubSlug);
  return {
    hubId: hub.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(hub, date, hour),
    quantity: 5,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  };
}

function post(api: ApiProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("two API processes on one database", () => {
  it("give the last place of a slot to exactly one of two customers booking through different processes", async () => {
    const [ann, ben] = await Promise.all([createSignedInUser(testApp), createSignedInUser(testApp)]);
    const markham = catalogue.hub("markham");
    await setSlotCapacity(testApp, markham.id, 1);
    const booking = bookingAt("markham", addLocalDays("2033-05-02", 0), 9);
    const answers = await Promise.all([
      post(first, "/order", booking, ann.headers),
      post(second, "/order", booking, ben.headers),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    await setSlotCapacity(testApp, markham.id, 20);
  });

  it("share the contact form's budget: 30 posts from one address over both let exactly 10 through", async () => {
    const form = { name: "Ana", email: "ana@example.com", message: "Hello from two instances" };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => post(index % 2 === 0 ? first : second, "/contact-us", form)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status < 300)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("refuse on one process a session signed out on the other", async () => {
    const customer = await createSignedInUser(testApp);
    const profile = (api: ApiProcess) => fetch(`${api.url}/users/me`, { headers: customer.headers });
    expect((await profile(second)).status).toBe(200);
    const signOut = await fetch(`${first.url}/auth/logout`, { method: "POST", headers: customer.headers });
    expect(signOut.status).toBeLessThan(300);
    expect((await profile(second)).status).toBe(401);
  });

  it("serve a note file uploaded through one process from the other", async () => {
    const customer = await createSignedInUser(testApp);
    const form = new FormData();
    form.append("order", JSON.stringify(bookingAt("reno", "2033-05-09", 9)));
    form.append("files", new Blob([pngBytes], { type: "image/png" }), "photo.png");
    const booked = await fetch(`${first.url}/order`, {
      method: "POST",
      headers: customer.headers,
      body: form,
    });
    expect(booked.status).toBe(201);
    const file = ((await booked.json()) as Order).notes[0]?.files[0];
    const download = await fetch(`${second.url}${new URL(file?.fileUrl ?? "").pathname}`, {
      headers: customer.headers,
    });
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), pngBytes)).toBe(0);
  });

  it("run the every-minute hold release once per minute between them", async () => {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      const runs = async () =>
        (
          await client.query<{ minute: string; count: number }>(
            `select date_trunc('minute', created_on)::text as minute, count(*)::int as count from pgboss.job
             where name = 'release-expired-holds' group by 1`,
          )
        ).rows;
      const deadline = Date.now() + 75_000;
      while ((await runs()).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      const perMinute = await runs();
      expect(perMinute.length).toBeGreaterThan(0);
      expect(perMinute.every((row) => row.count === 1)).toBe(true);
    } finally {
      await client.end();
    }
  }, 90_000);

  it("finish an upload in flight on SIGTERM, then exit 0", async () => {
    const customer = await createSignedInUser(testApp);
    const boundary = "----freight-sigterm-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="order"\r\n\r\n${JSON.stringify(bookingAt("reno", "2033-05-16", 9))}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.concat([pngBytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const url = new URL(`${first.url}/order`);
    // The booking's body is sent in two halves with the signal in between: the process must wait for the second.
    const answer = new Promise<number>((resolve, reject) => {
      const upload = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            ...customer.headers,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": head.length + tail.length,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      upload.on("error", reject);
      upload.write(head);
      setTimeout(() => {
        first.child.kill("SIGTERM");
        setTimeout(() => upload.end(tail), 500);
      }, 300);
    });
    expect(await answer).toBe(201);
    expect(await first.exited, first.output()).toBe(0);
    // The other process still serves, and stops the same way.
    expect((await fetch(`${second.url}/ready`)).status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await second.exited, second.output()).toBe(0);
  }, 30_000);
});
