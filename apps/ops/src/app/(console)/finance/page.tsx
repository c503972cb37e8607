import type { Metadata } from "next";
import type { QueryOf } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { RefundLink, RefundPanel } from "@/features/finance/refund-panel";
import { ReferralSweep } from "@/features/finance/referral-sweep";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatAtHubOrUtc, paymentFlowLabel, paymentStatusLabel, STAFF_PAYMENT_STATUSES } from "@/lib/format";
import { DataTable } from "@/components/data-table";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Finance" };

export default async function FinancePage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; page?: string; refund?: string | string[] }>;
}) {
  const params = await searchParams;
  const status = STAFF_PAYMENT_STATUSES.find((one) => one === params.status);
  const page = /^\d{1,5}$/.test(params.page ?? "") ? Number(params.page) : 0;
  const query: QueryOf<"listStaffPayments"> = { page, limit: 50, ...(status ? { status } : {}) };
  const kept = { ...(status ? { status } : {}), page };
  const api = await getServerApi();
  const [payments, held] = await Promise.all([
    readForPage("GET /staff/payments", api.GET("/staff/payments", { params: { query } })),
    readForPage("GET /staff/referral-bonuses/held", api.GET("/staff/referral-bonuses/held")),
  ]);
  return (
    <>
      <h1 className="text-2xl font-bold">Finance</h1>
      <ReferralSweep held={held} />
      <h2 className="text-xl font-semibold">Payments</h2>
      <div className="flex flex-wrap items-end gap-3">
        <form method="get" aria-label="Filter payments" className="flex items-end gap-3">
          <LabeledField label="Status">
            <select name="status" defaultValue={status ?? ""} className={fieldClassName}>
              <option value="">Any</option>
              {STAFF_PAYMENT_STATUSES.map((one) => (
                <option key={one} value={one}>
                  {paymentStatusLabel(one)}
                </option>
              ))}
            </select>
          </LabeledField>
          <button type="submit" className={buttonClassName({ variant: "secondary" })}>
            Filter
          </button>
        </form>
        <a
          href={`/finance-export${status ? `?status=${status}` : ""}`}
          className={buttonClassName({ variant: "ghost" })}
          download
        >
          Download CSV
        </a>
      </div>
      <p>{payments.totalItems} payments</p>
      {params.refund !== undefined ? (
        <RefundPanel refund={String(params.refund)} payments={payments.items} params={kept} />
      ) : null}
      <DataTable
        label="Payments"
        caption="Payments, newest first"
        columns={["Created", "Customer", "Order", "Amount", "Gateway", "Status", "Refund"]}
      >
        {payments.items.map((payment) => (
          <tr key={payment.id}>
            <td>{formatAtHubOrUtc(payment.createdAt, payment.hubTimeZone)}</td>
            <td>
              {payment.customerName} ({payment.customerEmail})
            </td>
            <td>{payment.orderNumber ?? paymentFlowLabel(payment.flow)}</td>
            <td>{formatCents(payment.amount)}</td>
            <td>
              {payment.method === "offline" ? payment.reference : `${payment.gateway} ${payment.method}`}
            </td>
            <td>
              {paymentStatusLabel(payment.status)}
              {payment.refunded > 0 ? ` · ${formatCents(payment.refunded)} refunded` : ""}
              {payment.unrecovered > 0 ? ` · ${formatCents(payment.unrecovered)} not recovered` : ""}
            </td>
            <td>
              <RefundLink payment={payment} params={kept} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
