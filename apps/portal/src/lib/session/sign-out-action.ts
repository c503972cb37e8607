"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { serverEnv } from "@/env";
import { getServerApi } from "@/lib/api/server-api";
import { sessionCookieToDrop } from "./session-paths";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Ends the session on the API (POST /auth/logout), drops the cookie and goes to the public site. */
export async function signOutAction(): Promise<void> {
  await requireSameSiteAction();
  const api = await getServerApi();
  try {
    await api.POST("/auth/logout");
  } catch (failure) {
    console.error("POST /auth/logout failed:", failure instanceof Error ? failure.message : failure);
  }
  const env = serverEnv();
  (await cookies()).delete(sessionCookieToDrop(env));
  redirect(env.WEB_URL);
}
