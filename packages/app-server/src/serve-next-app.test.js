// @ts-check
import { get } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { markPageUnavailable } from "./page-outcome.js";
import {
  MAX_HELD_DOCUMENT_BYTES,
  documentEtag,
  matchesIfNoneMatch,
  nextHostnameOf,
  serveNextApp,
} from "./serve-next-app.js";

/** Asks for the bytes as the page wrote them (fetch would otherwise ask for, and undo, a compression). */
const IDENTITY = { "accept-encoding": "identity" };

/** @type {import("node:http").Server[]} */
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * Serves a stand-in for Next's request handler through serveNextApp.
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} handle
 * @param {{ rewriteDocument?: (html: string) => string }} [options]
 */
async function serve(handle, options = {}) {
  const server = await serveNextApp({
    next: () => ({ prepare: async () => undefined, getRequestHandler: () => handle }),
    dir: ".",
    port: 0,
    hostname: "127.0.0.1",
    ...options,
  });
  servers.push(server);
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return `http://127.0.0.1:${address.port}`;
}

/** A page streamed in parts, as Next streams a shell and then its suspended sections. */
async function streamPage(
  /** @type {import("node:http").ServerResponse} */ response,
  /** @type {{ failsInSection?: boolean, contentType?: string, padding?: number }} */ {
    failsInSection = false,
    contentType = "text/html; charset=utf-8",
    padding = 0,
  } = {},
) {
  response.setHeader("content-type", contentType);
  response.statusCode = 200;
  response.write(`<html><body><main>shell${" ".repeat(padding)}`);
  await sleep(5);
  if (failsInSection) markPageUnavailable();
  response.write(failsInSection ? "<div role=alert>Try again</div>" : "<ul><li>data</li></ul>");
  response.end("</main></body></html>");
}

describe("serveNextApp", () => {
  it("answers 503 with Retry-After and the whole page when a section marked itself unavailable after the shell was written", async () => {
    const url = await serve((_request, response) => streamPage(response, { failsInSection: true }));
    const answer = await fetch(url);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("30");
    expect(answer.headers.get("cache-control")).toBe("no-store, must-revalidate");
    expect(await answer.text()).toBe(
      "<html><body><main>shell<div role=alert>Try again</div></main></body></html>",
    );
  });

  it("keeps the page's own status and body when nothing failed", async () => {
    const url = await serve((_request, response) => streamPage(response));
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("retry-after")).toBeNull();
    expect(await answer.text()).toContain("<li>data</li>");
  });

  it("keeps each request's outcome its own when a failing and a working page are rendered at the same time", async () => {
    const url = await serve((request, response) =>
      streamPage(response, { failsInSection: request.url === "/fails" }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => fetch(`${url}/${index % 2 === 0 ? "fails" : "works"}`)),
    );
    await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 503 : 200)),
    );
  });

  it("streams anything but an HTML document through untouched (a client navigation's payload, a route handler)", async () => {
    const url = await serve((_request, response) =>
      streamPage(response, { failsInSection: true, contentType: "text/x-component" }),
    );
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Try again");
  });

  it("keeps the wrappers another layer puts on the response afterwards (Next's compression) for every answer", async () => {
    const url = await serve(async (request, response) => {
      // Like the compression middleware: wraps write and end after the server's own hold was set up.
      const write = response.write.bind(response);
      const end = response.end.bind(response);
      response.write = /** @type {typeof response.write} */ (
        (/** @type {string} */ chunk) => write(`[${String(chunk).toUpperCase()}]`)
      );
      response.end = /** @type {typeof response.end} */ (
        (/** @type {string} */ chunk) => end(`[${String(chunk).toUpperCase()}]`)
      );
      response.setHeader("content-type", request.url === "/page" ? "text/html" : "text/javascript");
      response.write("first");
      await sleep(5);
      response.write("second");
      response.end("last");
    });
    for (const path of ["/page", "/chunk.js", "/page"]) {
      const answer = await fetch(`${url}${path}`);
      expect(await answer.text(), path).toBe("[FIRST][SECOND][LAST]");
    }
  });

  it("streams a document longer than it may hold with its own status rather than keeping it in memory", async () => {
    const url = await serve(async (_request, response) => {
      response.setHeader("content-type", "text/html");
      response.write("x".repeat(MAX_HELD_DOCUMENT_BYTES + 1));
      markPageUnavailable();
      response.end("end");
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect((await answer.text()).length).toBe(MAX_HELD_DOCUMENT_BYTES + 4);
  });

  it("keeps a status given to writeHead, and changes it to 503 when the page failed", async () => {
    const url = await serve(async (request, response) => {
      response.writeHead(404, { "content-type": "text/html" });
      if (request.url === "/fails") markPageUnavailable();
      response.end("<p>page</p>");
    });
    const works = await fetch(`${url}/works`);
    const fails = await fetch(`${url}/fails`);
    expect([works.status, fails.status]).toEqual([404, 503]);
    expect([await works.text(), await fails.text()]).toEqual(["<p>page</p>", "<p>page</p>"]);
  });
});

