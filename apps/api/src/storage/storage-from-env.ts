import type { S3Client } from "@aws-sdk/client-s3";
import type { Env } from "../env.js";
import { localObjectStorage } from "./local-object-storage.js";
import type { ObjectStorage } from "./object-storage.js";
import { createS3Client, s3ObjectStorage } from "./s3-object-storage.js";

/** The kinds of uploaded files; each is a folder on disk or a prefix in the bucket. */
export type StorageArea = "order-files" | "avatars" | "images";

/**
 * Opens the storage of each area: an S3 bucket (one client shared by the areas) when S3_BUCKET is set,
 * otherwise the area's folder on local disk.
 */
export function objectStoragesFromEnv(
  env: Pick<Env, "objectStorage">,
  localDirs: Record<StorageArea, string>,
): Record<StorageArea, ObjectStorage> {
  const config = env.objectStorage;
  if (config.kind === "local") {
    return {
      "order-files": localObjectStorage(localDirs["order-files"]),
      avatars: localObjectStorage(localDirs.avatars),
      images: localObjectStorage(localDirs.images),
    };
  }
  const client: S3Client = createS3Client(config);
  return {
    "order-files": s3ObjectStorage(client, { bucket: config.bucket, prefix: "order-files/" }),
    avatars: s3ObjectStorage(client, { bucket: config.bucket, prefix: "avatars/" }),
    images: s3ObjectStorage(client, { bucket: config.bucket, prefix: "images/" }),
  };
}
