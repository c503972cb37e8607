"use client";

import Link from "next/link";
import { Card } from "@freight/ui/card";
import { formatText } from "@freight/ui/i18n/format-text";
import { mapText } from "@/content/map";
import { useAppSelector } from "@/store/hooks";
import { selectMapLocations, selectVisibleMapLocations } from "./map-slice";

/** The hubs left on the map, as cards with their open slots. */
export function MapLocationList() {
  const visible = useAppSelector(selectVisibleMapLocations);
  const total = useAppSelector(selectMapLocations).length;
  return (
    <section aria-labelledby="map-results" className="flex flex-col gap-4">
      <h2 id="map-results" className="text-lg font-semibold" aria-live="polite">
        {formatText(mapText.resultCount, { count: visible.length, total })}
      </h2>
      {visible.length === 0 ? (
        <p>{mapText.empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {visible.map((location) => {
            const openSlots = location.slots.filter((slot) => slot.isAvailable);
            return (
              <Card
                as="li"
                key={location.id}
                isInteractive
                className="relative flex flex-col gap-2"
                data-testid="map-location"
              >
                <p className="text-xs font-semibold tracking-widest text-accent-600 uppercase">
                  {mapText.kinds[location.type]}
                </p>
                <h3 className="text-lg font-semibold">
                  <Link
                    href={`/locations/${location.slug}`}
                    className="after:absolute after:inset-0 hover:text-brand-600"
                  >
                    {location.title}
                  </Link>
                </h3>
                <p className="text-sm text-ink-muted">{location.address}</p>
                <p className="text-sm">
                  {formatText(mapText.slotsAvailable, { count: openSlots.length })}{" "}
                  <span className="text-ink-muted">
                    {formatText(mapText.slotZone, { zone: location.zone })}
                  </span>
                </p>
                {openSlots.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label={mapText.slot}>
                    {openSlots.map((slot) => (
                      <li
                        key={slot.startHour}
                        className="rounded-full bg-success-soft px-2 py-0.5 text-xs text-success"
                      >
                        {slot.label}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
