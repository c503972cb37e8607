// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import compression from "compression";
import {
  MIN_ENCODED_DOCUMENT_BYTES,
  documentEncodingFor,
  encodeDocument,
  encodedEtag,
} from "./document-encoding.js";
import { PAGE_OUTCOME_STORE } from "./page-outcome.js";
import { createStaticAssetCache } from "./static-assets.js";

/** @returns {AsyncLocalStorage<import("./page-outcome.js").PageOutcome>} */
function pageOutcomeStorage() {
  const holder =
    /** @type {Record<symbol, AsyncLocalStorage<import("./page-outcome.js").PageOutcome> | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    );
  holder[PAGE_OUTCOME_STORE] ??= new AsyncLocalStorage();
  return holder[PAGE_OUTCOME_STORE];
}

/** Seconds a client is asked to wait before loading a failed page again. */
export const PAGE_RETRY_AFTER_SECONDS = 30;

/** How long requests in flight may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The most of one HTML document held back to decide its status; a longer one streams on with its own status. */
export const MAX_HELD_DOCUMENT_BYTES = 4 * 1024 * 1024;

/**
 * @param {import("node:http").ServerResponse} response
 * @param {unknown[]} headArgs the arguments of a writeHead call, if one came
 */
function isHtmlDocument(response, headArgs) {
  const fromHead = headArgs.find((arg) => arg !== null && typeof arg === "object");
  const declared = Array.isArray(fromHead)
    ? undefined
    : /** @type {Record<string, unknown> | undefined} */ (fromHead)?.["content-type"];
  const type = String(declared ?? response.getHeader("content-type") ?? "");
  return type.startsWith("text/html");
}

/**
 * A strong validator of a document: a hash of its bytes as Next wrote them (encoded bytes get their own tag,
 * encodedEtag). Native hashing costs a cached page a fraction of a millisecond, where
 * Next's own ETag (`generateEtags`) hashed the whole HTML in JavaScript on every request and cost more than all
 * else Next did to serve it.
 * @param {readonly Buffer[]} chunks
 */
export function documentEtag(chunks) {
  const hash = createHash("sha1");
  for (const chunk of chunks) hash.update(chunk);
  return `"${hash.digest("base64url")}"`;
}

/** Documents up to this size are remembered in encoded form (documentMemoryFor). */
const MAX_REMEMBERED_DOCUMENT_CHARS = 512 * 1024;
/** How many encoded documents are remembered: the site's busiest pages, each of at most 512 k characters. */
const REMEMBERED_DOCUMENTS = 32;

/**
 * Documents Next wrote as one string, with their UTF-8 bytes, ETag and compressed forms. A cached page reaches the
 * response as the same text on every request, and encoding, compressing and hashing its 170–240 kB again each time
 * was most of what serving it cost beyond a tiny route. Keyed by the text itself, so a changed page is a new entry;
 * the oldest entry goes first. Each rewrite of documents has its own memory: the same text is sent as other bytes.
 * @typedef {{ bytes: Buffer; etag: string; encoded: { br?: Buffer; gzip?: Buffer } }} RememberedDocument
 * @typedef {Map<string, RememberedDocument>} DocumentMemory
 * @type {WeakMap<object, DocumentMemory>}
 */
const documentMemories = new WeakMap();
/** The memory key of documents sent as Next wrote them. */
const UNCHANGED = {};

/** @param {((html: string) => string) | undefined} rewrite */
function documentMemoryFor(rewrite) {
  const key = rewrite ?? UNCHANGED;
  let memory = documentMemories.get(key);
  if (!memory) documentMemories.set(key, (memory = new Map()));
  return memory;
}

/**
 * @param {DocumentMemory} memory
 * @param {string} text
 */
function rememberedDocument(memory, text) {
  const remembered = memory.get(text);
  if (remembered) {
    memory.delete(text);
    memory.set(text, remembered);
  }
  return remembered;
}

/**
 * @param {DocumentMemory} memory
 * @param {string} text
 * @param {RememberedDocument} document
 */
function rememberDocument(memory, text, document) {
  if (text.length > MAX_REMEMBERED_DOCUMENT_CHARS) return;
  memory.set(text, document);
  if (memory.size > REMEMBERED_DOCUMENTS) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
}

/**
 * Whether an If-None-Match header names this ETag (or `*`); a weak tag names the same bytes too.
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
export function matchesIfNoneMatch(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * A document's bytes after a rewrite of its text; the same bytes when the rewrite changed nothing.
 * @param {Buffer} written the bytes as Next wrote them
 * @param {string | undefined} text the same document as the one string Next wrote, when it wrote one
 * @param {(html: string) => string} rewrite
 */
function rewrittenBytes(written, text, rewrite) {
  const original = text ?? written.toString("utf8");
  const rewritten = rewrite(original);
  return rewritten === original ? written : Buffer.from(rewritten, "utf8");
}

/** Responses whose encoding was chosen here (a complete 200 document): the compression below leaves them be. */
const encodedHere = new WeakSet();

/**
 * The arguments of a held writeHead call with their headers set on the response instead, so the length, ETag and
 * encoding decided when the document is complete are not overridden by the values given to writeHead.
 * @param {import("node:http").ServerResponse} response
 * @param {unknown[]} args status, optional reason phrase, optional headers (an object or a list of name-value pairs)
 */
function headersMovedToResponse(response, args) {
  const kept = [];
  for (const arg of args) {
    if (Array.isArray(arg)) {
      const pairs = arg.every(Array.isArray)
        ? arg
        : arg.flatMap((_, i) => (i % 2 === 0 ? [arg.slice(i, i + 2)] : []));
      for (const [name, value] of pairs) response.setHeader(String(name), value);
    } else if (arg !== null && typeof arg === "object") {
      for (const [name, value] of Object.entries(arg)) {
        if (value !== undefined) response.setHeader(name, /** @type {string | number | string[]} */ (value));
      }
    } else {
      kept.push(arg);
    }
  }
  return kept;
}

/**
 * Appends Accept-Encoding to the response's Vary header (Next names its own request headers there).
 * @param {import("node:http").ServerResponse} response
 */
function varyOnAcceptEncoding(response) {
  const current = String(response.getHeader("vary") ?? "");
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  response.setHeader("vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Holds an HTML document until it is complete, then answers 503 with Retry-After (and no caching) when the page
 * marked itself unavailable while it was rendered, or its own status otherwise. A complete 200 document gets an
 * ETag from its bytes (unless it has one), is compressed here for the request's Accept-Encoding (brotli or gzip,
 * remembered with a cached page so it is compressed once) and, when the request already holds those bytes
 * (If-None-Match), answered with a 304 without them. Every other answer (the RSC payload of a client navigation,
 * assets, images, route handlers, other statuses) goes on to the layer below, which compresses it per request.
 * @param {import("node:http").ServerResponse} response
 * @param {{ isUnavailable: boolean }} outcome
 * @param {import("node:http").IncomingHttpHeaders} [requestHeaders] the request's If-None-Match and Accept-Encoding
 * @param {{ rewriteDocument?: (html: string) => string }} [options] a change made to every complete 200 document
 *   before it is tagged and compressed (once for a remembered page)
 */
export function holdDocumentForOutcome(response, outcome, requestHeaders = {}, { rewriteDocument } = {}) {
  const ifNoneMatch = requestHeaders["if-none-match"];
  const acceptEncoding = requestHeaders["accept-encoding"];
  const memory = documentMemoryFor(rewriteDocument);
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  // Once decided, a response that is not held goes straight to the original methods. They are never put back
  // on the response: another layer (Next's own compression, when an app turns it on) may wrap these methods
  // after us, and must keep its wrappers.
  /** @type {"undecided" | "hold" | "pass"} */
  let mode = "undecided";
  /** @type {unknown[]} */
  let headArgs = [];
  /** @type {Buffer[]} */
  const held = [];
  let heldBytes = 0;
  /** The document, while it is a single string Next wrote (the usual cached page), and its remembered form. */
  /** @type {{ text: string; remembered: RememberedDocument | undefined } | undefined} */
  let wholeText;

  /** @param {unknown[]} args */
  const decide = (args = []) => {
    if (mode !== "undecided") return;
    mode = isHtmlDocument(response, args) ? "hold" : "pass";
  };
  /**
   * Gives a complete 200 document its ETag and encoding, and drops the body when the request named that ETag.
   */
  const answerWithValidator = () => {
    const status = typeof headArgs[0] === "number" ? headArgs[0] : response.statusCode;
    if (status !== 200 || response.hasHeader("etag")) return;
    const single = held.length === 1 ? wholeText : undefined;
    let document = single?.remembered;
    if (!document) {
      const [only] = held;
      const written = held.length === 1 && only ? only : Buffer.concat(held);
      const bytes = rewriteDocument ? rewrittenBytes(written, single?.text, rewriteDocument) : written;
      document = { bytes, etag: documentEtag([bytes]), encoded: {} };
      if (single) rememberDocument(memory, single.text, document);
    }
    held.splice(0, held.length, document.bytes);
    response.setHeader("content-length", String(document.bytes.byteLength));
    const isEncodable =
      !response.hasHeader("content-encoding") && document.bytes.byteLength >= MIN_ENCODED_DOCUMENT_BYTES;
    const encoding = isEncodable ? documentEncodingFor(acceptEncoding) : "identity";
    if (isEncodable) varyOnAcceptEncoding(response);
    encodedHere.add(response);
    const etag = encodedEtag(document.etag, encoding);
    response.setHeader("etag", etag);
    if (matchesIfNoneMatch(ifNoneMatch, etag)) {
      if (typeof headArgs[0] === "number") headArgs[0] = 304;
      if (typeof headArgs[1] === "string") headArgs[1] = "Not Modified";
      response.statusCode = 304;
      response.removeHeader("content-length");
      held.splice(0);
      return;
    }
    if (encoding === "identity") return;
    const body = (document.encoded[encoding] ??= encodeDocument(document.bytes, encoding));
    held.splice(0, held.length, body);
    response.setHeader("content-encoding", encoding);
    response.setHeader("content-length", String(body.byteLength));
  };
  /** @param {boolean} isComplete */
  const release = (isComplete) => {
    mode = "pass";
    if (isComplete && outcome.isUnavailable) {
      if (typeof headArgs[0] === "number") headArgs[0] = 503;
      if (typeof headArgs[1] === "string") headArgs[1] = "Service Unavailable";
      response.statusCode = 503;
      response.setHeader("retry-after", String(PAGE_RETRY_AFTER_SECONDS));
      response.setHeader("cache-control", "no-store, must-revalidate");
    } else if (isComplete && heldBytes > 0) {
      answerWithValidator();
    }
    if (headArgs.length > 0) {
      /** @type {(...args: unknown[]) => void} */ (/** @type {unknown} */ (original.writeHead)).apply(
        response,
        headArgs,
      );
    }
    const write = /** @type {(chunk: Buffer) => boolean} */ (/** @type {unknown} */ (original.write));
    for (const chunk of held.splice(0)) write.call(response, chunk);
  };
  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const isText =
      typeof chunk === "string" &&
      (encoding === undefined ||
        typeof encoding === "function" ||
        encoding === "utf8" ||
        encoding === "utf-8");
    const remembered = isText && held.length === 0 ? rememberedDocument(memory, chunk) : undefined;
    wholeText = isText && held.length === 0 ? { text: chunk, remembered } : undefined;
    const bytes = remembered
      ? remembered.bytes
      : Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(
              String(chunk),
              typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
            );
    held.push(bytes);
    heldBytes += bytes.byteLength;
  };

  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {unknown[]} */ ...args) {
      decide(args);
      if (mode === "pass") {
        return /** @type {(...args: unknown[]) => typeof response} */ (
          /** @type {unknown} */ (original.writeHead)
        ).apply(response, args);
      }
      headArgs = headersMovedToResponse(response, args);
      return response;
    }
  );
  response.flushHeaders = function () {
    decide();
    if (mode === "pass") original.flushHeaders.call(response);
  };
  response.write = /** @type {typeof response.write} */ (
    function (
      /** @type {unknown} */ chunk,
      /** @type {unknown} */ encoding,
      /** @type {unknown} */ callback,
    ) {
      decide();
      if (mode === "pass") {
        return /** @type {(...args: unknown[]) => boolean} */ (/** @type {unknown} */ (original.write)).call(
          response,
          chunk,
          encoding,
          callback,
        );
      }
      hold(chunk, encoding);
      const done = typeof encoding === "function" ? encoding : callback;
      if (heldBytes > MAX_HELD_DOCUMENT_BYTES) release(false);
      if (typeof done === "function") queueMicrotask(() => done());
      return true;
    }
  );
  response.end = /** @type {typeof response.end} */ (
    function (
      /** @type {unknown} */ chunk,
      /** @type {unknown} */ encoding,
      /** @type {unknown} */ callback,
    ) {
      decide();
      if (mode === "pass") {
        return /** @type {(...args: unknown[]) => typeof response} */ (
          /** @type {unknown} */ (original.end)
        ).call(response, chunk, encoding, callback);
      }
      hold(chunk, encoding);
      release(true);
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      const end = /** @type {(callback?: unknown) => typeof response} */ (
        /** @type {unknown} */ (original.end)
      );
      return end.call(response, done);
    }
  );
}

