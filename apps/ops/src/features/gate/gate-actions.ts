"use server";

import { revalidatePath } from "next/cache";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { getServerApi } from "@/lib/api/server-api";
import { idField, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * The gate's two actions on a waiting driver: accept the order (which also lets in a driver who checked in on time)
 * or let an early or late driver in. Both are POST /staff/orders/{id}/status, decided by the API on the order row
 * it locks; the answer says where the driver stands now.
 */
export async function gateAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const orderId = idField(formData, "orderId");
  const step = textField(formData, "step");
  const number = textField(formData, "number").slice(0, 40);
  if (!orderId || (step !== "accept" && step !== "letIn")) return { isDone: false, message: "Reload the page and try again." };
  const api = await getServerApi();
  try {
    const { data, error, response } = await api.POST("/staff/orders/{id}/status", {
      params: { path: { id: orderId } },
      body: { status: step === "accept" ? "accepted" : "arrivedToHub" },
    });
    if (!data) {
      return { isDone: false, message: apiErrorMessage(error, `The gate's call answered ${response.status}.`) };
    }
    revalidatePath("/gate");
    if (data.status === "arrivedToHub") return { isDone: true, message: `${number} is in: the driver may drive to the dock.` };
    return { isDone: true, message: `${number} is accepted; the driver waits to be let in.` };
  } catch {
    return { isDone: false, message: "The service could not be reached; nothing was changed. Try again in a minute." };
  }
}
