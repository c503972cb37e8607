import { inArray } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { orderFiles, users } from "../db/schema/index.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import { reapOrphanObjects } from "../storage/orphan-reaper.js";
import { referencedUploadedImages } from "./uploaded-images.js";

/**
 * Removes order files, avatars and uploaded images that no row names any more (older than the reaper's grace
 * period).
 */
export async function reapOrphanFiles(
  {
    db,
    orderFiles: orderFileStorage,
    avatars,
    images,
  }: { db: Database; orderFiles: ObjectStorage; avatars: ObjectStorage; images: ObjectStorage },
  now: Date,
) {
  return {
    orderFiles: await reapOrphanObjects(orderFileStorage, (keys) => referencedOrderFiles(db, keys), now),
    avatars: await reapOrphanObjects(avatars, (keys) => referencedAvatars(db, keys), now),
    images: await reapOrphanObjects(images, (keys) => referencedUploadedImages(db, keys), now),
  };
}

async function referencedOrderFiles(db: Database, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: orderFiles.storageKey })
    .from(orderFiles)
    .where(inArray(orderFiles.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

/** A profile names its avatar as `/avatars/<key>`. */
async function referencedAvatars(db: Database, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ url: users.avatarUrl })
    .from(users)
    .where(
      inArray(
        users.avatarUrl,
        keys.map((key) => `/avatars/${key}`),
      ),
    );
  return new Set(rows.map((row) => row.url.slice("/avatars/".length)));
}
