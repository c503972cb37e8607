import { revalidateTag } from "next/cache";
import { serverEnv } from "@/env";
import { checkRevalidationRequest } from "@/features/site-cache/revalidation-request";

/**
 * POST /api/revalidate: the API's signed call after a change the site shows. The tags are expired at once
 * (`expire: 0`), so the next visitor gets the new data rather than a stale copy; if the API cannot answer
 * that visitor, the page shows its retry notice.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  const outcome = await checkRevalidationRequest(
    serverEnv().REVALIDATE_SECRET,
    request.headers,
    body,
    Date.now(),
  );
  if (outcome.status !== 200) {
    return Response.json(
      { statusCode: outcome.status, message: outcome.message },
      { status: outcome.status },
    );
  }
  for (const tag of outcome.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: outcome.tags });
}
