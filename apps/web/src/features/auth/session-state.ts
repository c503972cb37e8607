import { cookies } from "next/headers";
import { SESSION_COOKIE } from "./session-cookie";

/**
 * Whether the visitor carries a session cookie. The header uses it only to choose between the
 * sign-in and the account links; the portal and the API still check the session itself.
 */
export async function hasSessionCookie(): Promise<boolean> {
  return Boolean((await cookies()).get(SESSION_COOKIE)?.value);
}
