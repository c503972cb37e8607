import {
  checkRevalidation,
  isSiteCacheTag,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
  type SiteCacheTag,
} from "@freight/api-client/site-revalidation";

/** A body larger than this is not a list of tags. */
const MAX_BODY_BYTES = 4_096;

export type RevalidationOutcome =
  { status: 200; tags: SiteCacheTag[] } | { status: 400 | 401 | 403 | 413 | 503; message: string };

/** The tags of `{"tags": [...]}`: known, at least one, each once; undefined for any other body. */
export function readRevalidationTags(body: string): SiteCacheTag[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || !("tags" in parsed)) return undefined;
  const { tags } = parsed;
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every(isSiteCacheTag)) return undefined;
  return [...new Set(tags)];
}

/**
 * Whether a revalidation call may run, and on which tags. Refused: no secret configured (503), unsigned or
 * wrongly signed (401), signed too long ago or ahead (403: a replay), oversized (413), or not a tag list (400).
 */
export async function checkRevalidationRequest(
  secret: string | undefined,
  headers: Headers,
  body: string,
  now: number,
): Promise<RevalidationOutcome> {
  if (!secret)
    return { status: 503, message: "On-demand revalidation is not configured (REVALIDATE_SECRET)." };
  if (new TextEncoder().encode(body).length > MAX_BODY_BYTES)
    return { status: 413, message: "The body is too large." };
  const check = await checkRevalidation(
    secret,
    {
      timestamp: headers.get(REVALIDATE_TIMESTAMP_HEADER),
      signature: headers.get(REVALIDATE_SIGNATURE_HEADER),
    },
    body,
    now,
  );
  if (!check.ok) {
    return check.reason === "expired"
      ? { status: 403, message: "The signed call is too old (or from the future); sign it again." }
      : { status: 401, message: "The call is not signed with the shared secret." };
  }
  const tags = readRevalidationTags(body);
  if (!tags) return { status: 400, message: 'The body must be {"tags": [...]} with known cache tags.' };
  return { status: 200, tags };
}
