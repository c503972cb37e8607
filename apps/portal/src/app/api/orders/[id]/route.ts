import type { NextRequest } from "next/server";
import { forwardMultipart } from "@/lib/api/forward-multipart";
import { refuseCrossSiteRequest } from "@/lib/security/same-site-request";

/** Save order changes: streams the multipart order on to the API's updateOrder (PATCH /order/{id}). */
export async function PATCH(request: NextRequest, context: RouteContext<"/api/orders/[id]">) {
  const refused = refuseCrossSiteRequest(request);
  if (refused) return refused;
  const { id } = await context.params;
  if (!/^\d{1,15}$/.test(id) || Number(id) < 1) {
    return Response.json({ statusCode: 404, error: "Not Found", message: "Unknown order." }, { status: 404 });
  }
  return forwardMultipart(request, "PATCH", `/order/${id}`);
}
