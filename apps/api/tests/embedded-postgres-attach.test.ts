import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  firstClosedFolder,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from "../src/db/embedded-postgres.js";
import { freePort } from "./free-port.js";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return (await client.query("select 1 as one")).rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe("a second process on the embedded database (referrals:sweep beside pnpm start)", () => {
  let parent: string;
  let first: EmbeddedServer;
  let port: number;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), "freight-attach-pg-"));
    await chmod(parent, 0o755);
    port = await freePort();
    first = await startEmbeddedPostgres({ dataDir: join(parent, "data"), port });
  }, 60_000);
  afterAll(async () => {
    await first.stop();
    await rm(parent, { recursive: true, force: true });
  });

  it("uses the server the first process started and leaves it running when it stops", async () => {
    expect(first.attached).toBe(false);
    const second = await startEmbeddedPostgres({ dataDir: join(parent, "data"), port });
    expect(second.attached).toBe(true);
    expect(await answers(second.adminUrl)).toBe(true);
    await second.stop();
    expect(await answers(first.adminUrl)).toBe(true);
  });

  it("still refuses a second server on the same data dir at another port, with a message", async () => {
    await expect(
      startEmbeddedPostgres({ dataDir: join(parent, "data"), port: await freePort() }),
    ).rejects.toThrow(/did not start on port .* another server using this data dir/);
  }, 30_000);
});

describe("firstClosedFolder (PostgreSQL started by root runs as a user who must reach its folders)", () => {
  let home: string;
  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), "freight-closed-home-"));
    await mkdir(join(home, "repo", "node_modules"), { recursive: true });
  });
  afterAll(() => rm(home, { recursive: true, force: true }));

  it("names the first folder others cannot enter on the way to a path, like a mode-700 home", async () => {
    await chmod(home, 0o700);
    expect(firstClosedFolder(join(home, "repo", "node_modules"))).toBe(home);
    expect(firstClosedFolder(join(home, "repo", ".data", "postgres"))).toBe(home);
  });

  it("finds none when every folder on the way can be entered, even if the last ones are not made yet", async () => {
    await chmod(home, 0o755);
    expect(firstClosedFolder(join(home, "repo", "node_modules"))).toBeUndefined();
    expect(firstClosedFolder(join(home, "repo", ".data", "postgres"))).toBeUndefined();
  });
});
