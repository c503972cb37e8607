import { ShopPage, shopPageMetadata } from "@/app/_pages/shop-page";

export const metadata = shopPageMetadata;

export default function Page({ searchParams }: PageProps<"/shop">) {
  return <ShopPage searchParams={searchParams} rendering="per-request" />;
}
