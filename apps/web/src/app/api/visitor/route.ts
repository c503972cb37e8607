import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/session/session-cookie";
import type { VisitorState } from "@/lib/app/visitor-state-route";

/**
 * Whether the visitor carries a session cookie; the header uses it only to choose between the sign-in and the
 * account links (the portal and the API check the session itself). Never cached: it is this visitor's.
 */
export async function GET(): Promise<Response> {
  const state: VisitorState = { isSignedIn: Boolean((await cookies()).get(SESSION_COOKIE)?.value) };
  return Response.json(state, { headers: { "cache-control": "private, no-store" } });
}
