"use server";

import { mapMessage, type Message, type ServerMessage } from "@freight/domain/profile/message";
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

/**
 * Asks the API for new messages (PATCH /users/me/messages delivers any that wait) and answers the whole list,
 * mapped for the viewer's clock; the browser replaces its messages with it.
 */
export async function checkNewMessagesAction(timeZone: string): Promise<ActionResult<Message[]>> {
  await requireSameSiteAction();
  const api = await getServerApi();
  const result = await runAction("PATCH /users/me/messages", () => api.PATCH("/users/me/messages"));
  if (!result.ok) return result;
  const zone = isTimeZone(timeZone) ? timeZone : undefined;
  const clock = { now: new Date().toISOString(), ...(zone ? { timeZone: zone } : {}) };
  const items = (result.data?.items ?? []) as ServerMessage[];
  return { ok: true, data: items.map((message) => mapMessage(message, clock)) };
}

function isTimeZone(name: string): boolean {
  try {
    return name.length <= 64 && Boolean(new Intl.DateTimeFormat("en-US", { timeZone: name }));
  } catch {
    return false;
  }
}
