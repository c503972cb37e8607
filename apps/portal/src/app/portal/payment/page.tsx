import type { Metadata } from "next";
import { PAYMENT_METHOD_OPTIONS } from "@freight/domain/payments/payment-method";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { UnavailableNotice } from "@/components/layout/unavailable-notice";
import { serverEnv } from "@/env";
import { parseOrderId } from "@/lib/orders/load-order";
import { CancelOnReturn } from "@/features/payments/cancel-on-return";
import { amountToPayCents } from "@/features/payments/payment-page/amount-to-pay";
import { FundsCard, TopUpCard } from "@/features/payments/payment-page/funds-cards";
import { LedgerCard } from "@/features/payments/payment-page/ledger-card";
import { loadPaymentPage } from "@/features/payments/payment-page/load-payment-page";
import { loadProfile } from "@/lib/session/load-profile";
import { NoOrderToPayCard, OrderToPayCard } from "@/features/payments/payment-page/order-to-pay-card";
import { initialPaymentState, paymentSelected, paymentSlice } from "@/features/payments/payment-slice";
import { HandOverState } from "@/store/hand-over-state";
import { accountMay } from "@freight/domain/companies/company-roles";
import { RoleNotice } from "@/features/team/role-notice";
import { withOrderNumber } from "@freight/ui/order-number";

const text = portalText.payment;
/** The page opens with the first active method (card) chosen, so paying is one click. */
const FIRST_ACTIVE_METHOD_ID = PAYMENT_METHOD_OPTIONS.find((option) => !option.disabled)?.id ?? 1;

export const metadata: Metadata = { title: text.title };

/** The payment page (pay an order or an invoice, top up the balance) with methods and the funds toggles. */
export default async function PaymentPage({ searchParams }: PageProps<"/portal/payment">) {
  const query = await searchParams;
  const invoiceId = parseOrderId(query.invoiceId);
  // A member whose role may not pay (a booker, a viewer) reads why, before any read only payers may make.
  const outcome = await loadProfile();
  const profile = outcome.kind === "signed-in" ? outcome.profile : null;
  if (profile?.company && !accountMay(profile.company, "payments.pay")) {
    return (
      <>
        <PageHeader title={text.title} />
        <RoleNotice company={profile.company} />
      </>
    );
  }
  const { order, ledger } = await loadPaymentPage(parseOrderId(query.orderId));
  const invoice =
    order && invoiceId ? order.invoices.find((candidate) => candidate.id === invoiceId) : undefined;
  // Back from a gateway: a checkout the customer cancelled there is cancelled here too.
  const cancelledPaymentId = query.event === "stripe-payment-cancel" ? parseOrderId(query.paymentId) : null;
  const wasCancelled =
    query.result === "cancelled" || query.result === "failed" || query.event === "stripe-payment-cancel";
  const balanceCents = profile?.balance ?? 0;
  const bonusesCents = profile?.bonuses ?? 0;

  return (
    <HandOverState
      state={{ payment: paymentSlice.reducer(initialPaymentState, paymentSelected(FIRST_ACTIVE_METHOD_ID)) }}
    >
      <PageHeader
        title={
          invoice
            ? withOrderNumber(text.payInvoice, { number: invoice.number })
            : order
              ? withOrderNumber(text.payOrder, { number: order.number })
              : text.title
        }
      />
      {outcome.kind === "unavailable" ? (
        <UnavailableNotice status={outcome.status} message={outcome.message} />
      ) : null}
      {cancelledPaymentId ? <CancelOnReturn paymentId={cancelledPaymentId} /> : null}
      {wasCancelled ? (
        <p role="status" className="mb-6 rounded-lg border border-accent-400 bg-accent-400/10 p-4">
          {text.cancelledReturn}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          {order ? (
            <OrderToPayCard
              order={order}
              invoice={invoice}
              amountDueCents={amountToPayCents(order, invoice)}
              balanceCents={balanceCents}
              bonusesCents={bonusesCents}
            />
          ) : (
            <NoOrderToPayCard />
          )}
        </div>
        <div className="flex flex-col gap-6">
          <FundsCard balanceCents={balanceCents} bonusesCents={bonusesCents} />
          <TopUpCard />
        </div>
      </div>
      <LedgerCard ledger={ledger} apiBase={serverEnv().BROWSER_API_URL} />
    </HandOverState>
  );
}
