import type { LonLat, OutlineRing } from "./north-america-outline";

/** The part of the globe a map shows, in degrees. */
export interface GeoBounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** A projection onto an SVG canvas of a fixed width; the height follows from the bounds. */
export interface MapProjection {
  width: number;
  height: number;
  /** Canvas coordinates of a longitude/latitude; y grows downwards, as in SVG. */
  project: (point: LonLat) => { x: number; y: number };
}

/** The continental US and southern Canada, with room around the hubs. */
export const CONTINENTAL_BOUNDS: GeoBounds = { west: -126, east: -62, south: 24, north: 54 };

/**
 * An equirectangular projection with longitudes shrunk by the cosine of the middle latitude, so
 * shapes at these latitudes keep roughly their proportions (a degree of longitude at 39° N is
 * about 78% of a degree of latitude). Good enough for pins on a national map; not for distances.
 */
export function createMapProjection(bounds: GeoBounds, width: number): MapProjection {
  if (!(bounds.east > bounds.west) || !(bounds.north > bounds.south)) {
    throw new RangeError("map bounds must have east > west and north > south");
  }
  if (!(width > 0)) throw new RangeError(`map width must be positive, got ${width}`);
  const middleLatitude = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const longitudeScale = Math.cos(middleLatitude);
  const scale = width / ((bounds.east - bounds.west) * longitudeScale);
  const height = (bounds.north - bounds.south) * scale;
  return {
    width,
    height,
    project: ([longitude, latitude]) => ({
      x: (longitude - bounds.west) * longitudeScale * scale,
      y: (bounds.north - latitude) * scale,
    }),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** An SVG path ("M x y L x y … Z") of a closed ring, rounded to a tenth of a unit to keep the markup small. */
export function ringToSvgPath(ring: OutlineRing, projection: MapProjection): string {
  const [first, ...rest] = ring.points.map((point) => projection.project(point));
  if (!first) return "";
  const lines = rest.map(({ x, y }) => `L${round(x)} ${round(y)}`).join("");
  return `M${round(first.x)} ${round(first.y)}${lines}Z`;
}
