import type { Metadata } from "next";
import { HubChooserForm } from "@/components/hub-chooser-form";
import { HubForm } from "@/features/hubs/hub-form";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { loadHubs } from "@/lib/load-hubs";

export const metadata: Metadata = { title: "Hubs" };

export default async function HubsPage({ searchParams }: { searchParams: Promise<{ hubId?: string }> }) {
  const params = await searchParams;
  const hubs = await loadHubs();
  const chosen = hubs.find((one) => String(one.id) === params.hubId) ?? hubs[0];
  if (!chosen) return <p>There are no hubs yet.</p>;
  const api = await getServerApi();
  const hub = await readForPage(
    "GET /staff/hubs/{hubId}",
    api.GET("/staff/hubs/{hubId}", { params: { path: { hubId: chosen.id } } }),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Hubs</h1>
      <HubChooserForm hubs={hubs} hubId={hub.id} label="Choose a hub" />
      <p>
        {hub.name}: address, time zone, opening hours, check-in window, orders per slot and minimal charge. A change applies to bookings
        made after it; booked orders keep their slot and price. To close a day or a slot (a holiday), use the dock
        schedule. Version {hub.version}.
      </p>
      <HubForm key={hub.id} hub={hub} />
    </>
  );
}
