"use server";

import { revalidatePath } from "next/cache";
import { SHOP_ORDER_STATUS_LABELS } from "@freight/domain/shop/shop-order-status";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * Moves a shop order to its next fulfilment step (picked, ready, collected). The step is the one the page showed,
 * so a step someone else already made is refused by the API with its reason, never made twice. A hand-over
 * (collected) goes with the pick-up code the customer shows, or, when the button for an ID check was pressed,
 * the last 4 characters of the ID the staff member checked; the API judges both and says what is wrong.
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
  const isIdCheck = textField(formData, "proof") === "id-check";
  const body: {
    status: typeof status;
    pickUpCode?: string;
    idCheck?: { idLast4: string };
  } =
    status !== "collected"
      ? { status }
      : isIdCheck
        ? { status, idCheck: { idLast4: textField(formData, "idLast4").slice(0, 10) } }
        : { status, pickUpCode: textField(formData, "pickUpCode").slice(0, 40) };
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/shop-orders/{shopOrderId}/fulfilment",
    api.POST("/staff/shop-orders/{shopOrderId}/fulfilment", { params: { path: { shopOrderId } }, body }),
    status === "collected"
      ? isIdCheck
        ? "Handed over after an ID check."
        : "Handed over against the pick-up code."
      : `Marked ${SHOP_ORDER_STATUS_LABELS[status].toLowerCase()}.`,
  );
  if (outcome.isDone) revalidatePath("/shop-orders");
  return outcome;
}
