"use server";

import { revalidatePath } from "next/cache";
import type { BodyOf } from "@freight/api-client/types";
import { SLOT_START_HOURS as DOMAIN_SLOT_START_HOURS } from "@freight/domain/time/time-slots";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

type SlotStartHour = NonNullable<BodyOf<"changeDockSlots">["startHours"]>[number];
// The contract lists the same hours as the domain; its type is the narrower one.
const SLOT_START_HOURS = DOMAIN_SLOT_START_HOURS as readonly SlotStartHour[];

function slotStartHour(text: string): SlotStartHour | undefined {
  return SLOT_START_HOURS.find((hour) => String(hour) === text);
}

/**
 * Closes or reopens one slot or the whole day, or sets a slot's places. `change` says which:
 * close (with the reason customers read), reopen, or capacity (a number, or empty for the hub's own).
 */
export async function changeDockSlotsAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const hubId = idField(formData, "hubId");
  const date = textField(formData, "date");
  if (!hubId || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    return { isDone: false, message: "Choose a hub and a date." };
  const hourText = textField(formData, "startHour");
  const startHour = slotStartHour(hourText);
  if (hourText !== "" && startHour === undefined) return { isDone: false, message: "Choose a slot." };
  const body: BodyOf<"changeDockSlots"> = {
    date,
    ...(startHour !== undefined ? { startHours: [startHour] } : {}),
  };
  const change = textField(formData, "change");
  let done: string;
  if (change === "close") {
    const reason = textField(formData, "closedReason");
    if (!reason) return { isDone: false, message: "Say why it closes: customers read it when they book." };
    body.closedReason = reason;
    done = startHour === undefined ? "The day is closed." : "The slot is closed.";
  } else if (change === "reopen") {
    body.closedReason = null;
    done = startHour === undefined ? "The day is open again." : "The slot is open again.";
  } else if (change === "capacity") {
    const text = textField(formData, "capacity");
    const capacity = text === "" ? null : Number(text);
    if (capacity !== null && (!Number.isInteger(capacity) || capacity < 0 || capacity > 10_000)) {
      return { isDone: false, message: "Places are a whole number from 0 to 10000 (empty: the hub's own)." };
    }
    body.capacity = capacity;
    done = capacity === null ? "The slot has the hub's places again." : `The slot has ${capacity} places.`;
  } else {
    return { isDone: false, message: "Choose what to change." };
  }
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PUT /staff/hubs/{hubId}/slots",
    api.PUT("/staff/hubs/{hubId}/slots", { params: { path: { hubId } }, body }),
    done,
  );
  if (outcome.isDone) revalidatePath("/docks");
  return outcome;
}
