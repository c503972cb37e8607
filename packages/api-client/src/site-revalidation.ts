/**
 * The signed call the API makes to the public site after a change the site shows (on-demand revalidation).
 * Both sides import this module, so the tags, headers and signature cannot drift apart.
 *
 * POST {WEB_URL}/api/revalidate, body `{"tags":["shop"]}`, with
 *   X-Revalidate-Timestamp: milliseconds since the epoch when the call was signed
 *   X-Revalidate-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" under the shared REVALIDATE_SECRET>
 */

/** Cache tags of the public site, each naming the API data a group of pages is built from. */
export const SITE_CACHE_TAGS = [
  "hubs",
  "services",
  "prices",
  "home",
  "vacancies",
  "faqs",
  "blog",
  "shop",
  "map",
  "company",
] as const;

export type SiteCacheTag = (typeof SITE_CACHE_TAGS)[number];

export function isSiteCacheTag(value: unknown): value is SiteCacheTag {
  return typeof value === "string" && (SITE_CACHE_TAGS as readonly string[]).includes(value);
}

export const REVALIDATE_PATH = "/api/revalidate";
export const REVALIDATE_TIMESTAMP_HEADER = "x-revalidate-timestamp";
export const REVALIDATE_SIGNATURE_HEADER = "x-revalidate-signature";

/** A signed call older than this (or this far in the future, for clock skew) is refused as a replay. */
export const REVALIDATE_MAX_AGE_MS = 5 * 60 * 1000;

const encoder = new TextEncoder();

async function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The signature header value for a body signed at `timestamp`. */
export async function signRevalidation(secret: string, timestamp: number, body: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    encoder.encode(`${timestamp}.${body}`),
  );
  return `sha256=${toHex(signature)}`;
}

export type RevalidationCheck =
  { ok: true } | { ok: false; reason: "unsigned" | "bad-signature" | "expired" };

/**
 * Whether a call is signed with the secret and fresh. The comparison is HMAC verify (constant time);
 * the timestamp is inside the signed text, so it cannot be moved forward without the secret.
 */
export async function checkRevalidation(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  body: string,
  now: number,
): Promise<RevalidationCheck> {
  if (!headers.timestamp || !headers.signature) return { ok: false, reason: "unsigned" };
  if (!/^\d{1,16}$/.test(headers.timestamp)) return { ok: false, reason: "bad-signature" };
  const expected = fromHex(headers.signature.replace(/^sha256=/, ""));
  if (!headers.signature.startsWith("sha256=") || !expected) return { ok: false, reason: "bad-signature" };
  const timestamp = Number(headers.timestamp);
  const isValid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    expected,
    encoder.encode(`${timestamp}.${body}`),
  );
  if (!isValid) return { ok: false, reason: "bad-signature" };
  if (Math.abs(now - timestamp) > REVALIDATE_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true };
}
