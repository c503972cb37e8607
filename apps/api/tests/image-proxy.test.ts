import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000d49484452000000010000000108060000001f15c489", "hex"),
]);
const svgBytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const sixMegabytes = 6 * 1024 * 1024;

let imageHost: Server;
let port = 0;
let host = "";

/** A local image host; the proxy may reach it only where a test allows 127.0.0.1 explicitly. */
function startImageHost(): Promise<void> {
  imageHost = createServer((request, response) => {
    switch (request.url) {
      case "/ok.png":
        response.writeHead(200, { "content-type": "image/png" }).end(pngBytes);
        return;
      case "/svg-as-png.png":
        response.writeHead(200, { "content-type": "image/png" }).end(svgBytes);
        return;
      case "/page.html":
        response.writeHead(200, { "content-type": "text/html" }).end("<html><body>hi</body></html>");
        return;
      case "/image.svg":
        response.writeHead(200, { "content-type": "image/svg+xml" }).end(svgBytes);
        return;
      case "/big.png":
        response.writeHead(200, { "content-type": "image/png" });
        response.end(Buffer.concat([pngBytes, Buffer.alloc(sixMegabytes)]));
        return;
      case "/big-chunked.png":
        // No content-length: the proxy has to count while reading.
        response.writeHead(200, { "content-type": "image/png", "transfer-encoding": "chunked" });
        response.write(pngBytes);
        for (let sent = 0; sent < sixMegabytes; sent += 1024 * 1024)
          response.write(Buffer.alloc(1024 * 1024));
        response.end();
        return;
      case "/same-host-redirect":
        response.writeHead(302, { location: "/ok.png" }).end();
        return;
      case "/other-host-redirect":
        response.writeHead(302, { location: `http://localhost:${port}/ok.png` }).end();
        return;
      default:
        response.writeHead(404, { "content-type": "text/plain" }).end("missing");
    }
  });
  return new Promise((resolve) => {
    imageHost.listen(0, "127.0.0.1", () => {
      port = (imageHost.address() as AddressInfo).port;
      host = `127.0.0.1:${port}`;
      resolve();
    });
  });
}

let trusting: TestApp;
let strict: TestApp;

beforeAll(async () => {
  await startImageHost();
  trusting = await createTestApp({
    env: { IMAGE_PROXY_ALLOWED_HOSTS: `${host},localhost:${port}` },
    imageProxy: { privateAddressHosts: [host] },
  });
  strict = await createTestApp({
    env: { IMAGE_PROXY_ALLOWED_HOSTS: `${host},localhost:${port},10.0.0.8,169.254.169.254,[::1]:${port}` },
  });
});
afterAll(async () => {
  await Promise.all([trusting.close(), strict.close()]);
  await new Promise((resolve) => imageHost.close(resolve));
});

function proxy(app: TestApp, url: string) {
  return app.app.inject({ method: "GET", url: `/image-proxy?url=${encodeURIComponent(url)}` });
}

describe("getImage from an allowed host", () => {
  it("passes on a PNG with its content type and nosniff", async () => {
    const response = await proxy(trusting, `http://${host}/ok.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.equals(pngBytes)).toBe(true);
  });

  it("follows a redirect on the same host", async () => {
    const response = await proxy(trusting, `http://${host}/same-host-redirect`);
    expect(response.statusCode).toBe(200);
  });

  it("does not follow a redirect to another host", async () => {
    const response = await proxy(trusting, `http://${host}/other-host-redirect`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      message: "The image host redirected to another host, which is not followed",
    });
  });

  it("refuses SVG bytes sent as image/png", async () => {
    const response = await proxy(trusting, `http://${host}/svg-as-png.png`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain("not a PNG, JPEG, GIF, WebP or AVIF image");
  });

  it("refuses an image/svg+xml answer", async () => {
    const response = await proxy(trusting, `http://${host}/image.svg`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      "The image host sent image/svg+xml, not a PNG, JPEG, GIF, WebP or AVIF image",
    );
  });

  it("refuses HTML", async () => {
    const response = await proxy(trusting, `http://${host}/page.html`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain("text/html");
  });

  it.each(["/big.png", "/big-chunked.png"])("refuses an image over 5 MB (%s)", async (path) => {
    const response = await proxy(trusting, `http://${host}${path}`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe("The image is larger than 5 MB");
  });

  it("answers 404 when the host has no such image", async () => {
    const response = await proxy(trusting, `http://${host}/nothing.png`);
    expect(response.statusCode).toBe(404);
  });
});

describe("getImage refusals", () => {
  it("refuses a loopback address even when the host is on the allow-list", async () => {
    const response = await proxy(strict, `http://${host}/ok.png`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: [{ field: "url" }] });
    expect(response.json().message).toContain("private or local network address");
  });

  it("refuses a host name that resolves to loopback", async () => {
    const response = await proxy(strict, `http://localhost:${port}/ok.png`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("private or local network address (localhost)");
  });

  it("refuses an IPv6 loopback literal", async () => {
    const response = await proxy(strict, `http://[::1]:${port}/ok.png`);
    expect(response.statusCode).toBe(400);
  });

  it("refuses a private network address", async () => {
    const response = await proxy(strict, "http://10.0.0.8/ok.png");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("private or local network address (10.0.0.8)");
  });

  it("refuses the link-local metadata address", async () => {
    const response = await proxy(strict, "http://169.254.169.254/latest/meta-data");
    expect(response.statusCode).toBe(400);
  });

  it("refuses a host that is not on the allow-list", async () => {
    const response = await proxy(strict, "https://images.example.org/photo.png");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Images are not fetched from images.example.org; only from our /media and the allowed hosts",
    );
  });

  it.each([
    ["file:///etc/passwd", "url must use http or https"],
    ["not a url", "url must be an absolute http(s) URL or a /media/ path"],
    ["http://user:secret@127.0.0.1/ok.png", "url must not carry a user name or password"],
  ])("refuses %s", async (url, message) => {
    const response = await proxy(strict, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 400 naming url when it is missing", async () => {
    const response = await strict.app.inject({ method: "GET", url: "/image-proxy" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "url is required" });
  });
});

describe("getImage from our own media", () => {
  it("serves a /media path from disk", async () => {
    const response = await proxy(strict, "/media/hubs/reno.png");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
  });

  it("serves an absolute URL on the API's own origin from disk", async () => {
    const response = await proxy(strict, `${testApiUrl}/media/hubs/reno.png`);
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for a missing media file", async () => {
    const response = await proxy(strict, "/media/hubs/atlantis.png");
    expect(response.statusCode).toBe(404);
  });

  it("does not leave the media folder", async () => {
    for (const path of [
      "/media/%2e%2e/package.json",
      "/media/../package.json",
      "/media/hubs/..%2f..%2fpackage.json",
    ]) {
      const response = await proxy(strict, path);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain("@freight/api");
    }
  });
});
