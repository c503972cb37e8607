import type { Schema } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import { Button } from "@freight/ui/button";
import { InvoiceStatus, isInvoicePayable } from "@freight/domain/payments/invoice-status";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { formatAtHub } from "@/lib/format";
import { OfflinePaymentForm } from "./offline-payment-form";
import { cancelInvoiceAction, issueInvoiceAction, sendInvoiceAction } from "./finance-actions";
import { LabeledField } from "@/components/labeled-field";

const INVOICE_STATUS_LABELS: Record<number, string> = {
  0: "Draft",
  1: "Issued",
  2: "Approved",
  3: "Paid",
  4: "Cancelled",
};

/** An order's invoices, with issuing a new one and cancelling an unpaid one (finance and admins). */
export function OrderInvoices({
  orderId,
  invoices,
  timeZone,
}: {
  orderId: number;
  invoices: Schema<"Invoice">[];
  /** The order's hub's zone: payments and reminders are dated on its clock. */
  timeZone: string;
}) {
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
              {invoice.description ? ` · ${invoice.description}` : ""}
              {invoice.paidAt ? ` · paid ${formatAtHub(invoice.paidAt, timeZone)}` : ""}
              {invoice.lastSentAt ? ` · reminded ${formatAtHub(invoice.lastSentAt, timeZone)}` : ""}
            </span>
            {isInvoicePayable(invoice.status) ? (
              <ActionForm action={sendInvoiceAction} label={`Remind the customer of ${invoice.number}`}>
                <input type="hidden" name="invoiceId" value={invoice.id} />
                <input type="hidden" name="orderId" value={orderId} />
                <Button type="submit" size="sm" variant="secondary">
                  Send reminder
                </Button>
              </ActionForm>
            ) : null}
            {isInvoicePayable(invoice.status) ? (
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
      <ActionForm action={issueInvoiceAction} label="Issue an invoice" className="max-w-xl">
        <input type="hidden" name="orderId" value={orderId} />
        <div className="flex flex-wrap items-end gap-3">
          <LabeledField label="Amount (USD)">
            <input name="amount" inputMode="decimal" required className={`${fieldClassName} w-32`} />
          </LabeledField>
          <label className="flex flex-1 flex-col gap-1">
            <span className="font-medium">What it is for</span>
            <input name="description" maxLength={500} className={fieldClassName} />
          </label>
          <Button type="submit">Issue invoice</Button>
        </div>
      </ActionForm>
    </section>
  );
}
