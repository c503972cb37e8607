import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertStorageKey, isStorageKey, type ObjectStorage, type StoredObject } from "./object-storage.js";

export interface S3Location {
  bucket: string;
  /** Keeps one kind of file apart in a shared bucket: `order-files/`, `avatars/`. */
  prefix: string;
}

/**
 * An S3 client for AWS S3 or an S3-compatible server. Checksums are sent only where S3 requires them: MinIO,
 * R2 and local servers do not all accept the SDK's newer default trailing checksums.
 */
export function createS3Client(config: {
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}): S3Client {
  const clientConfig: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  };
  if (config.endpoint) clientConfig.endpoint = config.endpoint;
  if (config.credentials) clientConfig.credentials = config.credentials;
  return new S3Client(clientConfig);
}

/**
 * Objects in an S3 bucket under a prefix. Uploads go through lib-storage's Upload, which streams the body
 * in 5 MB parts (never the whole file in memory) and aborts the multipart upload when a part fails, so a
 * failed put leaves no object. Keys are 128 random bits, so two puts never meet on one key.
 */
export function s3ObjectStorage(client: S3Client, { bucket, prefix }: S3Location): ObjectStorage {
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType },
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list(): AsyncIterable<StoredObject> {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          if (isStorageKey(key)) yield { key, writtenAt: object.LastModified ?? new Date(0) };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}
