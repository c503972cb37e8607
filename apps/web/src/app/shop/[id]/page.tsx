import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { shopText } from "@/content/shop";
import { loadCompanySettings } from "@/features/company/company-settings";
import { SafeHtml } from "@/components/content/safe-html";
import { isOutOfStock } from "@freight/domain/content/product-offer";
import { AddToCart } from "@/features/cart/add-to-cart";
import { ProductGalleryView } from "@/features/shop/product-gallery-view";
import { ProductPrice } from "@/features/shop/product-price";
import { galleryImages } from "@/features/shop/product-gallery";
import { loadProduct } from "@/features/shop/shop-catalog";
import { readPageData, UnavailablePage } from "@/lib/api/when-available";
import { pageMetadata } from "@/lib/seo/page-metadata";

/**
 * Products are not known at build (the API is not running then): this one placeholder lets the build check the
 * route, and answers 404 without asking the API. A real product page is rendered at its first request, then
 * served from cache and refreshed when the API revalidates the "shop" tag.
 */
export function generateStaticParams() {
  return [{ id: "0" }];
}

/** The product of a page address; null when the address cannot be one or the API answers 404. */
async function findProduct(idParam: string) {
  if (!/^\d+$/.test(idParam)) return null;
  const id = Number(idParam);
  return Number.isSafeInteger(id) && id > 0 ? loadProduct(id) : null;
}

export async function generateMetadata({ params }: PageProps<"/shop/[id]">): Promise<Metadata> {
  const read = await readPageData(findProduct((await params).id));
  const product = read.isAvailable ? read.data : null;
  if (!product) return {};
  const company = await loadCompanySettings();
  return pageMetadata({
    title: product.name,
    description: `${product.name} (${product.category.name}) at hub prices from ${company.name}.`,
    path: `/shop/${product.id}`,
    images: product.image ? [{ url: product.image, alt: product.name }] : undefined,
  });
}

export default async function ProductPage({ params }: PageProps<"/shop/[id]">) {
  const read = await readPageData(findProduct((await params).id));
  if (!read.isAvailable) return <UnavailablePage />;
  const product = read.data;
  if (!product) notFound();
  const images = galleryImages(product);

  return (
    <Container className="py-12">
      <Link href="/shop" className="text-brand-600 hover:underline">
        ← {shopText.backToShop}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <section aria-label={shopText.gallery} className="flex flex-col gap-3">
          <ProductGalleryView images={images} name={product.name} />
        </section>
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink-muted">
            {shopText.category}: {product.category.name}
          </p>
          <h1 className="text-3xl font-bold">{product.name}</h1>
          {product.isLimitedTimeOffer ? (
            <p className="w-fit rounded-full bg-accent-500 px-3 py-1 text-sm font-semibold text-white">
              {shopText.limitedTimeOffer}
            </p>
          ) : null}
          <ProductPrice price={product.price} oldPrice={product.oldPrice} stock={product.stock} size="lg" />
          <SafeHtml html={product.description} className="rich-text" />
          {product.application ? <p>{product.application}</p> : null}
          {product.colors.length > 0 ? (
            <section aria-labelledby="product-colors">
              <h2 id="product-colors" className="mb-2 font-semibold">
                {shopText.colors}
              </h2>
              <ul className="flex flex-wrap gap-3">
                {product.colors.map((color) => (
                  <li key={color.id} className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full border border-line"
                      style={{ backgroundColor: color.color }}
                    />
                    {color.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <AddToCart
            productId={product.id}
            name={product.name}
            priceCents={product.price}
            isOutOfStock={isOutOfStock(product.stock)}
          />
        </div>
      </div>
      {[
        { id: "product-features", title: shopText.features, items: product.features },
        { id: "product-applications", title: shopText.applications, items: product.applications },
      ].map((group) =>
        group.items.length > 0 ? (
          <section key={group.id} aria-labelledby={group.id} className="mt-12">
            <h2 id={group.id} className="mb-4 text-2xl font-semibold">
              {group.title}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <Card as="li" key={item.id} className="flex flex-col gap-2">
                  <h3 className="font-semibold">{item.name}</h3>
                  <p className="text-ink-muted">{item.description}</p>
                </Card>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </Container>
  );
}
