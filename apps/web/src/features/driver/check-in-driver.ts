"use server";

import { formatText } from "@freight/ui/i18n/format-text";
import formsText from "@freight/ui/i18n/en/forms.json";
import { driverText } from "@/content/driver";
import { getServerApi } from "@/lib/api/server-api";
import type { DriverCheckIn } from "./look-up-check-in";
import { typedCheckInCode } from "./check-in-code";
import { refusalOfStatus, type CheckInRefusal } from "./check-in-refusal";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

export type CheckInArrival =
  | { status: "idle" }
  | { status: "checkedIn"; checkIn: DriverCheckIn }
  | { status: "rejected"; refusal: CheckInRefusal | null; fieldErrors: Record<string, string> };

const FIELDS = [
  { name: "driverName", label: driverText.driverName, max: 200, isRequired: true },
  { name: "driverPhone", label: driverText.driverPhone, max: 40, isRequired: true },
  { name: "truckNumber", label: driverText.truckNumber, max: 40, isRequired: true },
  { name: "trailerNumber", label: driverText.trailerNumber, max: 40, isRequired: false },
] as const;

/**
 * Checks the driver in at the hub (PATCH /driver-check-in) and answers the check-in as it stands after it: arrived,
 * or recorded and waiting at the gate (early, late, or for the hub to accept the order). Refusals are told in the
 * page's words (CheckInRefusal), missing or too long details next to their field.
 */
export async function checkInDriver(_previous: CheckInArrival, form: FormData): Promise<CheckInArrival> {
  await requireSameSiteAction();
  const code = typedCheckInCode(String(form.get("checkInCode") ?? "").slice(0, 64));
  if (!code) return { status: "rejected", refusal: "unknownCode", fieldErrors: {} };
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = String(form.get(field.name) ?? "").trim();
    values[field.name] = value;
    if (field.isRequired && value === "") {
      fieldErrors[field.name] = formatText(driverText.fieldRequired, { field: field.label });
    } else if (value.length > field.max) {
      fieldErrors[field.name] = formatText(formsText.tooLong, { field: field.label, max: field.max });
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { status: "rejected", refusal: null, fieldErrors };
  try {
    const api = await getServerApi();
    const { data, response } = await api.PATCH("/driver-check-in", {
      body: {
        checkInCode: code,
        driverName: values.driverName ?? "",
        driverPhone: values.driverPhone ?? "",
        truckNumber: values.truckNumber ?? "",
        trailerNumber: values.trailerNumber ?? "",
        smsConsent: form.get("smsConsent") === "yes",
      },
    });
    if (data) return { status: "checkedIn", checkIn: data };
    console.error(`PATCH /driver-check-in answered ${response.status}`);
    return { status: "rejected", refusal: refusalOfStatus(response.status, "checkIn"), fieldErrors: {} };
  } catch (failure) {
    console.error("PATCH /driver-check-in failed:", failure instanceof Error ? failure.message : failure);
    return { status: "rejected", refusal: "unavailable", fieldErrors: {} };
  }
}
