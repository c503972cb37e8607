"use server";

import { revalidatePath } from "next/cache";
import { parseCents } from "@freight/domain/money/cents";
import { checkInWindowProblem } from "@freight/domain/orders/check-in-window";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** The week as the form sends it: per weekday an "open" box and two times; a day not ticked is closed. */
function openingHoursOf(formData: FormData): { weekday: number; open: string; close: string }[] {
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    formData.get(`open-${weekday}`) === "on"
      ? [
          {
            weekday,
            open: textField(formData, `opens-${weekday}`),
            close: textField(formData, `closes-${weekday}`),
          },
        ]
      : [],
  );
}

/**
 * Saves a hub's details, time zone, hours, check-in window, slot capacity, minimal charge (dollars typed, cents
 * sent) and whether it is public, from the version the page showed; a save someone else made meanwhile is reported (409), never overwritten. The API checks
 * the zone and the hours by the domain's rules and says what is wrong.
 */
export async function saveHubAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const hubId = idField(formData, "hubId");
  const version = Number(textField(formData, "version"));
  if (!hubId || !Number.isSafeInteger(version) || version < 1)
    return refusal("Reload the page and try again.");
  const minimalCharge = parseCents(textField(formData, "minimalCharge"));
  if (!minimalCharge.ok || minimalCharge.cents < 0)
    return refusal("Enter the minimal charge in dollars, e.g. 175.00.");
  const slotCapacity = Number(textField(formData, "slotCapacity"));
  if (!Number.isSafeInteger(slotCapacity) || slotCapacity < 1)
    return refusal("Enter the orders per slot as a whole number.");
  const checkInWindow = {
    opensMinutesBefore: Number(textField(formData, "checkInOpensMinutesBefore")),
    closesMinutesAfter: Number(textField(formData, "checkInClosesMinutesAfter")),
  };
  const windowProblem = checkInWindowProblem(checkInWindow);
  if (windowProblem) return refusal(`${windowProblem}.`);
  const latitude = Number(textField(formData, "latitude"));
  const longitude = Number(textField(formData, "longitude"));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
    return refusal("Enter the coordinates as numbers.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PATCH /staff/hubs/{hubId}",
    api.PATCH("/staff/hubs/{hubId}", {
      params: { path: { hubId } },
      body: {
        version,
        name: textField(formData, "name"),
        address: textField(formData, "address"),
        city: textField(formData, "city"),
        state: textField(formData, "state"),
        zipCode: textField(formData, "zipCode"),
        latitude,
        longitude,
        timeZone: textField(formData, "timeZone"),
        phone: textField(formData, "phone"),
        description: textField(formData, "description"),
        minimalCharge: minimalCharge.cents,
        slotCapacity,
        openingHours: openingHoursOf(formData),
        checkInOpensMinutesBefore: checkInWindow.opensMinutesBefore,
        checkInClosesMinutesAfter: checkInWindow.closesMinutesAfter,
        // An unticked box is not sent at all: its absence means "not public".
        isPublic: formData.get("isPublic") === "on",
      },
    }),
    "Saved. New bookings and the site follow it now.",
  );
  if (outcome.isDone) revalidatePath("/hubs");
  return outcome;
}
