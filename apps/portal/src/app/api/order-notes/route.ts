import type { NextRequest } from "next/server";
import { forwardMultipart } from "@/lib/api/forward-multipart";
import { refuseCrossSiteRequest } from "@/lib/security/same-site-request";

/** Add a note with files to an order: streams the multipart body on to the API's addOrderNote (POST /fborders/files). */
export function POST(request: NextRequest) {
  const refused = refuseCrossSiteRequest(request);
  if (refused) return refused;
  return forwardMultipart(request, "POST", "/fborders/files");
}
