import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { InvoiceKind } from "@freight/domain/payments/invoice-kind";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { isInvoicePayableNow, orderOwedOf } from "@freight/domain/payments/order-owed";
import type { Order } from "@freight/domain/orders/order-mapper";
import { accountMay } from "@freight/domain/companies/company-roles";
import type { ProfileCompany } from "@freight/domain/profile/customer-profile";
import { formatText, portalText } from "@/content/portal-text";
import { formatDate } from "@/lib/format/order-format";

const text = portalText.details;

/**
 * The order's invoices: a PDF once issued, what a supplementary charge is for, and a way to pay one for its amount
 * while the order still owes it (the domain's rule: never an invoice for money the order no longer owes).
 */
export function OrderInvoicesCard({
  order,
  timeZone,
  apiBase,
  company,
}: {
  order: Pick<Order, "id" | "invoices" | "status" | "total" | "totalPaid" | "credited">;
  timeZone: string;
  apiBase: string;
  /** The company the person works for (null: their own account): its role decides the PDF and pay links. */
  company: ProfileCompany | null;
}) {
  const mayReadBooks = accountMay(company, "finance.read");
  const mayPay = accountMay(company, "payments.pay");
  const owed = orderOwedOf(order);
  return (
    <Card as="section" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="mb-3 text-lg font-semibold">
        {text.invoices}
      </h2>
      {order.invoices.length === 0 ? (
        <p className="text-ink-muted">{text.noInvoices}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {order.invoices.map((invoice) => (
            <li key={invoice.id} className="flex items-center justify-between gap-3 py-2">
              <div>
                <p className="font-semibold">{invoice.number}</p>
                <p className="text-sm text-ink-muted">
                  {text.invoiceStatus[String(invoice.status) as keyof typeof text.invoiceStatus]}
                  {invoice.issuedAt ? ` · ${formatDate(invoice.issuedAt, timeZone)}` : ""}
                </p>
                {invoice.kind === InvoiceKind.Supplementary ? (
                  <p className="text-sm">{formatText(text.extraCharge, { reason: invoice.reason })}</p>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold tabular-nums">{formatCents(invoice.amount)}</span>
                {mayReadBooks && invoice.status !== InvoiceStatus.Draft ? (
                  <a
                    href={`${apiBase}/invoices/${invoice.id}/pdf`}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                    download
                  >
                    {portalText.payment.downloadPdf}
                  </a>
                ) : null}
                {mayPay &&
                isInvoicePayableNow({ status: invoice.status, amountCents: invoice.amount }, owed) ? (
                  <Link
                    href={`/portal/payment?orderId=${order.id}&invoiceId=${invoice.id}`}
                    className={buttonClassName({ size: "sm" })}
                  >
                    {formatText(text.payAmount, { amount: formatCents(invoice.amount) })}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
