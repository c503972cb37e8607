import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { Container } from "@freight/ui/container";
import { mapText } from "@/content/map";
import { HubMap } from "@/features/map/hub-map";
import { loadMapData, readMapDate } from "@/features/map/map-data";
import { MapDataHandover } from "@/features/map/map-data-handover";
import { MapLocationList } from "@/features/map/map-location-list";
import { MapSidebar } from "@/features/map/map-sidebar";
import { PendingSection } from "@/features/content/pending-section";
import { readText } from "@/lib/search-params";
import { whenAvailable } from "@/lib/api/when-available";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: mapText.title,
  description: mapText.metaDescription,
  path: "/map",
});

/** The map for the date asked for (default: each hub's today, so it is read per request); data from cache. */
async function HubMapSection({ searchParams }: Pick<PageProps<"/map">, "searchParams">) {
  const date = readMapDate(readText((await searchParams).date));
  await connection();
  return whenAvailable(loadMapData(date, new Date()), (data) => (
    <MapDataHandover data={data}>
      {/* Phones see the map first, then the controls, then the hub list; wide screens a sidebar. */}
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <HubMap />
        </div>
        <aside aria-label={mapText.sidebarLabel} className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <MapSidebar />
        </aside>
        <div className="lg:col-start-2 lg:row-start-2">
          <MapLocationList />
        </div>
      </div>
    </MapDataHandover>
  ));
}

export default function MapPage({ searchParams }: PageProps<"/map">) {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold md:text-display">{mapText.title}</h1>
      <p className="mt-3 mb-8 max-w-2xl text-lg text-ink-muted">{mapText.intro}</p>
      <Suspense fallback={<PendingSection />}>
        <HubMapSection searchParams={searchParams} />
      </Suspense>
    </Container>
  );
}
