"use server";

import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Marks one message read (PATCH /users/me/message); the browser then marks it read in the store. */
export async function markMessageReadAction(id: number): Promise<ActionResult<undefined>> {
  await requireSameSiteAction();
  if (!Number.isSafeInteger(id) || id < 1)
    return { ok: false, kind: "failed", status: 400, message: "Unknown message." };
  const api = await getServerApi();
  const result = await runAction("PATCH /users/me/message", () =>
    api.PATCH("/users/me/message", { body: { id, isRead: true } }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}
