"use server";

import { parseCartText } from "@freight/domain/shop/shop-cart";
import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

export interface PlaceShopOrderInput {
  /** The cart as the shop's link carries it ("12x2,15x1"). */
  cart: string;
  hubId: number;
  /** The booking whose driver takes the products along; left out for pick-up at the counter. */
  orderId?: number;
  /** One key per checkout page visit, so a double click places one order. */
  idempotencyKey: string;
}

/** Places the shop order (POST /shop-orders): its stock is set aside; the order's page then takes the payment. */
export async function placeShopOrderAction(
  input: PlaceShopOrderInput,
): Promise<ActionResult<{ id: number }>> {
  await requireSameSiteAction();
  const lines = typeof input.cart === "string" ? parseCartText(input.cart) : null;
  if (!lines)
    return {
      ok: false,
      kind: "failed",
      status: 400,
      message: "The cart cannot be read; build it again in the shop.",
    };
  if (!Number.isSafeInteger(input.hubId) || input.hubId < 1)
    return {
      ok: false,
      kind: "failed",
      status: 400,
      message: "Choose the hub where you pick the products up.",
    };
  if (input.orderId !== undefined && (!Number.isSafeInteger(input.orderId) || input.orderId < 1))
    return { ok: false, kind: "failed", status: 400, message: "Choose one of your bookings or the counter." };
  if (typeof input.idempotencyKey !== "string" || !/^[\w-]{8,100}$/.test(input.idempotencyKey))
    return { ok: false, kind: "failed", status: 400, message: "Please reload the page and try again." };
  const api = await getServerApi();
  const result = await runAction("POST /shop-orders", () =>
    api.POST("/shop-orders", {
      params: { header: { "Idempotency-Key": input.idempotencyKey } },
      body: {
        hubId: input.hubId,
        items: lines,
        ...(input.orderId === undefined ? {} : { orderId: input.orderId }),
      },
    }),
  );
  return result.ok ? { ok: true, data: { id: result.data.id } } : result;
}
