"use client";

import Link from "next/link";
import { mapText } from "@/content/map";
import { useAppSelector } from "@/store/hooks";
import { CONTINENTAL_BOUNDS, createMapProjection, ringToSvgPath } from "./map-projection";
import { placePinLabels } from "./map-labels";
import { selectVisibleMapLocations } from "./map-slice";
import { northAmericaOutline } from "./north-america-outline";

const projection = createMapProjection(CONTINENTAL_BOUNDS, 1000);
const outlinePaths = northAmericaOutline.map((ring) => ({
  name: ring.name,
  d: ringToSvgPath(ring, projection),
}));

/** The hubs as pins on an inline outline map: no tile server, no outside requests. */
export function HubMap() {
  const locations = useAppSelector(selectVisibleMapLocations);
  // Hubs close together (Stockton and Reno) would print their names over each other: each label takes a free side.
  const pins = locations.map((location) => projection.project([location.longitude, location.latitude]));
  const labels = placePinLabels(pins.map((pin, index) => ({ ...pin, text: locations[index]!.title })));
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-brand-50">
      <svg
        viewBox={`0 0 ${projection.width} ${Math.round(projection.height)}`}
        role="group"
        aria-label={mapText.mapLabel}
        className="h-auto w-full"
      >
        {outlinePaths.map((path) => (
          <path
            key={path.name}
            d={path.d}
            className="fill-surface stroke-brand-200"
            strokeWidth={2}
            strokeLinejoin="round"
          >
            <title>{path.name}</title>
          </path>
        ))}
        {locations.map((location, index) => {
          const { x, y } = pins[index]!;
          const label = labels[index]!;
          return (
            <Link
              key={location.id}
              href={`/locations/${location.slug}`}
              aria-label={location.title}
              data-testid="map-pin"
            >
              <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`} className="group">
                <circle r={16} className="fill-accent-500/25" />
                <circle
                  r={8}
                  className="fill-accent-500 stroke-white group-hover:fill-brand-700"
                  strokeWidth={3}
                />
                <text
                  x={label.dx}
                  y={label.dy}
                  textAnchor={label.anchor}
                  className="fill-ink text-[22px] font-semibold"
                  aria-hidden="true"
                >
                  {location.title}
                </text>
              </g>
            </Link>
          );
        })}
      </svg>
    </figure>
  );
}