/** Loopback addresses, which Next's request URLs (`request.nextUrl`) spell `localhost`. */
const LOOPBACK_HOSTNAME = /^(?:127(?:\.\d{1,3}){3}|\[?::1\]?|localhost)$/;

/**
 * The host name Next builds a request's own origin from. Next spells a loopback host `localhost` in the URLs it
 * gives the proxy, and proxies a rewrite to another origin over HTTP instead of serving it: told `127.0.0.1`,
 * every rewrite of the proxy to a page of this app would go out as an HTTP request to itself.
 * @param {string} hostname
 */
export function nextHostnameOf(hostname) {
  return LOOPBACK_HOSTNAME.test(hostname) ? "localhost" : hostname;
}

/**
 * Serves a built Next.js app (what `next start` does) so that a page showing a retry notice answers 503 with
 * Retry-After: each request runs with its own page outcome, which `markPageUnavailable()` sets during rendering.
 * @param {{
 *   next: (options: { dev: boolean; dir: string; hostname: string; port: number }) => {
 *     prepare(): Promise<void>;
 *     getRequestHandler(): (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>;
 *   };
 *   dir: string;
 *   port: number;
 *   hostname?: string;
 *   rewriteDocument?: (html: string) => string;
 * }} options `rewriteDocument` changes each complete 200 page before it is tagged and compressed
 *   (the public site's scriptsAfterFirstPaint)
 */
