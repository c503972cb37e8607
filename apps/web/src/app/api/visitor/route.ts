import { cookies } from "next/headers";
import { getServerApi } from "@/lib/api/server-api";
import { SESSION_COOKIE } from "@/lib/session/session-cookie";
import type { VisitorState } from "@/lib/app/visitor-state-route";

/**
 * Whether the visitor is signed in, and how many of their messages are unread, for the header of a cached page.
 * The API decides: a cookie it no longer accepts is signed out. When the API cannot answer, a visitor with a
 * cookie still gets the account links, without a count. Never cached: it is this visitor's.
 */
export async function GET(): Promise<Response> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  let state: VisitorState = { isSignedIn: false, unreadMessages: null };
  if (token) {
    state = { isSignedIn: true, unreadMessages: null };
    try {
      const api = await getServerApi();
      const { data, response } = await api.GET("/users/me/messages", {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (response.status === 401) state = { isSignedIn: false, unreadMessages: null };
      else if (data) state = { isSignedIn: true, unreadMessages: data.unreadCount };
    } catch {
      // The API is away: the header still offers the account, without a count.
    }
  }
  return Response.json(state, { headers: { "cache-control": "private, no-store" } });
}
