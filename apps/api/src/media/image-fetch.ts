import { lookup as dnsLookup } from "node:dns/promises";
import { open, realpath } from "node:fs/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { join, normalize, sep } from "node:path";
import { HttpError, badGateway, badRequest, notFound } from "../http/http-error.js";
import { isPublicAddress } from "./address-policy.js";
import {
  isRasterImageType,
  mediaTypeOf,
  sniffImageType,
  type RasterImageType,
} from "../storage/image-sniff.js";

export interface ImageProxyOptions {
  /** Hosts ("name" or "name:port") images may be fetched from, besides our own /media. */
  allowedHosts: readonly string[];
  /** Hosts allowed to resolve to private addresses; only tests name any. */
  privateAddressHosts: readonly string[];
  /** Our own origin: its /media/... URLs are read from disk, never fetched. */
  publicApiUrl: string;
  mediaDir: string;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface ProxiedImage {
  contentType: RasterImageType;
  body: Buffer;
}

const urlField = "url";
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** An entry "name:port" (or "[v6]:port") matches that exact host; a bare "name" matches it on any port. */
function hostMatches(url: URL, entry: string): boolean {
  const hasPort = /^[^:[\]]+:\d+$|\]:\d+$/.test(entry);
  return (hasPort ? url.host : url.hostname).toLowerCase() === entry;
}

function isAllowedHost(url: URL, hosts: readonly string[]): boolean {
  return hosts.some((entry) => hostMatches(url, entry));
}

/** A site-relative /media path, or the path of an absolute URL on our own origin, or undefined. */
function ownMediaPath(rawUrl: string, publicApiUrl: string): string | undefined {
  if (rawUrl.startsWith("/media/")) {
    // URL parsing resolves dot segments (also %2e%2e), so a path that climbs out no longer starts with /media/.
    const pathname = new URL(rawUrl, "http://local.invalid").pathname;
    if (!pathname.startsWith("/media/")) throw badRequest("url must stay inside /media/", urlField);
    return pathname;
  }
  try {
    const url = new URL(rawUrl);
    if (url.origin === new URL(publicApiUrl).origin && url.pathname.startsWith("/media/"))
      return url.pathname;
  } catch {
    return undefined;
  }
  return undefined;
}

function checkImageBytes(body: Buffer, declaredType: string | undefined, where: string): ProxiedImage {
  const sniffed = sniffImageType(body);
  if (!sniffed) {
    throw new HttpError(
      where === "media" ? 404 : 502,
      `The file at ${where} is not a PNG, JPEG, GIF, WebP or AVIF image`,
    );
  }
  if (declaredType !== undefined && declaredType !== sniffed) {
    throw badGateway(`The image host said ${declaredType || "no content type"} but sent ${sniffed} bytes`);
  }
  return { contentType: sniffed, body };
}

async function readOwnMedia(mediaPath: string, options: ImageProxyOptions): Promise<ProxiedImage> {
  let relative: string;
  try {
    relative = decodeURIComponent(mediaPath.slice("/media/".length));
  } catch {
    throw badRequest("url is not a valid /media/ path", urlField);
  }
  const root = await realpath(options.mediaDir).catch(() => options.mediaDir);
  const candidate = normalize(join(root, relative));
  if (!candidate.startsWith(root + sep) || relative.includes("\0")) {
    throw badRequest("url must stay inside /media/", urlField);
  }
  const resolved = await realpath(candidate).catch(() => undefined);
  if (!resolved || !resolved.startsWith(root + sep)) throw notFound(`There is no image at ${mediaPath}`);
  const file = await open(resolved, "r");
  try {
    const stat = await file.stat();
    if (!stat.isFile()) throw notFound(`There is no image at ${mediaPath}`);
    if (stat.size > options.maxBytes)
      throw badRequest(`The image is larger than ${megabytes(options.maxBytes)}`, urlField);
    return checkImageBytes(await file.readFile(), undefined, "media");
  } finally {
    await file.close();
  }
}

