"use server";

import { revalidatePath } from "next/cache";
import { getOpsApi } from "@/lib/api/server-api";
import { idField, outcomeOf, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Refunds a paid payment in full through its gateway (the API reverses the order's paid amount and the ledger). */
export async function refundPaymentAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const paymentId = idField(formData, "paymentId");
  if (!paymentId) return { isDone: false, message: "Choose a payment." };
  if (formData.get("confirm") !== "on")
    return { isDone: false, message: "Tick the box to confirm the refund." };
  const api = await getOpsApi();
  const outcome = await outcomeOf(
    "POST /staff/payments/{paymentId}/refund",
    api.POST("/staff/payments/{paymentId}/refund", { params: { path: { paymentId } } }),
    "Refunded.",
  );
  if (outcome.isDone) revalidatePath("/finance");
  return outcome;
}
