import type { NextRequest } from "next/server";
import { forwardMultipart } from "@/lib/api/forward-multipart";
import { refuseCrossSiteRequest } from "@/lib/security/same-site-request";

/** Upload the avatar: streams the multipart body (one `avatar` part) on to the API's POST /users/me/avatar. */
export function POST(request: NextRequest) {
  const refused = refuseCrossSiteRequest(request);
  if (refused) return refused;
  return forwardMultipart(request, "POST", "/users/me/avatar");
}
