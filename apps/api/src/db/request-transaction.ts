import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "./client.js";

type QueryFunction = (...args: unknown[]) => Promise<unknown>;

/** The connection of a transaction, as node-postgres gives it. */
interface TransactionClient {
  query: QueryFunction;
}

/** The transaction a request runs in and its connection, while it is open. */
interface RequestTransaction {
  tx: Database | undefined;
  client: TransactionClient | undefined;
  /** Work to run once the transaction has committed (never after a rollback). */
  afterCommit: (() => void)[];
}

const currentRequestTransaction = new AsyncLocalStorage<RequestTransaction>();
const currentDatabaseScope = new AsyncLocalStorage<Database>();

/**
 * The database as the features see it: inside `inRequestTransaction` every query (and every `transaction()`,
 * which becomes a savepoint) runs in that request's transaction; inside `inDatabaseScope`, on that scope's pool;
 * anywhere else, on the pool as usual. Work a request started but did not wait for falls back to the pool once
 * the transaction has ended, so it never reaches a connection that was given back.
 */
export function requestTransactionAware(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const source = currentRequestTransaction.getStore()?.tx ?? currentDatabaseScope.getStore() ?? target;
      const value: unknown = Reflect.get(source, property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

/**
 * Runs `work` with every query the features make on `db` instead of the request pool: the reports and the
 * background jobs run on pools of their own, with longer limits (db/database-pools.ts), through the same
 * feature code.
 */
export function inDatabaseScope<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return currentDatabaseScope.run(db, work);
}

/**
 * Runs `work` in one transaction on `db` (the pool's database, not the aware one): every write the request's
 * services make, and every job they queue (`requestTransactionSql`), commits together with what `work` writes
 * last (the audit entry), or none of it does.
 */
export async function inRequestTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const request: RequestTransaction = { tx: undefined, client: undefined, afterCommit: [] };
  const result = await db.transaction(async (tx) => {
    request.tx = tx as unknown as Database;
    request.client = clientOf(tx);
    const restoreClient = request.client ? queryOneAtATime(request.client) : () => undefined;
    try {
      return await currentRequestTransaction.run(request, () => work(tx as unknown as Database));
    } finally {
      request.tx = undefined;
      request.client = undefined;
      restoreClient();
    }
  });
  for (const work of request.afterCommit) work();
  return result;
}

/**
 * Runs `work` once the request's transaction has committed (at once outside one): telling caches and the public
 * site that data changed must wait for the commit, or they would read the old data again and keep it.
 */
export function afterRequestCommit(work: () => void): void {
  const request = currentRequestTransaction.getStore();
  if (request?.tx) request.afterCommit.push(work);
  else work();
}

/**
 * The open request transaction as pg-boss's `db` option takes it, so a job is queued inside it: visible to the
 * workers once the change it is about commits, and gone with a rollback. Undefined outside a request transaction
 * (the job is then queued on the pool at once). Queueing on the pool from inside a transaction would also wait
 * for a second connection, which parallel staff calls holding the whole pool would never get.
 */
export function requestTransactionSql():
  { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } | undefined {
  const client = currentRequestTransaction.getStore()?.client;
  if (!client) return undefined;
  return {
    executeSql: async (text, values) => (await client.query(text, values)) as { rows: unknown[] },
  };
}

function clientOf(tx: unknown): TransactionClient | undefined {
  const client = (tx as { session?: { client?: Partial<TransactionClient> } }).session?.client;
  return client && typeof client.query === "function" ? (client as TransactionClient) : undefined;
}

/**
 * Features read in parallel (`Promise.all` of several selects) as they may on the pool. On the one connection of
 * a transaction node-postgres would queue such queries itself, a use it deprecates (pg 9 refuses it), so they
 * take turns here instead. Undone before the connection goes back to the pool.
 */
function queryOneAtATime(client: TransactionClient): () => void {
  const query = client.query;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = (...args: unknown[]) => {
    // A callback-style call is passed through untouched: only the promise form can wait its turn.
    if (typeof args[args.length - 1] === "function") return query.apply(client, args);
    const turn = previous.then(() => query.apply(client, args));
    previous = turn.catch(() => undefined);
    return turn;
  };
  return () => {
    client.query = query;
  };
}
