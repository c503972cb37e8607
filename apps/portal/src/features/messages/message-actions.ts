"use server";

import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";

/** Marks one message read (PATCH /users/me/message); the browser then marks it read in the store (spec 4). */
export async function markMessageReadAction(id: number): Promise<ActionResult<undefined>> {
  if (!Number.isSafeInteger(id) || id < 1)
    return { ok: false, kind: "failed", status: 400, message: "Unknown message." };
  const api = await getServerApi();
  const result = await runAction("PATCH /users/me/message", () =>
    api.PATCH("/users/me/message", { body: { id, isRead: true } }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}
