import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { UnavailableNotice } from "@/components/layout/unavailable-notice";
import { loadOrder, parseOrderId } from "@/features/orders/load-orders";
import { formatDateTime, formatSlot } from "@/features/orders/order-format";
import { orderPriceBreakdown } from "@/features/orders/order-price-breakdown";
import { PaymentForm, TopupForm } from "@/features/payments/payment-form";
import { orderPaymentFlow } from "@/features/payments/payment-return";
import { PAYMENT_METHOD_OPTIONS } from "@freight/domain/payments/payment-method";
import { initialPaymentState, paymentSelected, paymentSlice } from "@/features/payments/payment-slice";
import { CancelOnReturn } from "@/features/payments/cancel-on-return";
import { loadProfile } from "@/lib/session/load-profile";
import { serverEnv } from "@/env";
import { readApi } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";
import { HandOverState } from "@/store/hand-over-state";

const text = portalText.payment;
/** The page opens with the first active method (card) chosen, so paying is one click. */
const FIRST_ACTIVE_METHOD_ID = PAYMENT_METHOD_OPTIONS.find((option) => !option.disabled)?.id ?? 1;

export const metadata: Metadata = { title: text.title };

/** The payment page (pay an order or an invoice, top up the balance) with methods and the funds toggles. */
export default async function PaymentPage({ searchParams }: PageProps<"/portal/payment">) {
  const query = await searchParams;
  const orderId = parseOrderId(query.orderId);
  const invoiceId = parseOrderId(query.invoiceId);
  const [outcome, orderRead] = await Promise.all([
    loadProfile(),
    orderId ? loadOrder(orderId) : Promise.resolve(null),
  ]);
  const profile = outcome.kind === "signed-in" ? outcome.profile : null;
  const order = orderRead?.ok ? orderRead.data : null;
  const invoice =
    order && invoiceId ? order.invoices.find((candidate) => candidate.id === invoiceId) : undefined;
  const amountDue = invoice
    ? invoice.amount
    : order
      ? orderPriceBreakdown(order, [], { service: "", minimumCharge: "", discount: "" }).dueCents
      : 0;
  const cancelledPaymentId = query.event === "stripe-payment-cancel" ? parseOrderId(query.paymentId) : null;
  const wasCancelled =
    query.result === "cancelled" || query.result === "failed" || query.event === "stripe-payment-cancel";
  const api = await getServerApi();
  const ledger = await readApi("GET /users/me/ledger", () =>
    api.GET("/users/me/ledger", { params: { query: { limit: 20 } } }),
  );
  const browserApi = serverEnv().BROWSER_API_URL;

  return (
    <HandOverState
      state={{ payment: paymentSlice.reducer(initialPaymentState, paymentSelected(FIRST_ACTIVE_METHOD_ID)) }}
    >
      <PageHeader
        title={
          invoice
            ? formatText(text.payInvoice, { number: invoice.number })
            : order
              ? formatText(text.payOrder, { number: order.number })
              : text.title
        }
      />
      {outcome.kind === "unavailable" ? (
        <UnavailableNotice status={outcome.status} message={outcome.message} />
      ) : null}
      {orderRead && !orderRead.ok ? (
        <UnavailableNotice status={orderRead.status} message={orderRead.message} />
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
            <Card as="section" aria-labelledby="pay-title" className="flex flex-col gap-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id="pay-title" className="text-lg font-semibold">
                    {text.amountDue}
                  </h2>
                  <p className="text-sm text-ink-muted">
                    <Link
                      href={`/dashboard/order-details?id=${order.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {order.number}
                    </Link>{" "}
                    · {order.service.name} · {order.hub.name} ·{" "}
                    {formatSlot(order.timeFrom, order.timeTo, order.hub.timeZone)}
                  </p>
                </div>
                <p className="text-3xl font-bold text-brand-700" data-testid="amount-due">
                  {formatCents(amountDue)}
                </p>
              </div>
              <PaymentForm
                flow={orderPaymentFlow(order, invoice ? invoice.id : null)}
                orderId={order.id}
                {...(invoice ? { invoiceId: invoice.id } : {})}
                amountDueCents={amountDue}
                bonusesCents={profile?.bonuses ?? 0}
                balanceCents={profile?.balance ?? 0}
              />
            </Card>
          ) : (
            <Card as="section" className="flex flex-col gap-2">
              <p className="text-ink-muted">{text.noOrder}</p>
              <Link href="/order-history" className="font-semibold text-brand-700 hover:underline">
                {portalText.orders.historyTitle} →
              </Link>
            </Card>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="funds-title" className="grid grid-cols-2 gap-3">
            <h2 id="funds-title" className="col-span-2 text-lg font-semibold">
              {text.funds}
            </h2>
            <div className="rounded-lg bg-surface-muted p-3">
              <p className="text-sm text-ink-muted">{text.balance}</p>
              <p className="text-2xl font-bold text-success" data-testid="balance">
                {formatCents(profile?.balance ?? 0)}
              </p>
            </div>
            <div className="rounded-lg bg-surface-muted p-3">
              <p className="text-sm text-ink-muted">{text.bonuses}</p>
              <p className="text-2xl font-bold text-accent-600">{formatCents(profile?.bonuses ?? 0)}</p>
            </div>
          </Card>
          <Card as="section" aria-labelledby="topup-title" className="flex flex-col gap-4" id="topup">
            <h2 id="topup-title" className="text-lg font-semibold">
              {text.topup}
            </h2>
            <TopupForm />
          </Card>
        </div>
      </div>
      <Card as="section" aria-labelledby="history-title" id="history" className="mt-6" isFlush>
        <div className="flex flex-wrap items-center justify-between gap-3 p-5 pb-3">
          <h2 id="history-title" className="text-lg font-semibold">
            {text.history}
          </h2>
          <a
            href={`${browserApi}/users/me/ledger/csv`}
            className="font-semibold text-brand-700 hover:underline"
            download
          >
            {text.downloadCsv}
          </a>
        </div>
        {!ledger.ok ? (
          <UnavailableNotice status={ledger.status} message={ledger.message} />
        ) : ledger.data.items.length > 0 ? (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="ledger">
              <thead className="border-y border-line text-ink-muted">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {text.date}
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {text.account}
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {text.description}
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    {text.amount}
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    {text.heldAfter}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {ledger.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-5 py-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td className="px-5 py-3">{entry.account === "bonuses" ? text.bonuses : text.balance}</td>
                    <td className="px-5 py-3">{entry.description}</td>
                    <td className="px-5 py-3 text-right tabular-nums">
                      {`${entry.kind === "decrease" ? "−" : ""}${formatCents(Math.abs(entry.amount))}`}
                    </td>
                    <td className="px-5 py-3 text-right tabular-nums">{formatCents(entry.heldAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="px-5 pb-6 text-ink-muted">{text.historyEmpty}</p>
        )}
      </Card>
    </HandOverState>
  );
}
