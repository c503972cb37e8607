"use server";

import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import type { BookingQuote } from "./booking-types";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * The price of a service at a hub for a slot (GET /price, with the customer's token so their own rates apply).
 * The browser cannot call the API with the HttpOnly session cookie's token itself, so it asks here.
 */
export async function quotePriceAction(input: {
  hubId: number;
  serviceId: number;
  dateTime: string;
}): Promise<ActionResult<BookingQuote>> {
  await requireSameSiteAction();
  const ids = [input.hubId, input.serviceId];
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1) || Number.isNaN(Date.parse(input.dateTime))) {
    return { ok: false, kind: "failed", status: 400, message: "Choose a hub, a service and a time slot." };
  }
  const api = await getServerApi();
  return runAction("GET /price", () =>
    api.GET("/price", {
      params: { query: { hub: input.hubId, service: input.serviceId, dateTime: input.dateTime } },
    }),
  );
}
