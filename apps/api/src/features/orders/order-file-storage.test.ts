import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStorage, newStorageKey, type FileStorage } from "./order-file-storage.js";

let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "order-files-"));
  storage = localFileStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("localFileStorage", () => {
  it("stores and reads bytes under a generated key, without any execute bit", async () => {
    const key = newStorageKey("png");
    await storage.put(key, Buffer.from("bytes"));
    expect((await storage.get(key))?.toString()).toBe("bytes");
    expect((await stat(join(dir, key))).mode & 0o111).toBe(0);
  });

  it("answers undefined for a key with nothing stored and forgets removed files", async () => {
    const key = newStorageKey("pdf");
    expect(await storage.get(key)).toBeUndefined();
    await storage.put(key, Buffer.from("x"));
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it("refuses keys it did not make, so nothing outside the folder or executable can be named", async () => {
    for (const key of [
      "../escape.png",
      "ab/../../x.png",
      "ab/0123456789abcdef0123456789abcdef.sh",
      "/etc/passwd",
    ]) {
      await expect(storage.get(key)).rejects.toThrow("Not a storage key");
    }
  });

  it("never overwrites a stored file", async () => {
    const key = newStorageKey("jpg");
    await storage.put(key, Buffer.from("first"));
    await expect(storage.put(key, Buffer.from("second"))).rejects.toThrow();
    expect((await storage.get(key))?.toString()).toBe("first");
  });
});
