"use server";

import type { Schema } from "@freight/api-client/types";
import { getServerApi } from "@/lib/api/server-api";
import { typedCheckInCode } from "./check-in-code";
import { refusalOfStatus, type CheckInRefusal } from "./check-in-refusal";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

export type DriverCheckIn = Schema<"DriverCheckIn">;

export type CheckInLookup =
  | { status: "idle" }
  | { status: "found"; code: string; checkIn: DriverCheckIn; lookedUpAt: string }
  | { status: "rejected"; code: string; refusal: CheckInRefusal };

/**
 * Looks a check-in code up on the server (a form action), so the code never appears in a URL and the browser needs
 * no API address. A code that cannot be one is refused here by the domain's rule; whatever the API refuses is told
 * in the page's own words (CheckInRefusal), never in the API's.
 */
export async function lookUpCheckIn(_previous: CheckInLookup, form: FormData): Promise<CheckInLookup> {
  await requireSameSiteAction();
  const typed = String(form.get("checkincode") ?? "").slice(0, 64);
  const code = typedCheckInCode(typed);
  if (!code) return { status: "rejected", code: typed, refusal: "unknownCode" };
  try {
    const api = await getServerApi();
    const { data, response } = await api.GET("/driver-check-in", {
      params: { query: { checkincode: code } },
    });
    if (data) return { status: "found", code, checkIn: data, lookedUpAt: new Date().toISOString() };
    if (response.status !== 404) console.error(`GET /driver-check-in answered ${response.status}`);
    return { status: "rejected", code: typed, refusal: refusalOfStatus(response.status, "lookUp") };
  } catch (failure) {
    console.error("GET /driver-check-in failed:", failure instanceof Error ? failure.message : failure);
    return { status: "rejected", code: typed, refusal: "unavailable" };
  }
}
