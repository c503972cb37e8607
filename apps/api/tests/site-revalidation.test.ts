import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkRevalidation,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
} from "@freight/api-client/site-revalidation";
import { createNotifySiteChanged } from "../src/system/site-revalidation.js";
import { loadEnv } from "../src/env.js";

const secret = "api-test-secret-0123456789-abcdefghijkl";

interface Received {
  path: string | undefined;
  body: string;
  isSigned: boolean;
}

/** A stand-in for the public site's POST /api/revalidate: checks the signature as the site does. */
async function startSiteStandIn(
  status = 200,
): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const check = await checkRevalidation(
      secret,
      {
        timestamp: String(request.headers[REVALIDATE_TIMESTAMP_HEADER] ?? ""),
        signature: String(request.headers[REVALIDATE_SIGNATURE_HEADER] ?? ""),
      },
      body,
      Date.now(),
    );
    received.push({ path: request.url, body, isSigned: check.ok });
    response.writeHead(status, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function recordingLog() {
  const warnings: string[] = [];
  const log = {
    warn: (_details: unknown, message: string) => warnings.push(message),
  } as unknown as Parameters<typeof createNotifySiteChanged>[0]["log"];
  return { log, warnings };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe("notifySiteChanged", () => {
  it("posts the changed tags to the site's /api/revalidate, signed with the shared secret", async () => {
    const site = await startSiteStandIn();
    closers.push(site.close);
    const { log, warnings } = recordingLog();
    await createNotifySiteChanged({ webUrl: site.url, secret, log })(["shop", "blog", "shop"]);
    expect(site.received).toEqual([
      { path: "/api/revalidate", body: '{"tags":["shop","blog"]}', isSigned: true },
    ]);
    expect(warnings).toEqual([]);
  });

  it("sends nothing while no secret is configured, or when no tag changed", async () => {
    const site = await startSiteStandIn();
    closers.push(site.close);
    const { log } = recordingLog();
    await createNotifySiteChanged({ webUrl: site.url, secret: undefined, log })(["shop"]);
    await createNotifySiteChanged({ webUrl: site.url, secret, log })([]);
    expect(site.received).toEqual([]);
  });

  it("logs, and never throws, when the site refuses the call or cannot be reached", async () => {
    const refusing = await startSiteStandIn(401);
    closers.push(refusing.close);
    const { log, warnings } = recordingLog();
    await expect(
      createNotifySiteChanged({ webUrl: refusing.url, secret, log })(["hubs"]),
    ).resolves.toBeUndefined();
    const gone = await startSiteStandIn();
    await gone.close();
    await expect(
      createNotifySiteChanged({ webUrl: gone.url, secret, log })(["hubs"]),
    ).resolves.toBeUndefined();
    expect(warnings).toEqual([
      "The public site refused the revalidation call",
      "The public site could not be told about a change",
    ]);
  });

  it("tells the site about each of 30 changes made at once", async () => {
    const site = await startSiteStandIn();
    closers.push(site.close);
    const { log, warnings } = recordingLog();
    const notify = createNotifySiteChanged({ webUrl: site.url, secret, log });
    await Promise.all(Array.from({ length: 30 }, () => notify(["map"])));
    expect(site.received).toHaveLength(30);
    expect(site.received.every((call) => call.isSigned)).toBe(true);
    expect(warnings).toEqual([]);
  });
});

describe("REVALIDATE_SECRET", () => {
  it("is optional, and refused when shorter than 32 characters", () => {
    expect(loadEnv({}).revalidateSecret).toBeUndefined();
    expect(loadEnv({ REVALIDATE_SECRET: secret }).revalidateSecret).toBe(secret);
    expect(() => loadEnv({ REVALIDATE_SECRET: "short" })).toThrow(
      /REVALIDATE_SECRET must be at least 32 characters/,
    );
  });
});
