"use server";

import { revalidatePath } from "next/cache";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { dockDoorRefusal } from "@freight/domain/orders/dock-door";
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

/**
 * The dispatcher gives a truck at the hub its dock door (or moves it): PUT /staff/orders/{id}/door. The API decides
 * on the order row it locks and texts the driver who agreed to texts; a refused door says why in words.
 */
export async function assignDoorAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const orderId = idField(formData, "orderId");
  const number = textField(formData, "number").slice(0, 40);
  const door = textField(formData, "door");
  if (!orderId) return { isDone: false, message: "Reload the page and try again." };
  const refused = dockDoorRefusal(door);
  if (refused) return { isDone: false, message: refused };
  const api = await getServerApi();
  try {
    const { data, error, response } = await api.PUT("/staff/orders/{id}/door", {
      params: { path: { id: orderId } },
      body: { door },
    });
    if (!data) {
      return { isDone: false, message: apiErrorMessage(error, `The door call answered ${response.status}.`) };
    }
    revalidatePath("/gate");
    revalidatePath("/docks");
    revalidatePath(`/orders/${orderId}`);
    return { isDone: true, message: `${number} goes to door ${data.door ?? door}.` };
  } catch {
    return { isDone: false, message: "The service could not be reached; nothing was changed. Try again in a minute." };
  }
}
