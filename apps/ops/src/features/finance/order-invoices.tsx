import type { Schema } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import { Button } from "@freight/ui/button";
import { InvoiceKind } from "@freight/domain/payments/invoice-kind";
import { InvoiceStatus, isInvoicePayable } from "@freight/domain/payments/invoice-status";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { isInvoicePayableNow, isOrderOpenForPayment, orderOwedOf } from "@freight/domain/payments/order-owed";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { formatAtHub } from "@/lib/format";
import { OfflinePaymentForm } from "./offline-payment-form";
import {
  addSupplementaryChargeAction,
  cancelInvoiceAction,
  issueInvoiceAction,
  sendInvoiceAction,
} from "./finance-actions";
import { LabeledField } from "@/components/labeled-field";

const INVOICE_STATUS_LABELS: Record<number, string> = {
  0: "Draft",
  1: "Issued",
  2: "Approved",
  3: "Paid",
  4: "Cancelled",
};

/**
 * An order's invoices, with cancelling an unpaid one (finance and admins), and what may be billed next by the
 * domain's one rule of what an order owes: an invoice for at most what the order owes beyond its open invoices
 * (prefilled with that amount; not offered when it owes nothing more), and a supplementary charge with its reason
 * for extra work found after booking. An open invoice the order no longer owes is offered only to be cancelled.
 */
export function OrderInvoices({
  order,
  timeZone,
}: {
  order: Schema<"Order">;
  /** The order's hub's zone: payments and reminders are dated on its clock. */
  timeZone: string;
}) {
  const orderId = order.id;
  const invoices = order.invoices;
  const owed = orderOwedOf(order);
  const isOpen = isOrderOpenForPayment(order.status);
  return (
    <section aria-labelledby="invoices" className="flex flex-col gap-3">
      <h2 id="invoices" className="text-xl font-semibold">
        Invoices
      </h2>
      {invoices.length === 0 ? <p>No invoices yet.</p> : null}
      <ul className="flex flex-col gap-2">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center gap-3">
            <span>
              {invoice.number} · {formatCents(invoice.amount)} ·{" "}
              {INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status}
              {invoice.kind === InvoiceKind.Supplementary ? ` · Supplementary charge: ${invoice.reason}` : ""}
              {invoice.description ? ` · ${invoice.description}` : ""}
              {invoice.paidAt ? ` · paid ${formatAtHub(invoice.paidAt, timeZone)}` : ""}
              {invoice.lastSentAt ? ` · reminded ${formatAtHub(invoice.lastSentAt, timeZone)}` : ""}
            </span>
            {isInvoicePayable(invoice.status) &&
            !isInvoicePayableNow({ status: invoice.status, amountCents: invoice.amount }, owed) ? (
              <span className="font-medium text-danger">
                More than the order owes ({formatCents(owed.owedCents)}): it cannot be paid; cancel it.
              </span>
            ) : null}
            {isInvoicePayableNow({ status: invoice.status, amountCents: invoice.amount }, owed) ? (
              <ActionForm action={sendInvoiceAction} label={`Remind the customer of ${invoice.number}`}>
                <input type="hidden" name="invoiceId" value={invoice.id} />
                <input type="hidden" name="orderId" value={orderId} />
                <Button type="submit" size="sm" variant="secondary">
                  Send reminder
                </Button>
              </ActionForm>
            ) : null}
            {isInvoicePayableNow({ status: invoice.status, amountCents: invoice.amount }, owed) ? (
              <OfflinePaymentForm orderId={orderId} invoice={invoice} />
            ) : null}
            {invoice.status !== InvoiceStatus.Paid && invoice.status !== InvoiceStatus.Cancelled ? (
              <ActionForm action={cancelInvoiceAction} label={`Cancel ${invoice.number}`}>
                <input type="hidden" name="invoiceId" value={invoice.id} />
                <input type="hidden" name="orderId" value={orderId} />
                <Button type="submit" size="sm" variant="secondary">
                  Cancel invoice
                </Button>
              </ActionForm>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        {billingSummaryOf(owed).words}
        {owed.openInvoiceCents > 0 ? ` · ${formatCents(owed.openInvoiceCents)} of it on open invoices` : ""}
      </p>
      {!isOpen ? (
        <p>
          The order is {order.status === "failed" ? "failed" : "cancelled"}: it owes nothing and is not
          invoiced.
        </p>
      ) : owed.unbilledCents > 0 ? (
        <ActionForm action={issueInvoiceAction} label="Issue an invoice" className="max-w-xl">
          <input type="hidden" name="orderId" value={orderId} />
          <p className="text-sm">
            The order owes {formatCents(owed.unbilledCents)} beyond its open invoices: an invoice may be for
            at most that.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <LabeledField label="Amount (USD)">
              <input
                name="amount"
                inputMode="decimal"
                required
                defaultValue={formatCents(owed.unbilledCents)}
                className={`${fieldClassName} w-32`}
              />
            </LabeledField>
            <label className="flex flex-1 flex-col gap-1">
              <span className="font-medium">What it is for</span>
              <input name="description" maxLength={500} className={fieldClassName} />
            </label>
            <Button type="submit">Issue invoice</Button>
          </div>
        </ActionForm>
      ) : (
        <p>
          Nothing more to invoice: the order owes nothing beyond its open invoices. Extra work found after
          booking is a supplementary charge.
        </p>
      )}
      {isOpen ? (
        <ActionForm
          action={addSupplementaryChargeAction}
          label="Add a supplementary charge"
          className="max-w-xl"
        >
          <input type="hidden" name="orderId" value={orderId} />
          <p className="text-sm">
            For extra work found after booking (an extra pallet, lumper time): an invoice for the difference
            only, which the order then owes on top of its total.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <LabeledField label="Charge (USD)">
              <input name="amount" inputMode="decimal" required className={`${fieldClassName} w-32`} />
            </LabeledField>
            <label className="flex flex-1 flex-col gap-1">
              <span className="font-medium">Reason the customer reads</span>
              <input name="reason" required maxLength={500} className={fieldClassName} />
            </label>
            <Button type="submit">Add charge</Button>
          </div>
        </ActionForm>
      ) : null}
    </section>
  );
}
