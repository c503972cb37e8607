import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase, migrateDatabase } from "../src/db/client.js";
import { ensureDatabase, startEmbeddedPostgres } from "../src/db/embedded-postgres.js";
import { seedData } from "../src/db/seed-bundle.js";
import { seedDatabase } from "../src/db/seed.js";
import { freePort } from "./free-port.js";
import type { TestDatabase } from "./test-database.js";

/**
 * A PostgreSQL server of one test file's own (embedded, migrated and seeded), for what would disturb the
 * other files sharing the run's server: pausing it. When run as root the server runs as the `postgres` user;
 * root may still signal it.
 */
export interface DedicatedPostgres {
  database: TestDatabase;
  /** SIGSTOP to the postmaster, then to every process it started: the server answers nothing, refuses nothing. */
  pause(): Promise<void>;
  /** SIGCONT to every process paused. */
  resume(): void;
  stop(): Promise<void>;
}

export async function startDedicatedPostgres(): Promise<DedicatedPostgres> {
  const dir = await mkdtemp(join(tmpdir(), "freight-dedicated-pg-"));
  await chmod(dir, 0o755);
  const dataDir = join(dir, "data");
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await ensureDatabase(server.adminUrl, "freight");
  const url = server.urlFor("freight");
  const { db, pool } = connectDatabase(url, () => undefined, { connectionTimeoutMillis: 15_000 });
  await migrateDatabase(db);
  await seedDatabase(db, seedData);
  const postmaster = Number((await readFile(join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0]);
  let paused: number[] = [];
  const resume = () => {
    for (const pid of [...paused].reverse()) signal(pid, "SIGCONT");
    paused = [];
  };
  return {
    database: { db, url, drop: () => pool.end() },
    async pause() {
      signal(postmaster, "SIGSTOP");
      paused = [postmaster, ...(await childrenOf(postmaster))];
      for (const pid of paused.slice(1)) signal(pid, "SIGSTOP");
    },
    resume,
    async stop() {
      resume();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already (a backend whose client left).
  }
}

/** The processes whose parent is `pid` (Linux /proc). */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // The fields after the command (which may hold spaces and parentheses): state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}
