import type { Metadata } from "next";
import { HubChooserForm } from "@/components/hub-chooser-form";
import { PriceListEditor } from "@/features/prices/price-list-editor";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { loadHubs } from "@/lib/load-hubs";

export const metadata: Metadata = { title: "Price lists" };

export default async function PricesPage({ searchParams }: { searchParams: Promise<{ hubId?: string }> }) {
  const params = await searchParams;
  const hubs = await loadHubs();
  const hub = hubs.find((one) => String(one.id) === params.hubId) ?? hubs[0];
  if (!hub) return <p>There are no hubs yet.</p>;
  const api = await getServerApi();
  const list = await readForPage(
    "GET /staff/hubs/{hubId}/prices",
    api.GET("/staff/hubs/{hubId}/prices", { params: { path: { hubId: hub.id } } }),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Price lists</h1>
      <HubChooserForm hubs={hubs} hubId={hub.id} label="Choose a hub" />
      <p>
        {list.hubName}: unit prices and hour fees per pricing tier (Regular on weekday mornings and evenings,
        Peak on weekday afternoons, Best at night and on weekends, on the hub&apos;s clock). A change applies
        to bookings made after it; booked orders keep their price. Version {list.version}.
      </p>
      <PriceListEditor list={list} />
    </>
  );
}
