import type { Schema } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import { Button, buttonClassName } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { paymentFlowLabel, paymentStatusLabel } from "@/lib/format";
import { refundPaymentAction } from "./finance-actions";
import { PartialRefundForm } from "./partial-refund-form";

type StaffPayment = Schema<"StaffPayment">;

/** The id of the panel the "Refund…" links scroll to. */
const refundPanelId = "refund-panel";

/** Only a paid payment is refunded; part of one only when it paid for something and credited no balance. */
function refundsAllowed(payment: StaffPayment) {
  const isPaid = payment.status === "paid";
  return { full: isPaid, partial: isPaid && payment.flow !== "top-up" && payment.creditedBalance === 0 };
}

/** The page's address with `refund` set to one payment (or left out), keeping the other params. */
function financeHref(params: { status?: string; page?: number }, refund?: number) {
  const search = new URLSearchParams();
  if (params.status) search.set("status", params.status);
  if (params.page) search.set("page", String(params.page));
  if (refund !== undefined) search.set("refund", String(refund));
  const query = search.toString();
  return `/finance${query ? `?${query}` : ""}${refund !== undefined ? `#${refundPanelId}` : ""}`;
}

/** A paid row's one link to its refund forms: the forms are drawn for the chosen payment only. */
export function RefundLink({
  payment,
  params,
}: {
  payment: StaffPayment;
  params: { status?: string; page?: number };
}) {
  if (!refundsAllowed(payment).full) return null;
  return (
    <a
      href={financeHref(params, payment.id)}
      aria-label={`Refund payment ${payment.id}`}
      className={buttonClassName({ variant: "secondary", size: "sm" })}
    >
      Refund…
    </a>
  );
}

/**
 * The refund forms of the one payment chosen with `?refund=<id>`, next to its facts: the full refund (with its
 * confirm box) and, where allowed, the partial refund. A payment not on this page, or no longer paid, is said so.
 */
export function RefundPanel({
  refund,
  payments,
  params,
}: {
  /** The `refund` search param as typed. */
  refund: string;
  payments: readonly StaffPayment[];
  params: { status?: string; page?: number };
}) {
  const id = /^\d{1,12}$/.test(refund) ? Number(refund) : undefined;
  const payment = id === undefined ? undefined : payments.find((one) => one.id === id);
  const allowed = payment ? refundsAllowed(payment) : undefined;
  const title = id === undefined ? "Refund" : `Refund payment ${id}`;
  return (
    <section
      id={refundPanelId}
      aria-labelledby={`${refundPanelId}-title`}
      className="flex flex-col gap-3 rounded border border-neutral-300 p-4"
    >
      <h2 id={`${refundPanelId}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {!payment ? (
        <p role="alert">
          {id === undefined
            ? `“${refund.slice(0, 40)}” is not a payment number. Choose “Refund…” on a paid payment below.`
            : `Payment ${id} is not on this page of the list${
                params.status
                  ? ` of “${paymentStatusLabel(params.status)}” payments (a refund moves it out)`
                  : ""
              }. Choose “Refund…” on a paid payment below.`}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Customer</dt>
            <dd>
              {payment.customerName} ({payment.customerEmail})
            </dd>
            <dt className="font-semibold">Order</dt>
            <dd>{payment.orderNumber ?? paymentFlowLabel(payment.flow)}</dd>
            <dt className="font-semibold">Amount</dt>
            <dd>{formatCents(payment.amount)}</dd>
            <dt className="font-semibold">Already refunded</dt>
            <dd>{formatCents(payment.refunded)}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{paymentStatusLabel(payment.status)}</dd>
          </dl>
          {allowed?.full ? (
            <div className="flex flex-col gap-3">
              <ActionForm action={refundPaymentAction} label={`Refund payment ${payment.id}`}>
                <input type="hidden" name="paymentId" value={payment.id} />
                <label className="flex items-center gap-1">
                  <input type="checkbox" name="confirm" className="size-5" /> Confirm
                </label>
                <Button type="submit" size="sm" variant="danger">
                  {payment.refunded > 0 ? "Refund the rest" : `Refund ${formatCents(payment.amount)}`}
                </Button>
              </ActionForm>
              {allowed.partial ? (
                <PartialRefundForm paymentId={payment.id} />
              ) : (
                <p>A top-up, or a payment that credited the balance, is refunded only in full.</p>
              )}
            </div>
          ) : (
            <p role="status">
              Payment {payment.id} is now “{paymentStatusLabel(payment.status)}”: only a paid payment is
              refunded, so there is nothing to refund on it.
            </p>
          )}
        </>
      )}
      <a href={financeHref(params)} className={buttonClassName({ variant: "ghost", size: "sm" })}>
        Cancel
      </a>
    </section>
  );
}
