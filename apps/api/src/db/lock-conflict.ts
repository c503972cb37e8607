import type { Database } from "./client.js";
import { HttpError } from "../http/http-error.js";

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race and was rolled back. */
const lockConflictCodes = new Set(["40P01", "40001"]);

/** Whether an error is a lost race of that kind, looking through the wrappers (Drizzle puts the driver's in `cause`). */
export function isLockConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && lockConflictCodes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type TransactionWork<T> = (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) => Promise<T>;

/**
 * `db.transaction(work)`, run again when PostgreSQL rolled it back to break a deadlock (or on a serialization
 * failure): it wrote nothing, and the next run decides on what the winner committed. After `attempts` runs the
 * caller gets a 409 in words, never a 500. Inside a staff call's request transaction each run is a savepoint,
 * rolled back alone.
 */
export async function retryingTransaction<T>(
  db: Pick<Database, "transaction">,
  work: TransactionWork<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isLockConflict(error)) throw error;
      if (attempt >= attempts) {
        throw new HttpError(
          409,
          "Another change to the same accounts was made at the same moment and this one was not saved; please try again",
        );
      }
    }
  }
}
