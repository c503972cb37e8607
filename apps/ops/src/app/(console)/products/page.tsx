import type { Metadata } from "next";
import Link from "next/link";
import { formatCents } from "@freight/domain/money/cents";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName, tableClassName } from "@/components/field-styles";
import { ScrollRegion } from "@/components/scroll-region";
import { getOpsApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

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
      <h1 className="text-2xl font-bold">Products</h1>
      <form method="get" aria-label="Find products" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          <span className="font-medium">Name</span>
          <input name="search" defaultValue={search} className={fieldClassName} />
        </label>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Find
        </button>
      </form>
      {page.items.length === 0 ? <p>No products match.</p> : null}
      <ScrollRegion label="Products">
        <table className={tableClassName}>
          <caption className="sr-only">Products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
