import type { NextRequest } from "next/server";
import { forwardMultipart } from "@/lib/api/forward-multipart";

/** Upload the avatar: streams the multipart body (one `avatar` part) on to the API's POST /users/me/avatar. */
export function POST(request: NextRequest) {
  return forwardMultipart(request, "POST", "/users/me/avatar");
}
