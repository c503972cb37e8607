"use server";

import { revalidatePath } from "next/cache";
import { getOpsApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Marks a contact message answered, with what was done. */
export async function markHandledAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const messageId = idField(formData, "messageId");
  const note = textField(formData, "note");
  if (!messageId || !note) return { isDone: false, message: "Write what was done first." };
  const api = await getOpsApi();
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
  const api = await getOpsApi();
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
