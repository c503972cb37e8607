import type { Metadata } from "next";
import Link from "next/link";
import { formatCents } from "@freight/domain/money/cents";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { getOpsApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { DataTable } from "@/components/data-table";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Products" };

export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<{ search?: string; page?: string }>;
}) {
  const params = await searchParams;
  const search = typeof params.search === "string" ? params.search.trim().slice(0, 200) : "";
  const api = await getOpsApi();
  const page = await readForPage(
    "GET /supplies",
    api.GET("/supplies", {
      params: { query: { limit: 50, sort: "name-asc", ...(search ? { search } : {}) } },
    }),
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Products</h1>
        <div className="flex flex-wrap gap-3">
          <Link href="/products/choices" className={buttonClassName({ variant: "secondary" })}>
            Categories, features and applications
          </Link>
          <Link href="/products/new" className={buttonClassName({ variant: "primary" })}>
            Add a product
          </Link>
        </div>
      </div>
      <form method="get" aria-label="Find products" className="flex flex-wrap items-end gap-3">
        <LabeledField label="Name">
          <input name="search" defaultValue={search} className={fieldClassName} />
        </LabeledField>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Find
        </button>
      </form>
      {page.items.length === 0 ? <p>No products match.</p> : null}
      <DataTable label="Products" caption="Products" columns={["Product", "Price", "Stock"]}>
        {page.items.map((product) => (
          <tr key={product.id}>
            <td>
              <Link href={`/products/${product.id}`} className="underline">
                {product.name}
              </Link>
            </td>
            <td className="tabular-nums">{formatCents(product.price)}</td>
            <td>{product.stock === null ? "Not counted" : product.stock}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