describe("document validators", () => {
  it("gives a complete page an ETag from its bytes and answers 304 without them to a request that has them", async () => {
    const url = await serve((_request, response) => streamPage(response));
    const first = await fetch(url, { headers: IDENTITY });
    const body = await first.text();
    const etag = first.headers.get("etag");
    expect(etag).toBe(documentEtag([Buffer.from(body)]));
    const again = await fetch(url, {
      headers: { ...IDENTITY, "if-none-match": `W/"other", ${String(etag)}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const changed = await fetch(url, { headers: { "if-none-match": '"an-older-copy"' } });
    expect([changed.status, await changed.text()]).toEqual([200, body]);
  });

  it("gives a page that failed no ETag, so a copy of the retry notice is never confirmed as current", async () => {
    const url = await serve((_request, response) => streamPage(response, { failsInSection: true }));
    const answer = await fetch(url, { headers: { "if-none-match": "*" } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("etag")).toBeNull();
    expect(await answer.text()).toContain("Try again");
  });

  it("keeps an ETag the page set itself, and validates nothing but 200 documents", async () => {
    const url = await serve(async (request, response) => {
      if (request.url === "/own") response.setHeader("etag", '"own"');
      response.writeHead(request.url === "/missing" ? 404 : 200, { "content-type": "text/html" });
      response.end("<p>page</p>");
    });
    const own = await fetch(`${url}/own`, { headers: { "if-none-match": "*" } });
    expect([own.status, own.headers.get("etag")]).toEqual([200, '"own"']);
    const missing = await fetch(`${url}/missing`, { headers: { "if-none-match": "*" } });
    expect([missing.status, missing.headers.get("etag")]).toEqual([404, null]);
  });

  it("answers 40 requests at once each by its own If-None-Match, and any odd header value with the whole page", async () => {
    const url = await serve((_request, response) => streamPage(response));
    const etag = String((await fetch(url)).headers.get("etag"));
    const odd = [
      "",
      " ",
      ",",
      "W/",
      '""',
      "*x",
      `${etag}x`,
      "\u00e9t\u00e9",
      "1e309",
      "-1",
      "null",
      "undefined",
    ];
    const headers = Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0 ? etag : odd[index % odd.length],
    );
    const answers = await Promise.all(
      headers.map((value) => fetch(url, { headers: { "if-none-match": String(value) } })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(
      headers.map((value) => (value === etag ? 304 : 200)),
    );
    expect(bodies.filter((body) => body.includes("<li>data</li>"))).toHaveLength(20);
  });

  it("gives a HEAD request the ETag of the GET and never a body", async () => {
    const url = await serve((_request, response) => streamPage(response));
    const etag = (await fetch(url)).headers.get("etag");
    const head = await fetch(url, { method: "HEAD", headers: { "if-none-match": '"older"' } });
    expect([head.status, head.headers.get("etag"), await head.text()]).toEqual([200, etag, ""]);
    const current = await fetch(url, { method: "HEAD", headers: { "if-none-match": String(etag) } });
    expect([current.status, await current.text()]).toEqual([304, ""]);
  });

  it("serves a cached page written as one string with the same bytes and ETag every time, and a changed page with its own", async () => {
    let price = "€1,250.00 — naïve 🚚 \u0000 end";
    const url = await serve(async (_request, response) => {
      // As Next sends a cached page: its whole text at once, with the length of its UTF-8 bytes.
      const page = `<html><body><p>${price}</p>${"<i>row</i>".repeat(20_000)}</body></html>`;
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": String(Buffer.byteLength(page)),
      });
      response.end(page);
    });
    const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(url, { headers: IDENTITY })));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    const etags = new Set(answers.map((answer) => answer.headers.get("etag")));
    expect(etags).toEqual(new Set([documentEtag([Buffer.from(bodies[0] ?? "")])]));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain("€1,250.00 — naïve 🚚");
    expect(answers.map((answer) => Number(answer.headers.get("content-length") ?? 0))).toEqual(
      answers.map(() => Buffer.byteLength(bodies[0] ?? "")),
    );

    // Same length, other text: a remembered copy is found by the whole text, never by its size.
    price = "€1,350.00 — naïve 🚚 \u0000 end";
    const changed = await fetch(url, { headers: { ...IDENTITY, "if-none-match": [...etags].join(", ") } });
    const changedBody = await changed.text();
    expect(changed.status).toBe(200);
    expect(changedBody).toContain("€1,350.00");
    expect(changed.headers.get("etag")).toBe(documentEtag([Buffer.from(changedBody)]));
  });

  it("encodes a page written as a string in another encoding by that encoding, never from a remembered copy", async () => {
    const text = `<p>caf\u00e9 ${"x".repeat(1000)}</p>`;
    const url = await serve(async (request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      if (request.url === "/latin1") response.end(text, "latin1");
      else response.end(text);
    });
    const utf8 = Buffer.from(await (await fetch(url)).arrayBuffer());
    const latin1 = Buffer.from(await (await fetch(`${url}/latin1`)).arrayBuffer());
    expect(utf8).toEqual(Buffer.from(text, "utf8"));
    expect(latin1).toEqual(Buffer.from(text, "latin1"));
  });

  it("reads If-None-Match as a list, weak tags included", () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});

/**
 * A request with exactly these headers, answered with the bytes as sent (no decompression).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number; headers: import("node:http").IncomingHttpHeaders; body: Buffer }>}
 */
function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (answer) => {
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

/** @param {{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }} answer */
function decoded({ headers, body }) {
  const encoding = headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(body).toString();
  if (encoding === "gzip") return gunzipSync(body).toString();
  return body.toString();
}

/** A cached page as Next writes it: the whole text at once, with its own Vary. */
const CACHED_PAGE = `<html><body>${"<li>pallet wrap, 80 gauge</li>".repeat(400)}</body></html>`;
async function writeCachedPage(/** @type {import("node:http").ServerResponse} */ response) {
  response.setHeader("vary", "rsc, next-router-state-tree");
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": String(Buffer.byteLength(CACHED_PAGE)),
  });
  response.end(CACHED_PAGE);
}

describe("compression", () => {
  it("sends a page in brotli or gzip as the request takes it, each with its own ETag, and Vary on Accept-Encoding", async () => {
    const url = await serve((_request, response) => writeCachedPage(response));
    const identity = await getRaw(url, {});
    const br = await getRaw(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await getRaw(url, { "accept-encoding": "gzip" });
    expect([identity, br, gzip].map((answer) => answer.headers["content-encoding"])).toEqual([
      undefined,
      "br",
      "gzip",
    ]);
    for (const answer of [identity, br, gzip]) {
      expect(decoded(answer)).toBe(CACHED_PAGE);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    }
    expect(br.body.byteLength).toBeLessThan(gzip.body.byteLength);
    expect(gzip.body.byteLength).toBeLessThan(identity.body.byteLength / 10);
    expect(new Set([identity, br, gzip].map((answer) => answer.headers.etag)).size).toBe(3);
    expect(br.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
  });

  it("honours refusals and weights in Accept-Encoding, and leaves a page under 1 kB as it is", async () => {
    const url = await serve(async (request, response) => {
      if (request.url === "/small") {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<p>short</p>");
        return;
      }
      await writeCachedPage(response);
    });
    /** @param {string} value */
    const encodingFor = async (value) =>
      (await getRaw(url, { "accept-encoding": value })).headers["content-encoding"];
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(await encodingFor("*")).toBe("br");
    expect(await encodingFor("*;q=0, identity")).toBeUndefined();
    expect(await encodingFor("identity")).toBeUndefined();
    expect(await encodingFor("BR;Q=0.9, GZIP;q=0.1")).toBe("br");
    expect(await encodingFor("1e309, ;q=, ,,, compress;q=-1, x-unknown;q=0.5")).toBeUndefined();
    expect(await encodingFor("br;q=2, gzip;q=x")).toBeUndefined();
    expect(await encodingFor("br;q=1.5, gzip")).toBe("gzip");
    const small = await getRaw(`${url}/small`, { "accept-encoding": "br, gzip" });
    expect([small.headers["content-encoding"], small.body.toString()]).toEqual([undefined, "<p>short</p>"]);
  });

  it("answers 304 to the ETag of the encoding asked for, and never confirms another encoding's copy", async () => {
    const url = await serve((_request, response) => writeCachedPage(response));
    const br = await getRaw(url, { "accept-encoding": "br" });
    const brEtag = String(br.headers.etag);
    const again = await getRaw(url, { "accept-encoding": "br", "if-none-match": brEtag });
    expect([again.status, again.body.byteLength, again.headers.etag]).toEqual([304, 0, brEtag]);
    const asGzip = await getRaw(url, { "accept-encoding": "gzip", "if-none-match": brEtag });
    expect([asGzip.status, asGzip.headers["content-encoding"], decoded(asGzip)]).toEqual([
      200,
      "gzip",
      CACHED_PAGE,
    ]);
  });

  it("gives 40 requests at once, with mixed encodings, each the page in its own encoding", async () => {
    const url = await serve((_request, response) => writeCachedPage(response));
    const asked = Array.from(
      { length: 40 },
      (_, index) => ["br", "gzip", "identity", "gzip, br"][index % 4] ?? "br",
    );
    const answers = await Promise.all(asked.map((value) => getRaw(url, { "accept-encoding": value })));
    expect(answers.map((answer) => answer.headers["content-encoding"] ?? "identity")).toEqual(
      asked.map((value) => (value === "gzip, br" ? "br" : value)),
    );
    expect(answers.every((answer) => decoded(answer) === CACHED_PAGE)).toBe(true);
  });

  it("compresses every other answer over 1 kB too: a failed page, a script, a page's RSC payload", async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i })))};`;
    const url = await serve(async (request, response) => {
      if (request.url === "/failed") return streamPage(response, { failsInSection: true, padding: 2000 });
      response.setHeader("content-type", request.url === "/rsc" ? "text/x-component" : "text/javascript");
      response.end(script);
    });
    const failed = await getRaw(`${url}/failed`, { "accept-encoding": "gzip" });
    expect([failed.status, failed.headers["content-encoding"]]).toEqual([503, "gzip"]);
    expect(decoded(failed)).toContain("Try again");
    for (const path of ["/chunk.js", "/rsc"]) {
      const answer = await getRaw(`${url}${path}`, { "accept-encoding": "br" });
      expect([answer.headers["content-encoding"], decoded(answer)]).toEqual(["br", script]);
    }
  });
});

describe("immutable files", () => {
  const SCRIPT = `self.chunk=${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `module ${i}`))};`;
  /** A stand-in for Next's static files that counts the requests it served. */
  async function serveStaticFiles() {
    const served = { count: 0 };
    const url = await serve(async (request, response) => {
      served.count += 1;
      if (request.url === "/_next/static/chunks/missing.js") {
        response.statusCode = 404;
        response.end("not found");
        return;
      }
      response.setHeader("content-type", "application/javascript; charset=UTF-8");
      response.setHeader("cache-control", "public, max-age=31536000, immutable");
      response.setHeader("etag", '"chunk-1"');
      // As Next streams a file: in parts.
      response.write(SCRIPT.slice(0, 1000));
      await sleep(1);
      response.end(SCRIPT.slice(1000));
    });
    return { url, served };
  }

  /** Waits until the file's compressed copy is remembered: a request no longer reaches the stand-in. */
  async function untilRemembered(/** @type {string} */ fileUrl, /** @type {{ count: number }} */ served) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const before = served.count;
      await getRaw(fileUrl, { "accept-encoding": "br" });
      if (served.count === before) return;
      await sleep(20);
    }
    throw new Error(`${fileUrl} was never remembered`);
  }

  it("answers a build file from memory once it was served, in brotli, gzip or as it is, with Next's headers", async () => {
    const { url, served } = await serveStaticFiles();
    const fileUrl = `${url}/_next/static/chunks/app.js`;
    const first = await getRaw(fileUrl, { "accept-encoding": "gzip, br" });
    expect([first.status, first.headers["content-encoding"], decoded(first)]).toEqual([200, "br", SCRIPT]);
    await untilRemembered(fileUrl, served);
    const count = served.count;
    for (const [asked, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ]) {
      const answer = await getRaw(fileUrl, { "accept-encoding": String(asked) });
      expect([answer.status, answer.headers["content-encoding"], decoded(answer)]).toEqual([
        200,
        expected,
        SCRIPT,
      ]);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    }
    const head = await getRaw(fileUrl, { "accept-encoding": "br" }).then(
      () =>
        new Promise((resolve) => {
          const request = get(fileUrl, { method: "HEAD", headers: { "accept-encoding": "br" } }, (answer) => {
            answer.resume();
            answer.on("end", () => resolve(answer.statusCode));
          });
          request.end();
        }),
    );
    expect(head).toBe(200);
    // A query names the same file: 30 junk queries are answered from the one remembered copy.
    for (let index = 0; index < 30; index++) {
      const answer = await getRaw(`${fileUrl}?v=${index}&x=%00`, { "accept-encoding": "br" });
      expect(decoded(answer)).toBe(SCRIPT);
    }
    expect(served.count).toBe(count);
  });

  it("leaves a range, a conditional request, a failed file and any other path to Next", async () => {
    const { url, served } = await serveStaticFiles();
    const fileUrl = `${url}/_next/static/chunks/app.js`;
    await getRaw(fileUrl, { "accept-encoding": "br" });
    await untilRemembered(fileUrl, served);
    /** @type {Record<string, string>[]} */
    const conditional = [{ range: "bytes=0-10" }, { "if-none-match": '"chunk-1"' }];
    for (const headers of conditional) {
      const before = served.count;
      await getRaw(fileUrl, headers);
      expect(served.count, JSON.stringify(headers)).toBe(before + 1);
    }
    for (const path of ["/_next/static/chunks/missing.js", "/app.js", "/_next/image?url=x"]) {
      await getRaw(`${url}${path}`, {});
      await sleep(50);
      const before = served.count;
      await getRaw(`${url}${path}`, {});
      expect(served.count, path).toBe(before + 1);
    }
  });

  it("gives 40 first requests at once the whole file, and remembers it once", async () => {
    const { url, served } = await serveStaticFiles();
    const fileUrl = `${url}/_next/static/chunks/burst.js`;
    const asked = Array.from({ length: 40 }, (_, index) => ["br", "gzip", "identity"][index % 3] ?? "br");
    const answers = await Promise.all(asked.map((value) => getRaw(fileUrl, { "accept-encoding": value })));
    expect(answers.every((answer) => answer.status === 200 && decoded(answer) === SCRIPT)).toBe(true);
    await untilRemembered(fileUrl, served);
    const again = await Promise.all(asked.map((value) => getRaw(fileUrl, { "accept-encoding": value })));
    expect(again.every((answer) => decoded(answer) === SCRIPT)).toBe(true);
  });
});

describe("nextHostnameOf", () => {
  it("tells Next a loopback address as localhost, the origin its proxy rewrites are built on", () => {
    expect(nextHostnameOf("127.0.0.1")).toBe("localhost");
    expect(nextHostnameOf("::1")).toBe("localhost");
    expect(nextHostnameOf("localhost")).toBe("localhost");
  });

  it("keeps any other host name as it is", () => {
    expect(nextHostnameOf("0.0.0.0")).toBe("0.0.0.0");
    expect(nextHostnameOf("10.0.0.7")).toBe("10.0.0.7");
    expect(nextHostnameOf("web.internal")).toBe("web.internal");
  });
});

describe("rewriteDocument", () => {
  /** A rewrite that makes the page longer, as moving the scripts behind the first paint does. */
  function countingRewrite() {
    const rewrite = (/** @type {string} */ html) => {
      rewrite.calls += 1;
      return html.replace("</body>", "<script>load()</script></body>");
    };
    rewrite.calls = 0;
    return rewrite;
  }

  it("sends a cached page rewritten, with the length, ETag and compressed bytes of the rewritten text, rewriting it once", async () => {
    const rewrite = countingRewrite();
    const url = await serve((_request, response) => writeCachedPage(response), { rewriteDocument: rewrite });
    const expected = CACHED_PAGE.replace("</body>", "<script>load()</script></body>");
    const identity = await getRaw(url, {});
    expect(identity.body.toString()).toBe(expected);
    expect(Number(identity.headers["content-length"])).toBe(Buffer.byteLength(expected));
    expect(identity.headers.etag).toBe(documentEtag([Buffer.from(expected)]));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        getRaw(url, i % 2 ? { "accept-encoding": "br" } : { "accept-encoding": "gzip" }),
      ),
    );
    for (const answer of answers) {
      expect(decoded(answer)).toBe(expected);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    }
    expect(rewrite.calls).toBe(1);
  });

  it("rewrites a page streamed in parts once it is complete, and neither a failed page nor any other answer", async () => {
    const rewrite = countingRewrite();
    const url = await serve(
      async (request, response) => {
        if (request.url === "/script.js") {
          response.writeHead(200, { "content-type": "application/javascript" });
          response.end("document.body</body>");
          return;
        }
        await streamPage(response, { failsInSection: request.url === "/failed" });
      },
      { rewriteDocument: rewrite },
    );
    const streamed = await fetch(url, { headers: IDENTITY });
    expect(await streamed.text()).toBe(
      "<html><body><main>shell<ul><li>data</li></ul></main><script>load()</script></body></html>",
    );
    const failed = await fetch(`${url}/failed`, { headers: IDENTITY });
    expect(failed.status).toBe(503);
    expect(await failed.text()).not.toContain("load()");
    expect(await (await fetch(`${url}/script.js`, { headers: IDENTITY })).text()).toBe(
      "document.body</body>",
    );
    expect(rewrite.calls).toBe(1);
  });
});
