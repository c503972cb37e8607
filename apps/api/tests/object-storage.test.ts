import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localObjectStorage } from "../src/storage/local-object-storage.js";
import { newStorageKey, type ObjectStorage } from "../src/storage/object-storage.js";
import { createS3Client, s3ObjectStorage } from "../src/storage/s3-object-storage.js";

let localDir: string;
let s3Dir: string;
let s3Server: S3rver;
const storages: Record<"local disk" | "S3", ObjectStorage> = {} as never;
let otherPrefix: ObjectStorage;

beforeAll(async () => {
  localDir = await mkdtemp(join(tmpdir(), "freight-storage-"));
  s3Dir = await mkdtemp(join(tmpdir(), "freight-s3rver-"));
  // A real S3-compatible server on a free port, speaking the S3 API the SDK speaks to AWS.
  s3Server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir });
  const { port } = await s3Server.run();
  const client = createS3Client({
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  await client.send(new CreateBucketCommand({ Bucket: "freight-files" }));
  storages["local disk"] = localObjectStorage(localDir);
  storages.S3 = s3ObjectStorage(client, { bucket: "freight-files", prefix: "order-files/" });
  otherPrefix = s3ObjectStorage(client, { bucket: "freight-files", prefix: "avatars/" });
});
afterAll(async () => {
  await s3Server.close();
  await rm(localDir, { recursive: true, force: true });
  await rm(s3Dir, { recursive: true, force: true });
});

async function keysOf(storage: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys;
}

describe.each(["local disk", "S3"] as const)("object storage on %s", (name) => {
  const storage = () => storages[name];

  it("stores and reads bytes under a generated key", async () => {
    const key = newStorageKey("png");
    await storage().put(key, Buffer.from("bytes"), "image/png");
    expect((await storage().get(key))?.toString()).toBe("bytes");
  });

  it("answers undefined for a key with nothing stored and forgets removed objects", async () => {
    const key = newStorageKey("pdf");
    expect(await storage().get(key)).toBeUndefined();
    await storage().put(key, Buffer.from("x"), "application/pdf");
    await storage().remove(key);
    expect(await storage().get(key)).toBeUndefined();
    await expect(storage().remove(key)).resolves.toBeUndefined();
  });

  it("streams a body larger than one upload part", async () => {
    const key = newStorageKey("pdf");
    const chunks = [Buffer.alloc(3 * 1024 * 1024, 1), Buffer.alloc(3 * 1024 * 1024, 2), Buffer.from("end")];
    await storage().put(key, Readable.from(chunks), "application/pdf");
    const stored = await storage().get(key);
    expect(stored?.length).toBe(6 * 1024 * 1024 + 3);
    expect(stored?.subarray(-3).toString()).toBe("end");
  });

  it("leaves no object when the upload stream breaks half-way", async () => {
    const key = newStorageKey("pdf");
    async function* breaking() {
      yield Buffer.alloc(6 * 1024 * 1024, 1);
      throw new Error("the client went away");
    }
    await expect(storage().put(key, Readable.from(breaking()), "application/pdf")).rejects.toThrow();
    expect(await storage().get(key)).toBeUndefined();
    expect(await keysOf(storage())).not.toContain(key);
  });

  it("lists what it stores, with when it was written", async () => {
    const key = newStorageKey("webp");
    const before = Date.now() - 5_000;
    await storage().put(key, Buffer.from("w"), "image/webp");
    const listed: { key: string; writtenAt: Date }[] = [];
    for await (const object of storage().list()) listed.push(object);
    const entry = listed.find((object) => object.key === key);
    expect(entry?.writtenAt.getTime()).toBeGreaterThan(before);
  });

  it("refuses keys it did not make, so nothing outside its place or executable can be named", async () => {
    for (const key of [
      "../escape.png",
      "ab/../../x.png",
      "ab/0123456789abcdef0123456789abcdef.sh",
      "/etc/passwd",
      "ab/0123456789abcdef0123456789abcdef.png\u0000.sh",
    ]) {
      await expect(storage().get(key), key).rejects.toThrow("Not a storage key");
      await expect(storage().put(key, Buffer.from("x"), "image/png"), key).rejects.toThrow(
        "Not a storage key",
      );
    }
  });
});

describe("local disk storage", () => {
  it("writes files without any execute bit and never overwrites one", async () => {
    const storage = storages["local disk"];
    const key = newStorageKey("jpg");
    await storage.put(key, Buffer.from("first"), "image/jpeg");
    expect((await stat(join(localDir, key))).mode & 0o111).toBe(0);
    await expect(storage.put(key, Buffer.from("second"), "image/jpeg")).rejects.toThrow();
    expect((await storage.get(key))?.toString()).toBe("first");
  });
});

describe("S3 storage", () => {
  it("keeps each kind of file under its own prefix of the bucket", async () => {
    const key = newStorageKey("png");
    await storages.S3.put(key, Buffer.from("order file"), "image/png");
    expect(await otherPrefix.get(key)).toBeUndefined();
    expect(await keysOf(otherPrefix)).not.toContain(key);
  });
});
