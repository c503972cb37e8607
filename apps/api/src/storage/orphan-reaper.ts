import type { ObjectStorage } from "./object-storage.js";

/** An object younger than this may belong to an upload whose row is not committed yet. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const batchSize = 500;

/**
 * Removes stored objects no row names any more (a crash between storing a file and committing its row,
 * a row deleted while its file's removal failed). Only objects older than the grace period are judged.
 */
export async function reapOrphanObjects(
  storage: ObjectStorage,
  referenced: (keys: string[]) => Promise<Set<string>>,
  now: Date,
): Promise<{ checked: number; removed: number }> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let checked = 0;
  let removed = 0;
  let batch: string[] = [];
  const judge = async () => {
    const kept = await referenced(batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
    checked += batch.length;
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.writtenAt.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= batchSize) await judge();
  }
  if (batch.length > 0) await judge();
  return { checked, removed };
}
