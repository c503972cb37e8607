"use server";

import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Cancels an order (PATCH /order-cancel); the API refuses with 409 when the lifecycle no longer allows it. */
export async function cancelOrderAction(id: number): Promise<ActionResult<undefined>> {
  await requireSameSiteAction();
  if (!Number.isSafeInteger(id) || id < 1)
    return { ok: false, kind: "failed", status: 400, message: "Unknown order." };
  const api = await getServerApi();
  const result = await runAction("PATCH /order-cancel", () => api.PATCH("/order-cancel", { body: { id } }));
  return result.ok ? { ok: true, data: undefined } : result;
}

/** Deletes a pre-order (DELETE /order/{id}); the API refuses with 409 once it is paid, accepted or being paid. */
export async function deletePreOrderAction(id: number): Promise<ActionResult<undefined>> {
  await requireSameSiteAction();
  if (!Number.isSafeInteger(id) || id < 1)
    return { ok: false, kind: "failed", status: 400, message: "Unknown order." };
  const api = await getServerApi();
  const result = await runAction("DELETE /order/{id}", () =>
    api.DELETE("/order/{id}", { params: { path: { id } } }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}
