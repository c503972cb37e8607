import type { Metadata } from "next";
import Link from "next/link";
import { NewProductForm } from "@/features/products/new-product-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "New product" };

export default async function NewProductPage() {
  const api = await getServerApi();
  const options = await readForPage("GET /staff/product-options", api.GET("/staff/product-options"));
  return (
    <>
      <p>
        <Link href="/products" className="underline">
          Back to products
        </Link>
      </p>
      <h1 className="text-2xl font-bold">New product</h1>
      <NewProductForm categories={options.categories} />
    </>
  );
}
