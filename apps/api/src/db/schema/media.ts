import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

/**
 * An image uploaded in the console: its display size and its thumbnail, each a WebP object in the images
 * storage under a random key. Kept as a library (a cover or gallery names it by `/uploaded-images/<key>`);
 * the orphan reaper removes stored objects no row names.
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    storageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("uploaded_images_key_unique").on(table.storageKey),
    uniqueIndex("uploaded_images_thumbnail_unique").on(table.thumbnailKey),
    index("uploaded_images_created_idx").on(table.createdAt),
  ],
);
