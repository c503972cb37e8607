import pg from "pg";

export const templateDatabaseName = "freight_test_template";

export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops `database` if it exists (also a leftover of an interrupted run). */
export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(database)} with (force)`);
  });
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
