import { asArray, asInteger, asRecord, asString } from "../mapping/server-value";

/** A temperature-control option as the temp list endpoint sends it. */
export interface ServerTempItem {
  id?: number;
  name?: string;
  sortOrder?: number;
}

/** A temperature-control option: `value` is a copy of the name for the select. */
export interface TempListItem {
  id: number;
  name: string;
  sortOrder: number;
  value: string;
}

/** Maps one server temperature-control option, copying the name to `value`. */
export function toTempListItem(server: ServerTempItem | null | undefined): TempListItem {
  const item = asRecord(server);
  const name = asString(item.name);
  return { id: asInteger(item.id), name, sortOrder: asInteger(item.sortOrder), value: name };
}

/** Maps the temp list, sorted by sortOrder (ties keep the server's order). */
export function toTempList(server: readonly ServerTempItem[] | null | undefined): TempListItem[] {
  return asArray(server)
    .map((item) => toTempListItem(item as ServerTempItem))
    .sort((left, right) => left.sortOrder - right.sortOrder);
}
