"use server";

import { revalidatePath } from "next/cache";
import { getServerApi } from "@/lib/api/server-api";
import { outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Sends one run of a scheduled job now (a run already waiting is not doubled). */
export async function runBackgroundJobAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const name = textField(formData, "name");
  if (!/^[a-z][a-z-]{0,59}$/.test(name)) return { isDone: false, message: "Choose a job." };
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/background-jobs/{name}/run",
    api.POST("/staff/background-jobs/{name}/run", { params: { path: { name } } }),
    `A run of ${name} is queued; reload to see it finish.`,
  );
  if (outcome.isDone) revalidatePath("/background-jobs");
  return outcome;
}
