"use server";

import type { Schema } from "@freight/api-client/types";
import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * A hub's eight slots of one local day with their live places, why a slot cannot be booked and its fee type;
 * with a service, each slot's fee for it (never cached).
 */
export async function readDaySlotsAction(input: {
  hubId: number;
  date: string;
  serviceId?: number | null;
}): Promise<ActionResult<Schema<"SlotAvailability">[]>> {
  await requireSameSiteAction();
  const isId = (id: number) => Number.isSafeInteger(id) && id >= 1;
  if (
    !isId(input.hubId) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(input.date) ||
    (input.serviceId != null && !isId(input.serviceId))
  ) {
    return { ok: false, kind: "failed", status: 400, message: "Choose a hub and a date." };
  }
  const query =
    input.serviceId == null ? { date: input.date } : { date: input.date, serviceId: input.serviceId };
  const api = await getServerApi();
  return runAction("GET /hubs/{hubId}/slots", () =>
    api.GET("/hubs/{hubId}/slots", { params: { path: { hubId: input.hubId }, query } }),
  );
}
