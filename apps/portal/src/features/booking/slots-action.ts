"use server";

import type { Schema } from "@freight/api-client/types";
import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** A hub's eight slots of one local day with their live places and why a slot cannot be booked (never cached). */
export async function readDaySlotsAction(input: {
  hubId: number;
  date: string;
}): Promise<ActionResult<Schema<"SlotAvailability">[]>> {
  await requireSameSiteAction();
  if (!Number.isSafeInteger(input.hubId) || input.hubId < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(input.date)) {
    return { ok: false, kind: "failed", status: 400, message: "Choose a hub and a date." };
  }
  const api = await getServerApi();
  return runAction("GET /hubs/{hubId}/slots", () =>
    api.GET("/hubs/{hubId}/slots", { params: { path: { hubId: input.hubId }, query: { date: input.date } } }),
  );
}
