import { asArray, asInteger, asNumber, asRecord, asString } from "../mapping/server-value";

/** A hub as the hub list endpoints send it (every field may be missing). */
export interface ServerHub {
  id?: number;
  name?: string;
  slug?: string;
  timeZone?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  minimalCharge?: number;
}

/** A hub as a select option: `value` is a copy of the name for display. */
export interface HubListItem {
  id: number;
  name: string;
  value: string;
  slug: string;
  timeZone: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Minimum charge of the hub in cents. */
  minimalCharge: number;
}

/** Maps one server hub to a list item, copying the name to `value`. */
export function toHubListItem(server: ServerHub | null | undefined): HubListItem {
  const hub = asRecord(server);
  const name = asString(hub.name);
  return {
    id: asInteger(hub.id),
    name,
    value: name,
    slug: asString(hub.slug),
    timeZone: asString(hub.timeZone),
    address: asString(hub.address),
    latitude: asNumber(hub.latitude),
    longitude: asNumber(hub.longitude),
    minimalCharge: asInteger(hub.minimalCharge),
  };
}

/** Compares hub names the way the list is sorted (English collation, case-insensitive first). */
export function compareHubNames(left: string, right: string): number {
  return left.localeCompare(right, "en", { sensitivity: "base" }) || left.localeCompare(right, "en");
}

/** Maps a server hub list to list items sorted by name; a non-array answer gives an empty list. */
export function toHubList(server: readonly ServerHub[] | null | undefined): HubListItem[] {
  return asArray(server)
    .map((hub) => toHubListItem(hub as ServerHub))
    .sort((left, right) => compareHubNames(left.name, right.name));
}
