"use server";

import { revalidatePath } from "next/cache";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Marks a contact message answered, with what was done. */
export async function markHandledAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const messageId = idField(formData, "messageId");
  const note = textField(formData, "note");
  if (!messageId || !note) return { isDone: false, message: "Write what was done first." };
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/contact-messages/{messageId}/handled",
    api.POST("/staff/contact-messages/{messageId}/handled", {
      params: { path: { messageId } },
      body: { note },
    }),
    "Marked as handled.",
  );
  if (outcome.isDone) revalidatePath("/inbox");
  return outcome;
}

/** Answers a contact message: by e-mail, and in the writer's message centre when they have an account. */
export async function replyAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const messageId = idField(formData, "messageId");
  const text = textField(formData, "text");
  if (!messageId || !text) return { isDone: false, message: "Write the answer first." };
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/contact-messages/{messageId}/reply",
    api.POST("/staff/contact-messages/{messageId}/reply", {
      params: { path: { messageId } },
      body: { text },
    }),
    "Answer sent.",
  );
  if (outcome.isDone) revalidatePath("/inbox");
  return outcome;
}

/**
 * Takes up a message: assigns it (to the staff member named, or to nobody with "none") and/or sets it waiting or
 * open again. Only what the form sends changes.
 */
export async function updateMessageAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const messageId = idField(formData, "messageId");
  if (!messageId) return { isDone: false, message: "Choose a message." };
  const statusField = textField(formData, "status");
  const status: "open" | "waiting" | undefined =
    statusField === "open" ? "open" : statusField === "waiting" ? "waiting" : undefined;
  const assignee = textField(formData, "assignee");
  const assigneeUserId = assignee === "none" ? null : idField(formData, "assignee");
  const body = {
    ...(status ? { status } : {}),
    ...(assignee === "" ? {} : { assigneeUserId }),
  };
  if (Object.keys(body).length === 0) return { isDone: false, message: "Nothing to change." };
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PATCH /staff/contact-messages/{messageId}",
    api.PATCH("/staff/contact-messages/{messageId}", { params: { path: { messageId } }, body }),
    status === "waiting"
      ? "Set waiting."
      : status === "open"
        ? "Open again."
        : assigneeUserId
          ? "Taken."
          : "Released.",
  );
  if (outcome.isDone) revalidatePath("/inbox");
  return outcome;
}
