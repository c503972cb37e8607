// @ts-check
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { documentEncodingFor } from "./document-encoding.js";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where Next serves the build's content-hashed files (scripts, stylesheets, fonts): a name there never changes its bytes. */
const IMMUTABLE_PREFIX = "/_next/static/";
/** A larger file is left to the per-request compression. */
const MAX_ASSET_BYTES = 4 * 1024 * 1024;
/** What all remembered files may hold together, every encoding counted: a build's assets are a few MB. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** The headers of Next's answer a remembered file is sent with again. */
const KEPT_HEADERS = ["content-type", "cache-control", "etag", "last-modified"];

/**
 * @typedef {{ headers: [string, string | number | string[]][]; identity: Buffer; br: Buffer; gzip: Buffer }} RememberedAsset
 */

/**
 * The file a request names: its path without the query, so a query (a deployment id, or junk an attacker adds)
 * neither changes the file nor fills memory with copies of it.
 * @param {import("node:http").IncomingMessage} request
 */
function filePathOf(request) {
  const url = request.url ?? "";
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * Whether a request asks for a whole immutable file without conditions: those are answered from memory.
 * @param {import("node:http").IncomingMessage} request
 */
function isPlainAssetRequest(request) {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    (request.url ?? "").startsWith(IMMUTABLE_PREFIX) &&
    !request.headers.range &&
    !request.headers["if-none-match"] &&
    !request.headers["if-modified-since"]
  );
}

/**
 * The build's immutable files, kept in memory compressed at the highest levels (brotli 11, gzip 9). Compressing
 * per request, as Next does, gives a browser the 210 kB of a page's scripts at gzip's size on every visit;
 * brotli 11 is 13 % smaller but takes 50–100 ms a file, so it is done once, on the thread pool, after Next served
 * the file's first request. Later requests are answered from memory without reaching Next.
 */
export function createStaticAssetCache() {
  /** @type {Map<string, RememberedAsset>} */
  const assets = new Map();
  /** @type {Set<string>} */
  const capturing = new Set();
  let totalBytes = 0;

  /**
   * Answers the request from memory when the file is remembered; true when it did.
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  function serve(request, response) {
    if (!isPlainAssetRequest(request)) return false;
    const asset = assets.get(filePathOf(request));
    if (!asset) return false;
    const encoding = documentEncodingFor(request.headers["accept-encoding"]);
    const body = encoding === "identity" ? asset.identity : asset[encoding];
    for (const [name, value] of asset.headers) response.setHeader(name, value);
    response.setHeader("vary", "Accept-Encoding");
    if (encoding !== "identity") response.setHeader("content-encoding", encoding);
    response.setHeader("content-length", String(body.byteLength));
    response.statusCode = 200;
    response.end(request.method === "HEAD" ? undefined : body);
    return true;
  }

  /**
   * Copies Next's answer to an immutable file as it is written and, once it ended as a whole 200, remembers the
   * file compressed. The answer itself goes on untouched.
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  function capture(request, response) {
    const url = filePathOf(request);
    if (request.method !== "GET" || !isPlainAssetRequest(request) || assets.has(url) || capturing.has(url))
      return;
    capturing.add(url);
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    // Whether Next itself sent the file encoded; read before the compression below sets its own encoding.
    let isEncodedByNext = false;
    const noteEncoding = () => {
      if (!response.headersSent) isEncodedByNext = Boolean(response.getHeader("content-encoding"));
    };
    /**
     * @param {unknown} chunk
     * @param {unknown} encoding
     */
    const copy = (chunk, encoding) => {
      noteEncoding();
      if (bytes > MAX_ASSET_BYTES || chunk === undefined || chunk === null || typeof chunk === "function")
        return;
      // A copy: the stream that wrote the chunk may reuse its memory.
      const buffer =
        chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(
              String(chunk),
              typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
            );
      chunks.push(buffer);
      bytes += buffer.byteLength;
    };
    const { writeHead, write, end } = response;
    response.writeHead = /** @type {typeof response.writeHead} */ (
      function (/** @type {unknown[]} */ ...args) {
        noteEncoding();
        const headers = args.find((arg) => arg !== null && typeof arg === "object" && !Array.isArray(arg));
        if (headers && Object.keys(headers).some((name) => name.toLowerCase() === "content-encoding")) {
          isEncodedByNext = true;
        }
        return /** @type {(...args: unknown[]) => typeof response} */ (
          /** @type {unknown} */ (writeHead)
        ).apply(response, args);
      }
    );
    response.write = /** @type {typeof response.write} */ (
      function (
        /** @type {unknown} */ chunk,
        /** @type {unknown} */ encoding,
        /** @type {unknown} */ callback,
      ) {
        copy(chunk, encoding);
        return /** @type {(...args: unknown[]) => boolean} */ (/** @type {unknown} */ (write)).call(
          response,
          chunk,
          encoding,
          callback,
        );
      }
    );
    response.end = /** @type {typeof response.end} */ (
      function (
        /** @type {unknown} */ chunk,
        /** @type {unknown} */ encoding,
        /** @type {unknown} */ callback,
      ) {
        copy(chunk, encoding);
        return /** @type {(...args: unknown[]) => typeof response} */ (/** @type {unknown} */ (end)).call(
          response,
          chunk,
          encoding,
          callback,
        );
      }
    );
    response.once("close", () => {
      const isWhole =
        response.writableFinished &&
        response.statusCode === 200 &&
        bytes > 0 &&
        bytes <= MAX_ASSET_BYTES &&
        !isEncodedByNext;
      if (!isWhole) {
        capturing.delete(url);
        return;
      }
      const headers = /** @type {[string, string | number | string[]][]} */ (
        KEPT_HEADERS.flatMap((name) => {
          const value = response.getHeader(name);
          return value === undefined ? [] : [[name, value]];
        })
      );
      void remember(url, headers, Buffer.concat(chunks)).finally(() => capturing.delete(url));
    });
  }

  /**
   * @param {string} url
   * @param {[string, string | number | string[]][]} headers
   * @param {Buffer} identity
   */
  async function remember(url, headers, identity) {
    const [br, gzipped] = await Promise.all([
      brotliAsync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const size = identity.byteLength + br.byteLength + gzipped.byteLength;
    if (totalBytes + size > MAX_TOTAL_BYTES) return;
    assets.set(url, { headers, identity, br, gzip: gzipped });
    totalBytes += size;
  }

  return { serve, capture };
}
