// @ts-check
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** @typedef {"br" | "gzip" | "identity"} DocumentEncoding */

/** A document shorter than this is sent as it is: compressing it saves less than the header costs. */
export const MIN_ENCODED_DOCUMENT_BYTES = 1024;

/**
 * Brotli quality 5: a 237 kB page in 3 ms to 24 kB, where gzip level 6 gives 43 kB in 4 ms. Brotli's larger
 * window also shrinks the stylesheet Next repeats in each document, which gzip's 32 kB window cannot reach.
 * Higher qualities take 50–200 ms a page for a few kB more.
 */
const BROTLI_QUALITY = 5;

/**
 * The encoding a document is sent in for an Accept-Encoding header: brotli when the client takes it, gzip
 * otherwise, else none. A q-value of 0 refuses an encoding; `*` stands for any encoding not named.
 * At equal weights brotli wins: browsers list gzip first at the same weight.
 * @param {string | undefined} acceptEncoding
 * @returns {DocumentEncoding}
 */
export function documentEncodingFor(acceptEncoding) {
  if (!acceptEncoding) return "identity";
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of acceptEncoding.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1]?.trim())
      .find((value) => value !== undefined);
    // An entry whose weight is not a q-value (0 to 1, three decimals at most) is not understood, so not used.
    if (q !== undefined && !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q)) continue;
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  /** @param {string} name */
  const weightOf = (name) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = Math.max(weightOf("gzip"), weights.get("x-gzip") ?? 0);
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/**
 * A document's bytes in an encoding.
 * @param {Buffer} bytes
 * @param {"br" | "gzip"} encoding
 * @returns {Buffer}
 */
export function encodeDocument(bytes, encoding) {
  return encoding === "br"
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipSync(bytes, { level: 6 });
}

/**
 * The ETag of a document in an encoding: each encoding of the same page is a different representation, so it
 * gets a tag of its own (a strong ETag names exact bytes).
 * @param {string} etag the ETag of the unencoded bytes
 * @param {DocumentEncoding} encoding
 */
export function encodedEtag(etag, encoding) {
  return encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`;
}