/** Resolves the host and refuses addresses off the public internet; answers the address to connect to. */
async function vettedAddress(
  url: URL,
  options: ImageProxyOptions,
): Promise<{ address: string; family: number }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(hostname);
  const addresses = literal
    ? [{ address: hostname, family: literal }]
    : await dnsLookup(hostname, { all: true, verbatim: true }).catch(() => {
        throw badGateway(`The image host ${hostname} could not be resolved`);
      });
  const first = addresses[0];
  if (!first) throw badGateway(`The image host ${hostname} has no address`);
  const mayBePrivate = options.privateAddressHosts.some((entry) => hostMatches(url, entry));
  if (!mayBePrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
    throw badRequest(
      `url points at a private or local network address (${hostname}), which is not allowed`,
      urlField,
    );
  }
  return first;
}

function requestOnce(url: URL, pinned: { address: string; family: number }, options: ImageProxyOptions) {
  // Connect to the address that was checked, so a second DNS answer cannot swap in a private one.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup,
        timeout: options.timeoutMs,
        headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/gif" },
      },
      resolve,
    );
    request.on("timeout", () => request.destroy(badGateway("The image host did not answer in time")));
    request.on("error", reject);
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number, deadline: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw badGateway(`The image is larger than ${megabytes(maxBytes)}`);
    }
    if (Date.now() > deadline) {
      response.destroy();
      throw badGateway("The image host did not answer in time");
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

async function fetchRemote(start: URL, options: ImageProxyOptions): Promise<ProxiedImage> {
  const deadline = Date.now() + options.timeoutMs;
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const pinned = await vettedAddress(url, options);
    let response: IncomingMessage;
    try {
      response = await requestOnce(url, pinned, options);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw badGateway(`The image host ${url.hostname} could not be reached`);
    }
    const status = response.statusCode ?? 502;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      const next = new URL(response.headers.location, url);
      if (next.host !== start.host || next.protocol !== start.protocol) {
        throw badGateway("The image host redirected to another host, which is not followed");
      }
      if (redirects >= options.maxRedirects) throw badGateway("The image host redirected too many times");
      url = next;
      continue;
    }
    if (status === 404 || status === 410) {
      response.resume();
      throw notFound("The image host has no image at this url");
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw badGateway(`The image host answered ${status}`);
    }
    const declared = mediaTypeOf(response.headers["content-type"]);
    if (!isRasterImageType(declared)) {
      response.resume();
      throw badGateway(
        `The image host sent ${declared || "no content type"}, not a PNG, JPEG, GIF, WebP or AVIF image`,
      );
    }
    const length = Number(response.headers["content-length"]);
    if (Number.isFinite(length) && length > options.maxBytes) {
      response.destroy();
      throw badGateway(`The image is larger than ${megabytes(options.maxBytes)}`);
    }
    return checkImageBytes(await readLimited(response, options.maxBytes, deadline), declared, url.host);
  }
}

/**
 * Fetches an image for the proxy: our own /media from disk, otherwise only from allowed hosts
 * on public addresses, within a size and time limit, and only when the bytes are a raster image.
 */
export async function fetchImage(rawUrl: string, options: ImageProxyOptions): Promise<ProxiedImage> {
  const mediaPath = ownMediaPath(rawUrl, options.publicApiUrl);
  if (mediaPath) return readOwnMedia(mediaPath, options);

  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw badRequest("url must be an absolute http(s) URL or a /media/ path", urlField);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw badRequest("url must use http or https", urlField);
  }
  if (url.username || url.password) throw badRequest("url must not carry a user name or password", urlField);
  if (!isAllowedHost(url, options.allowedHosts)) {
    throw badRequest(
      `Images are not fetched from ${url.host}; only from our /media and the allowed hosts`,
      urlField,
    );
  }
  return fetchRemote(url, options);
}