export async function serveNextApp({ next, dir, port, hostname = "0.0.0.0", rewriteDocument }) {
  const app = next({ dev: false, dir, hostname: nextHostnameOf(hostname), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const storage = pageOutcomeStorage();
  // Everything but the documents held here is compressed per request (brotli or gzip, 1 kB and up) by the
  // compression middleware, the one Next itself uses with gzip only; the apps turn Next's own off.
  const compress = /** @type {(request: unknown, response: unknown, next: () => void) => void} */ (
    compression({
      threshold: MIN_ENCODED_DOCUMENT_BYTES,
      filter: (request, response) =>
        !encodedHere.has(/** @type {object} */ (response)) && compression.filter(request, response),
    })
  );
  const staticAssets = createStaticAssetCache();
  const server = createServer((request, response) => {
    if (staticAssets.serve(request, response)) return;
    const outcome = { isUnavailable: false };
    storage.run(outcome, () => {
      compress(request, response, () => {
        staticAssets.capture(request, response);
        if (request.method === "GET" || request.method === "HEAD")
          holdDocumentForOutcome(response, outcome, request.headers, { rewriteDocument });
        handle(request, response).catch((/** @type {unknown} */ error) => {
          console.error("The request could not be handled:", error);
          if (!response.headersSent) response.statusCode = 500;
          response.end();
        });
      });
    });
  });
  await new Promise((resolve) => server.listen(port, hostname, () => resolve(undefined)));
  console.info(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
  // On SIGTERM: stop taking connections, let requests in flight finish (idle keep-alive connections are closed
  // at once, so a browser holding one cannot keep the process alive), and exit after 10 s whatever is left.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}
