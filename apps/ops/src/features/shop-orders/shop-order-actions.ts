"use server";

import { revalidatePath } from "next/cache";
import { SHOP_ORDER_STATUS_LABELS } from "@freight/domain/shop/shop-order-status";
import { getOpsApi } from "@/lib/api/server-api";
import { idField, outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * Moves a shop order to its next fulfilment step (picked, ready, collected). The step is the one the page showed,
 * so a step someone else already made is refused by the API with its reason, never made twice.
 */
export async function advanceShopOrderAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const shopOrderId = idField(formData, "shopOrderId");
  const status = textField(formData, "status");
  if (!shopOrderId || (status !== "picked" && status !== "ready" && status !== "collected"))
    return refusal("Reload the page and try again.");
  const api = await getOpsApi();
  const outcome = await outcomeOf(
    "POST /staff/shop-orders/{shopOrderId}/fulfilment",
    api.POST("/staff/shop-orders/{shopOrderId}/fulfilment", {
      params: { path: { shopOrderId } },
      body: { status },
    }),
    `Marked ${SHOP_ORDER_STATUS_LABELS[status].toLowerCase()}.`,
  );
  if (outcome.isDone) revalidatePath("/shop-orders");
  return outcome;
}
