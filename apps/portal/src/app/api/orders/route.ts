import type { NextRequest } from "next/server";
import { forwardMultipart } from "@/lib/api/forward-multipart";
import { refuseCrossSiteRequest } from "@/lib/security/same-site-request";

/** Book an order: the browser posts the multipart order here, it streams on to the API's createOrder (POST /order). */
export function POST(request: NextRequest) {
  const refused = refuseCrossSiteRequest(request);
  if (refused) return refused;
  return forwardMultipart(request, "POST", "/order");
}
