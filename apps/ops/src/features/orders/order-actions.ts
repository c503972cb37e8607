"use server";

import { revalidatePath } from "next/cache";
import { isIsoDate } from "@freight/domain/lists/order-list-query";
import { isOrderStatus } from "@freight/domain/orders/order-status";
import { SLOT_START_HOURS, slotStartForLocal } from "@freight/domain/time/time-slots";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";
import { orderStatusLabel } from "@/lib/format";

/** Moves one order along its lifecycle (the API checks the transition table and asks a reason where one is due). */
export async function changeOrderStatusAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const orderId = idField(formData, "orderId");
  const status = textField(formData, "status");
  if (!orderId || !isOrderStatus(status)) return { isDone: false, message: "Choose an order and a status." };
  const note = textField(formData, "note");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/orders/{id}/status",
    api.POST("/staff/orders/{id}/status", {
      params: { path: { id: orderId } },
      body: { status, ...(note ? { note } : {}) },
    }),
    `Moved to ${orderStatusLabel(status)}.`,
  );
  if (outcome.isDone) revalidatePath("/orders", "layout");
  return outcome;
}

/** Accepts every ticked order; says how many were accepted and which were refused, and why. */
export async function acceptOrdersAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const ids = [...new Set(formData.getAll("orderId").map(Number))].filter(
    (id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647,
  );
  if (ids.length === 0) return { isDone: false, message: "Tick the orders to accept first." };
  if (ids.length > 100) return { isDone: false, message: "Accept at most 100 orders at a time." };
  const api = await getServerApi();
  const refused: string[] = [];
  // One at a time: each acceptance is its own audited change, and a refusal of one does not stop the rest.
  for (const id of ids) {
    const outcome = await outcomeOf(
      "POST /staff/orders/{id}/status",
      api.POST("/staff/orders/{id}/status", { params: { path: { id } }, body: { status: "accepted" } }),
      "",
    );
    if (!outcome.isDone) refused.push(`order ${id}: ${outcome.message}`);
  }
  revalidatePath("/orders", "layout");
  const accepted = ids.length - refused.length;
  return refused.length === 0
    ? { isDone: true, message: `Accepted ${accepted} order${accepted === 1 ? "" : "s"}.` }
    : { isDone: false, message: `Accepted ${accepted}; refused ${refused.join("; ")}` };
}

/** Adds a note to an order: internal ones only staff read, the others reach the customer. */
export async function addOrderNoteAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const orderId = idField(formData, "orderId");
  const note = textField(formData, "note");
  if (!orderId || !note) return { isDone: false, message: "Write the note first." };
  // Who reads it is chosen on each note; nothing is assumed when the choice is missing.
  const readers = formData.get("readers");
  if (readers !== "staff" && readers !== "customer") {
    return { isDone: false, message: "Choose who reads the note: only staff, or also the customer." };
  }
  const isInternal = readers === "staff";
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/orders/{id}/notes",
    api.POST("/staff/orders/{id}/notes", { params: { path: { id: orderId } }, body: { note, isInternal } }),
    isInternal ? "Internal note added." : "Note added; the customer sees it.",
  );
  if (outcome.isDone) revalidatePath(`/orders/${orderId}`);
  return outcome;
}

/** Moves an order to another slot of its hub (date and start hour on the hub's clock); the customer is told why. */
export async function moveOrderToSlotAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const orderId = idField(formData, "orderId");
  const date = textField(formData, "date");
  const hour = Number(textField(formData, "startHour"));
  const timeZone = textField(formData, "timeZone");
  const reason = textField(formData, "reason");
  if (!orderId || !isIsoDate(date) || !SLOT_START_HOURS.includes(hour)) {
    return { isDone: false, message: "Choose the day and the slot." };
  }
  if (!reason) return { isDone: false, message: "Say why it moves: the customer is told." };
  let timeFrom: string;
  try {
    timeFrom = slotStartForLocal(date, hour, timeZone);
  } catch {
    return { isDone: false, message: "Reload the page and try again." };
  }
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/orders/{id}/slot",
    api.POST("/staff/orders/{id}/slot", { params: { path: { id: orderId } }, body: { timeFrom, reason } }),
    "Moved and priced as the new slot; the customer is told.",
  );
  if (outcome.isDone) revalidatePath(`/orders/${orderId}`);
  return outcome;
}
