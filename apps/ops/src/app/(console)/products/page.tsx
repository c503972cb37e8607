import type { Metadata } from "next";
import Link from "next/link";
import { formatCents } from "@freight/domain/money/cents";
import { isProductSaleStatus, PRODUCT_SALE_STATUSES } from "@freight/domain/shop/product-sale";
import { PRODUCT_SALE_STATUS_LABELS } from "@/features/products/product-sale-form";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { DataTable } from "@/components/data-table";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Products" };

export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<{ search?: string; page?: string; saleStatus?: string }>;
}) {
  const params = await searchParams;
  const search = typeof params.search === "string" ? params.search.trim().slice(0, 200) : "";
  const saleStatus = isProductSaleStatus(params.saleStatus) ? params.saleStatus : undefined;
  const api = await getServerApi();
  const page = await readForPage(
    "GET /staff/products",
    api.GET("/staff/products", {
      params: { query: { limit: 200, ...(search ? { search } : {}), ...(saleStatus ? { saleStatus } : {}) } },
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
        <LabeledField label="Sale status">
          <select name="saleStatus" defaultValue={saleStatus ?? ""} className={fieldClassName}>
            <option value="">Any</option>
            {PRODUCT_SALE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PRODUCT_SALE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </LabeledField>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Find
        </button>
      </form>
      {page.items.length === 0 ? <p>No products match.</p> : null}
      <DataTable label="Products" caption="Products" columns={["Product", "Price", "Stock", "Sale status"]}>
        {page.items.map((product) => (
          <tr key={product.id}>
            <td>
              <Link href={`/products/${product.id}`} className="underline">
                {product.name}
              </Link>
            </td>
            <td className="tabular-nums">{formatCents(product.price)}</td>
            <td>{product.stock === null ? "Not counted" : product.stock}</td>
            <td>{PRODUCT_SALE_STATUS_LABELS[product.saleStatus]}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
