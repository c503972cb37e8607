"use server";

import type { PaymentFlow } from "@freight/domain/payments/payment-flow";
import type { PaymentMethodType } from "@freight/domain/payments/payment-method";
import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { paymentReturnTarget } from "./payment-return";

export interface CheckoutInput {
  flow: PaymentFlow;
  method: PaymentMethodType;
  orderId?: number;
  invoiceId?: number;
  /** Cents; top-up only. */
  amount?: number;
  useBonuses: boolean;
  useBalance: boolean;
}

/**
 * Starts a payment (POST /api/checkout). Paid in full from bonuses/balance: the success page; otherwise the gateway's
 * page (the sandbox by default), which returns to /portal/redirect.
 */
export async function checkoutAction(input: CheckoutInput): Promise<ActionResult<{ goTo: string }>> {
  const api = await getServerApi();
  const result = await runAction("POST /api/checkout", () =>
    api.POST("/api/checkout", {
      body: {
        flow: input.flow,
        method: input.method,
        useBonuses: input.useBonuses,
        useBalance: input.useBalance,
        ...(input.orderId ? { orderId: input.orderId } : {}),
        ...(input.invoiceId ? { invoiceId: input.invoiceId } : {}),
        ...(input.amount ? { amount: input.amount } : {}),
      },
    }),
  );
  if (!result.ok) return result;
  const checkout = result.data;
  if (checkout.status === "redirect" && checkout.redirectUrl) return { ok: true, data: { goTo: checkout.redirectUrl } };
  return {
    ok: true,
    data: {
      goTo: paymentReturnTarget({
        status: "paid",
        flow: input.flow,
        ...(input.orderId ? { orderId: input.orderId } : {}),
        ...(input.invoiceId ? { invoiceId: input.invoiceId } : {}),
      }),
    },
  };
}
