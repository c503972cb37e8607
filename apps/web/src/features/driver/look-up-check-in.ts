"use server";

import type { Schema } from "@freight/api-client/types";
import errorsText from "@freight/ui/i18n/en/errors.json";
import { driverText } from "@/content/driver";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { createServerApiClient } from "@/lib/api/server-api";
import { isCheckInCodeLength, normalizeCheckInCode } from "./check-in-code";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

export type DriverCheckIn = Schema<"DriverCheckIn">;

export type CheckInLookup =
  | { status: "idle" }
  | { status: "found"; code: string; checkIn: DriverCheckIn }
  | { status: "rejected"; code: string; message: string };

/**
 * Looks a check-in code up on the server (a form action), so the code never appears in a URL
 * and the browser needs no API address. Whatever the API answers, its own message is shown.
 */
export async function lookUpCheckIn(_previous: CheckInLookup, form: FormData): Promise<CheckInLookup> {
  await requireSameSiteAction();
  const code = normalizeCheckInCode(String(form.get("checkincode") ?? ""));
  if (!isCheckInCodeLength(code)) return { status: "rejected", code, message: driverText.codeInvalid };
  try {
    const { data, error, response } = await createServerApiClient().GET("/driver-check-in", {
      params: { query: { checkincode: code } },
    });
    if (data) return { status: "found", code, checkIn: data };
    console.error(`GET /driver-check-in answered ${response.status}`);
    return { status: "rejected", code, message: apiErrorMessage(error, errorsText.unexpected) };
  } catch (failure) {
    console.error("GET /driver-check-in failed:", failure instanceof Error ? failure.message : failure);
    return { status: "rejected", code, message: errorsText.unexpected };
  }
}
