import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWebhook, webhookAddressRefusal } from "./webhook-sender.js";

describe("webhookAddressRefusal", () => {
  it("refuses loopback, private, link-local, unique-local and cloud metadata addresses in production", () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "172.16.0.9",
      "192.168.1.1",
      "169.254.169.254",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "0.0.0.0",
    ]) {
      expect(webhookAddressRefusal("h.example", [address], true), address).toMatch(/private or local/);
    }
  });
  it("refuses a host when any of its addresses is private, even with a public one beside it", () => {
    expect(webhookAddressRefusal("h.example", ["93.184.216.34", "10.0.0.1"], true)).toMatch(/10\.0\.0\.1/);
  });
  it("accepts public addresses", () => {
    expect(webhookAddressRefusal("h.example", ["93.184.216.34", "2606:2800:220:1::1"], true)).toBeNull();
  });
  it("allows loopback outside production only, and never another private range", () => {
    expect(webhookAddressRefusal("localhost", ["127.0.0.1", "::1"], false)).toBeNull();
    expect(webhookAddressRefusal("h.example", ["10.0.0.1"], false)).toMatch(/private or local/);
    expect(webhookAddressRefusal("h.example", ["169.254.169.254"], false)).toMatch(/private or local/);
  });
  it("refuses a host without addresses", () => {
    expect(webhookAddressRefusal("h.example", [], false)).toMatch(/no address/);
  });
});

describe("sendWebhook", () => {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/redirect") {
      response.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" }).end();
    } else if (request.url === "/slow") {
      setTimeout(() => response.writeHead(204).end(), 2_000);
    } else {
      response.writeHead(200).end("y".repeat(5_000));
    }
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const request = (path: string) => ({ url: `${base}${path}`, headers: {}, body: "{}" });

  it("refuses to connect to a loopback receiver in production, before any request leaves", async () => {
    const before = hits.length;
    const answer = await sendWebhook(request("/ok"), { isProduction: true });
    expect(answer).toMatchObject({ status: null, error: expect.stringMatching(/private or local/) as unknown });
    expect(hits.length).toBe(before);
  });
  it("keeps the first 1 KB of the answer's body", async () => {
    const answer = await sendWebhook(request("/ok"), { isProduction: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1024);
  });
  it("does not follow a redirect and counts it as a failure", async () => {
    const answer = await sendWebhook(request("/redirect"), { isProduction: false });
    expect(answer.status).toBe(302);
    expect(answer.error).toMatch(/redirect/);
    expect(hits).not.toContain("/elsewhere");
  });
  it("gives up on a receiver that does not answer within the timeout", async () => {
    const answer = await sendWebhook(request("/slow"), { isProduction: false, timeoutMs: 300 });
    expect(answer.status).toBeNull();
    expect(answer.error).toMatch(/did not answer/);
  });
});
