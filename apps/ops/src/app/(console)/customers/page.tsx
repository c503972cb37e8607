import type { Metadata } from "next";
import Link from "next/link";
import { formatCents } from "@freight/domain/money/cents";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { DataTable } from "@/components/data-table";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Customers" };

export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<{ search?: string }>;
}) {
  const raw = (await searchParams).search;
  const search = typeof raw === "string" ? raw.trim().slice(0, 200) : "";
  const api = await getServerApi();
  const customers = await readForPage(
    "GET /staff/customers",
    api.GET("/staff/customers", { params: { query: { limit: 50, ...(search ? { search } : {}) } } }),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Customers</h1>
      <form method="get" role="search" aria-label="Find a customer" className="flex items-end gap-3">
        <LabeledField label="Name, e-mail, phone or FB number">
          <input name="search" defaultValue={search} maxLength={200} className={fieldClassName} />
        </LabeledField>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Search
        </button>
      </form>
      <p>{customers.totalItems} customers</p>
      <DataTable
        label="Customers"
        caption="Customers"
        columns={["Name", "E-mail", "Phone", "Balance", "Bonuses", "Orders"]}
      >
        {customers.items.map((customer) => (
          <tr key={customer.id}>
            <td>
              <Link href={`/customers/${customer.id}`} className="font-semibold underline">
                {`${customer.firstName} ${customer.lastName}`.trim() || customer.email}
              </Link>{" "}
              {customer.corporationName ? `(${customer.corporationName})` : ""}
            </td>
            <td>{customer.email}</td>
            <td>{customer.phoneNumber ?? ""}</td>
            <td>{formatCents(customer.balance)}</td>
            <td>{formatCents(customer.bonuses)}</td>
            <td>
              <Link href={`/orders?search=${encodeURIComponent(customer.email)}`} className="underline">
                {customer.ordersCount} ({customer.openOrdersCount} open)
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
