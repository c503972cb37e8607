import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, isStorageKey, type ObjectStorage, type StoredObject } from "./object-storage.js";

/** Files on local disk under `dir`, written without any execute bit and never overwritten. */
export function localObjectStorage(dir: string): ObjectStorage {
  const root = resolve(dir);
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Not a storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o750 });
      const source = body instanceof Readable ? body : Readable.from([body]);
      try {
        await pipeline(source, createWriteStream(path, { mode: 0o640, flags: "wx" }));
      } catch (error) {
        // A stream that broke half-way must not leave half a file; an existing file ("wx") is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await rm(path, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(): AsyncIterable<StoredObject> {
      yield* walk(root, root);
    },
  };
}

async function* walk(root: string, dir: string): AsyncIterable<StoredObject> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(root, path);
      continue;
    }
    const key = relative(root, path).split(sep).join("/");
    if (entry.isFile() && isStorageKey(key)) yield { key, writtenAt: (await stat(path)).mtime };
  }
}
