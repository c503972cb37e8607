import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ProductForm } from "@/features/products/product-form";
import { ProductSaleForm } from "@/features/products/product-sale-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "Product" };

export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ created?: string }>;
}) {
  const productId = Number((await params).id);
  if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) notFound();
  const { created } = await searchParams;
  const api = await getServerApi();
  const [product, options] = await Promise.all([
    readForPage(
      "GET /staff/products/{productId}",
      api.GET("/staff/products/{productId}", { params: { path: { productId } } }),
    ),
    readForPage("GET /staff/product-options", api.GET("/staff/product-options")),
  ]);
  return (
    <>
      <p>
        <Link href="/products" className="underline">
          Back to products
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{product.name}</h1>
      {created === "1" ? <p role="status">Added. Fill in the rest and save.</p> : null}
      <p>Version {product.version}. A change shows in the shop at once.</p>
      <ProductSaleForm product={product} />
      {product.saleStatus === "archived" ? null : <ProductForm product={product} options={options} />}
    </>
  );
}
