import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatCents } from "@freight/domain/money/cents";
import { Card } from "@freight/ui/card";
import { LedgerAdjustmentForm } from "@/features/finance/ledger-adjustment-form";
import { getOpsApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { loadStaffSelf } from "@/lib/session/load-staff-self";

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const customerId = Number((await params).id);
  if (!Number.isInteger(customerId) || customerId < 1 || customerId > 2_147_483_647) notFound();
  const api = await getOpsApi();
  const [self, customer] = await Promise.all([
    loadStaffSelf(),
    readForPage(
      "GET /staff/customers/{customerId}",
      api.GET("/staff/customers/{customerId}", { params: { path: { customerId } } }),
    ),
  ]);
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  return (
    <>
      <p>
        <Link href="/customers" className="underline">
          Back to customers
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{name}</h1>
      <Card as="section" aria-label="Profile">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">E-mail</dt>
          <dd>{customer.email}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{customer.phoneNumber ?? "—"}</dd>
          <dt className="font-semibold">Company</dt>
          <dd>{customer.corporationName || "—"}</dd>
          <dt className="font-semibold">Balance</dt>
          <dd>{formatCents(customer.balance)}</dd>
          <dt className="font-semibold">Bonuses</dt>
          <dd>{formatCents(customer.bonuses)}</dd>
          <dt className="font-semibold">Orders</dt>
          <dd>
            <Link href={`/orders?search=${encodeURIComponent(customer.email)}`} className="underline">
              {customer.ordersCount} ({customer.openOrdersCount} open)
            </Link>
          </dd>
        </dl>
      </Card>
      {self.permissions.includes("ledger.adjust") ? (
        <section aria-labelledby="ledger" className="flex flex-col gap-3">
          <h2 id="ledger" className="text-xl font-semibold">
            Adjust the ledger
          </h2>
          <LedgerAdjustmentForm customerId={customer.id} />
        </section>
      ) : null}
    </>
  );
}
