import type { Metadata } from "next";
import { ProductChoiceForm } from "@/features/products/product-choice-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "Product categories, features and applications" };

export default async function ProductChoicesPage() {
  const api = await getServerApi();
  const choices = await readForPage("GET /staff/product-options", api.GET("/staff/product-options"));
  const lists = [
    ["Categories", choices.categories],
    ["Features", choices.features],
    ["Applications", choices.applications],
  ] as const;
  return (
    <>
      <h1 className="text-2xl font-bold">Categories, features and applications</h1>
      <p>The shop filters by category and shows a product&apos;s features and applications as tiles.</p>
      <ProductChoiceForm />
      <div className="grid gap-6 md:grid-cols-3">
        {lists.map(([title, entries]) => (
          <section key={title} aria-label={title}>
            <h2 className="text-lg font-semibold">{title}</h2>
            <ul className="list-disc pl-5">
              {entries.map((entry) => (
                <li key={entry.id}>{entry.name}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
