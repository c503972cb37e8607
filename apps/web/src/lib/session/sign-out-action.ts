"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { serverEnv } from "@/env";
import { getServerApi } from "@/lib/api/server-api";
import { SESSION_COOKIE, sessionCookieOptions } from "./session-cookie";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * Ends the visitor's session: the API revokes the token (so a copied cookie stops working too),
 * then the cookie is dropped with the attributes it was set with, and the visitor lands on home.
 */
export async function signOut(): Promise<never> {
  await requireSameSiteAction();
  const env = serverEnv();
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (token) {
    try {
      const api = await getServerApi();
      await api.POST("/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      // The API being unreachable must not keep the visitor signed in on this device.
    }
  }
  const { domain, path } = sessionCookieOptions(env.WEB_URL, env.SESSION_COOKIE_DOMAIN);
  jar.delete({ name: SESSION_COOKIE, path, ...(domain ? { domain } : {}) });
  redirect("/");
}
