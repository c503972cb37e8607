"use server";

import { formatText } from "@freight/ui/i18n/format-text";
import errorsText from "@freight/ui/i18n/en/errors.json";
import formsText from "@freight/ui/i18n/en/forms.json";
import { driverText } from "@/content/driver";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { createServerApiClient } from "@/lib/api/server-api";
import type { DriverCheckIn } from "./look-up-check-in";
import { isCheckInCodeLength, normalizeCheckInCode } from "./check-in-code";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

export type CheckInArrival =
  | { status: "idle" }
  | { status: "checkedIn"; checkIn: DriverCheckIn }
  | { status: "rejected"; message: string; fieldErrors: Record<string, string> };

const FIELDS = [
  { name: "driverName", label: driverText.driverName, max: 200, isRequired: true },
  { name: "driverPhone", label: driverText.driverPhone, max: 40, isRequired: true },
  { name: "truckNumber", label: driverText.truckNumber, max: 40, isRequired: true },
  { name: "trailerNumber", label: driverText.trailerNumber, max: 40, isRequired: false },
] as const;

/** Checks the driver in at the hub (PATCH /driver-check-in); the order becomes arrivedToHub. */
export async function checkInDriver(_previous: CheckInArrival, form: FormData): Promise<CheckInArrival> {
  await requireSameSiteAction();
  const code = normalizeCheckInCode(String(form.get("checkInCode") ?? ""));
  if (!isCheckInCodeLength(code))
    return { status: "rejected", message: driverText.codeInvalid, fieldErrors: {} };
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
  if (Object.keys(fieldErrors).length > 0) {
    return { status: "rejected", message: Object.values(fieldErrors)[0] ?? "", fieldErrors };
  }
  try {
    const { data, error, response } = await createServerApiClient().PATCH("/driver-check-in", {
      body: {
        checkInCode: code,
        driverName: values.driverName ?? "",
        driverPhone: values.driverPhone ?? "",
        truckNumber: values.truckNumber ?? "",
        trailerNumber: values.trailerNumber ?? "",
      },
    });
    if (data) return { status: "checkedIn", checkIn: data };
    console.error(`PATCH /driver-check-in answered ${response.status}`);
    return {
      status: "rejected",
      message: apiErrorMessage(error, errorsText.unexpected),
      fieldErrors: {},
    };
  } catch (failure) {
    console.error("PATCH /driver-check-in failed:", failure instanceof Error ? failure.message : failure);
    return { status: "rejected", message: errorsText.unexpected, fieldErrors: {} };
  }
}
