"use client";

import { useState, useTransition } from "react";
import { Button } from "@freight/ui/button";
import { cx } from "@freight/ui/class-names";
import { formatCents, parseCents } from "@freight/domain/money/cents";
import { AVAILABLE_FUNDS_LABEL, PAYMENT_FUNDS_TOGGLES } from "@freight/domain/payments/payment-method";
import type { PaymentFlow } from "@freight/domain/payments/payment-flow";
import { formatText, portalText } from "@/content/portal-text";
import { inputClass, labelClass } from "@/components/layout/field-styles";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { checkoutAction, type CheckoutNext } from "./checkout-action";
import {
  fundsToggled,
  paymentSelected,
  selectCheckedPayment,
  selectFunds,
  selectPaymentOptions,
  selectTopupOptions,
} from "./payment-slice";

const text = portalText.payment;

/** Sends the browser on: a portal page or the gateway's (GET), or the gateway's form post with its token (POST). */
function goOn(next: CheckoutNext) {
  if (next.method === "POST") {
    const form = document.createElement("form");
    form.method = "POST";
    form.action = next.goTo;
    const token = document.createElement("input");
    token.type = "hidden";
    token.name = "token";
    token.value = next.token ?? "";
    form.append(token);
    document.body.append(form);
    form.submit();
    return;
  }
  window.location.assign(next.goTo);
}

function MethodList({ kind }: { kind: "payments" | "topup" }) {
  const dispatch = useAppDispatch();
  const options = useAppSelector(kind === "payments" ? selectPaymentOptions : selectTopupOptions);
  return (
    <fieldset>
      <legend className={labelClass}>{text.methods}</legend>
      <div className={cx("grid gap-2", kind === "payments" && "sm:grid-cols-2")}>
        {options.map((option) => (
          <label
            key={option.id}
            className={cx(
              "flex items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500",
              option.disabled
                ? "cursor-not-allowed border-line bg-surface-muted text-ink-muted"
                : "cursor-pointer",
              option.checked ? "border-brand-600 bg-brand-50" : "border-line",
            )}
          >
            <input
              type="radio"
              name={`${kind}-method`}
              className="size-4 accent-brand-600"
              checked={option.checked}
              disabled={option.disabled}
              onChange={() => dispatch(paymentSelected(option.id))}
            />
            <img
              src={option.disabled ? option.disabledImageUrl : option.imageUrl}
              alt=""
              width={48}
              height={32}
            />
            <span className="flex flex-col">
              <span className="font-semibold">{option.title}</span>
              <span className="text-sm text-ink-muted">
                {option.disabled ? text.unavailable : option.subtitle}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Pays an order, an invoice or a shop order: method options, bonuses and balance toggles with the available amounts. */
export function PaymentForm({
  flow,
  orderId,
  invoiceId,
  shopOrderId,
  amountDueCents,
  bonusesCents,
  balanceCents,
}: {
  flow: PaymentFlow;
  orderId?: number;
  invoiceId?: number;
  shopOrderId?: number;
  amountDueCents: number;
  bonusesCents: number;
  balanceCents: number;
}) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectCheckedPayment);
  const funds = useAppSelector(selectFunds);
  const [isPending, startTransition] = useTransition();
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  function pay() {
    if (!checked) return;
    startTransition(async () => {
      const result = await checkoutAction({
        idempotencyKey,
        flow,
        method: checked.type,
        ...(orderId ? { orderId } : {}),
        ...(invoiceId ? { invoiceId } : {}),
        ...(shopOrderId ? { shopOrderId } : {}),
        useBonuses: funds.useBonuses,
        useBalance: funds.useBalance,
      });
      if (handleActionResult(result)) goOn(result.data);
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <MethodList kind="payments" />
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClass}>{text.funds}</legend>
        {PAYMENT_FUNDS_TOGGLES.map((toggle) => {
          const available = toggle.type === "bonus" ? bonusesCents : balanceCents;
          const isOn = toggle.type === "bonus" ? funds.useBonuses : funds.useBalance;
          return (
            <label
              key={toggle.type}
              className="flex items-center justify-between gap-3 rounded-lg border border-line p-3"
            >
              <span className="flex items-center gap-3">
                <input
                  type="checkbox"
                  role="switch"
                  className="size-5 accent-brand-600"
                  checked={isOn}
                  disabled={available <= 0}
                  onChange={(event) =>
                    dispatch(fundsToggled({ type: toggle.type, isOn: event.target.checked }))
                  }
                />
                <span className="font-medium">{toggle.label}</span>
              </span>
              <span className="text-sm text-ink-muted">
                {AVAILABLE_FUNDS_LABEL} <strong className="text-ink">{formatCents(available)}</strong>
              </span>
            </label>
          );
        })}
      </fieldset>
      <Button size="lg" isLoading={isPending} disabled={!checked || amountDueCents <= 0} onClick={pay}>
        {formatText(text.pay, { amount: formatCents(amountDueCents) })}
      </Button>
    </div>
  );
}

/** Tops up the balance by card. */
export function TopupForm() {
  const checked = useAppSelector(selectCheckedPayment);
  const [amount, setAmount] = useState("");
  const [isPending, startTransition] = useTransition();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const parsed = parseCents(amount);
  const cents = parsed.ok ? parsed.cents : 0;

  function topUp() {
    startTransition(async () => {
      const result = await checkoutAction({
        idempotencyKey,
        flow: "top-up",
        method: "card",
        amount: cents,
        useBonuses: false,
        useBalance: false,
      });
      if (handleActionResult(result)) goOn(result.data);
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <MethodList kind="topup" />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="topup-amount" className={labelClass}>
            {text.topupAmount}
          </label>
          <input
            id="topup-amount"
            inputMode="decimal"
            className={inputClass}
            value={amount}
            placeholder="250.00"
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <Button
          isLoading={isPending}
          disabled={cents <= 0 || checked?.type !== "card"}
          onClick={topUp}
          className="h-11"
        >
          {text.topupSubmit}
        </Button>
      </div>
    </div>
  );
}
