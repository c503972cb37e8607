import { integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

export interface MapCheckboxOption {
  name: string;
  label: string;
  section?: "core" | "additional";
  matches?: string;
}

export interface MapTimeRangeField {
  name: "from" | "to";
  label: string;
  defaultValue: string;
}

/** Filter groups of the map screen: checkbox groups carry options, the opening-hours group carries fields. */
export const mapFilterGroups = pgTable(
  "map_filter_groups",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    key: text().notNull(),
    /** checkbox or timeRange. */
    kind: text().notNull(),
    title: text().notNull(),
    sortOrder: integer().notNull().default(0),
    options: jsonb().$type<MapCheckboxOption[]>().notNull().default([]),
    fields: jsonb().$type<MapTimeRangeField[]>().notNull().default([]),
  },
  (table) => [uniqueIndex("map_filter_groups_key_unique").on(table.key)],
);
