"use server";

import type { PaymentFlow } from "@freight/domain/payments/payment-flow";
import type { PaymentMethodType } from "@freight/domain/payments/payment-method";
import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { paymentReturnTarget } from "./payment-return";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Where the browser goes next: a portal page, or the gateway's page (a POST gateway takes a form with `token`). */
export interface CheckoutNext {
  goTo: string;
  method: "GET" | "POST";
  token?: string;
}

export interface CheckoutInput {
  /** One key per payment-page visit, reused on retries and double clicks, so a payment is never taken twice. */
  idempotencyKey: string;
  flow: PaymentFlow;
  method: PaymentMethodType;
  orderId?: number;
  invoiceId?: number;
  shopOrderId?: number;
  /** Cents; top-up only. */
  amount?: number;
  useBonuses: boolean;
  useBalance: boolean;
}

/**
 * Starts a payment (POST /api/checkout). Paid in full from bonuses/balance: the success page; otherwise the gateway's
 * page (the sandbox by default), which returns to /portal/redirect.
 */
export async function checkoutAction(input: CheckoutInput): Promise<ActionResult<CheckoutNext>> {
  await requireSameSiteAction();
  if (!/^[\w-]{8,100}$/.test(input.idempotencyKey)) {
    return {
      ok: false,
      kind: "failed",
      status: 400,
      message: "Please reload the payment page and try again.",
    };
  }
  const api = await getServerApi();
  const result = await runAction("POST /api/checkout", () =>
    api.POST("/api/checkout", {
      params: { header: { "Idempotency-Key": input.idempotencyKey } },
      body: {
        flow: input.flow,
        method: input.method,
        useBonuses: input.useBonuses,
        useBalance: input.useBalance,
        ...(input.orderId ? { orderId: input.orderId } : {}),
        ...(input.invoiceId ? { invoiceId: input.invoiceId } : {}),
        ...(input.shopOrderId ? { shopOrderId: input.shopOrderId } : {}),
        ...(input.amount ? { amount: input.amount } : {}),
      },
    }),
  );
  if (!result.ok) return result;
  const checkout = result.data;
  if (checkout.status === "redirect" && checkout.redirectUrl) {
    return {
      ok: true,
      data: {
        goTo: checkout.redirectUrl,
        method: checkout.redirectMethod ?? "GET",
        ...(checkout.sessionId ? { token: checkout.sessionId } : {}),
      },
    };
  }
  if (checkout.successPath?.startsWith("/"))
    return { ok: true, data: { goTo: checkout.successPath, method: "GET" } };
  return {
    ok: true,
    data: {
      method: "GET",
      goTo: paymentReturnTarget({
        status: "paid",
        flow: input.flow,
        ...(input.orderId ? { orderId: input.orderId } : {}),
        ...(input.invoiceId ? { invoiceId: input.invoiceId } : {}),
      }),
    },
  };
}

/** Records that the customer came back from the gateway without paying (POST /api/checkout/cancel). */
export async function cancelCheckoutAction(paymentId: number): Promise<ActionResult<undefined>> {
  await requireSameSiteAction();
  if (!Number.isSafeInteger(paymentId) || paymentId < 1)
    return { ok: false, kind: "failed", status: 400, message: "Unknown payment." };
  const api = await getServerApi();
  const result = await runAction("POST /api/checkout/cancel", () =>
    api.POST("/api/checkout/cancel", { body: { paymentId } }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}
