import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatCents } from "@freight/domain/money/cents";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";
import { isHubScopedRole } from "@freight/domain/staff/staff-roles";
import { Card } from "@freight/ui/card";
import { CustomerCompanies } from "@/features/customers/customer-companies";
import { CustomerPrices } from "@/features/customers/customer-prices";
import { CustomerReferrals } from "@/features/customers/customer-referrals";
import { LedgerAdjustmentForm } from "@/features/finance/ledger-adjustment-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatAtHub, formatAtHubOrUtc, orderStatusLabel } from "@/lib/format";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { staffMay } from "@/lib/session/staff-may";
import { OrderNumber } from "@freight/ui/order-number";

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const customerId = Number((await params).id);
  if (!Number.isInteger(customerId) || customerId < 1 || customerId > 2_147_483_647) notFound();
  const api = await getServerApi();
  const [self, customer, ledger, orders, referrals, prices, hubs, services, companies] = await Promise.all([
    loadStaffSelf(),
    readForPage(
      "GET /staff/customers/{customerId}",
      api.GET("/staff/customers/{customerId}", { params: { path: { customerId } } }),
    ),
    readForPage(
      "GET /staff/customers/{customerId}/ledger",
      api.GET("/staff/customers/{customerId}/ledger", {
        params: { path: { customerId }, query: { limit: 20 } },
      }),
    ),
    readForPage(
      "GET /staff/orders",
      api.GET("/staff/orders", {
        params: { query: { customerId, limit: 20, sortBy: "date", order: "desc" } },
      }),
    ),
    readForPage(
      "GET /staff/customers/{customerId}/referrals",
      api.GET("/staff/customers/{customerId}/referrals", { params: { path: { customerId } } }),
    ),
    readForPage(
      "GET /staff/customers/{customerId}/prices",
      api.GET("/staff/customers/{customerId}/prices", { params: { path: { customerId } } }),
    ),
    // Every hub and service, public or not: a customer's own rates are how a hub kept off the site is booked.
    readForPage("GET /hubs", api.GET("/hubs")),
    readForPage("GET /services", api.GET("/services")),
    readForPage(
      "GET /staff/customers/{customerId}/companies",
      api.GET("/staff/customers/{customerId}/companies", { params: { path: { customerId } } }),
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
      <section aria-labelledby="customer-orders" className="flex flex-col gap-2">
        <h2 id="customer-orders" className="text-xl font-semibold">
          Latest orders{isHubScopedRole(self.role) ? " at your hubs" : ""}
        </h2>
        {orders.items.length === 0 ? <p>No orders.</p> : null}
        <ul className="flex flex-col gap-1">
          {orders.items.map((order) => (
            <li key={order.id}>
              <Link href={`/orders/${order.id}`} className="font-semibold underline">
                <OrderNumber number={order.number} />
              </Link>{" "}
              {order.hub.name} · {formatAtHub(order.timeFrom, order.hub.timeZone)} ·{" "}
              {orderStatusLabel(order.status)} · {formatCents(order.total)} ·{" "}
              {billingSummaryOf(orderOwedOf(order)).words}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="customer-ledger" className="flex flex-col gap-2">
        <h2 id="customer-ledger" className="text-xl font-semibold">
          Ledger (balance {formatCents(ledger.balance)}, bonuses {formatCents(ledger.bonuses)})
        </h2>
        {ledger.items.length === 0 ? <p>No entries.</p> : null}
        <ul className="flex flex-col gap-1">
          {ledger.items.map((entry) => (
            <li key={entry.id}>
              {formatAtHubOrUtc(entry.createdAt, entry.hubTimeZone)} · {entry.account}{" "}
              {entry.kind === "increase" ? "+" : entry.kind === "decrease" ? "−" : "paid directly "}
              {formatCents(entry.amount)} → {formatCents(entry.heldAfter)} · {entry.description}
            </li>
          ))}
        </ul>
      </section>
      <CustomerCompanies companies={companies} />
      <CustomerReferrals referrals={referrals} />
      <CustomerPrices
        customerId={customer.id}
        prices={prices.prices}
        hubs={hubs}
        services={services}
        canChange={staffMay(self, "replaceCustomerPrices")}
      />
      {staffMay(self, "adjustCustomerLedger") ? (
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
