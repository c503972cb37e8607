import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { createS3Client } from "../../src/storage/s3-object-storage.js";

export interface LocalS3 {
  /** The S3_* variables that point the API at this server's bucket. */
  env: Record<string, string>;
  client: ReturnType<typeof createS3Client>;
  bucket: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port with one empty bucket. */
export async function startLocalS3(bucket = "freight-files"): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), "freight-s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = createS3Client({ region: "us-east-1", endpoint, credentials, forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    client,
    bucket,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
