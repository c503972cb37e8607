/**
 * Why a wait on the database was given up. Every one of them answers a request 503 with Retry-After: the work
 * was rolled back and may be sent again.
 * - `statement_timeout`: PostgreSQL cancelled a statement that ran longer than its limit (SQLSTATE 57014);
 * - `lock_timeout`: a lock was not obtained in time (55P03);
 * - `idle_in_transaction_timeout`: PostgreSQL ended a session left idle inside a transaction (25P03);
 * - `unresponsive`: the server did not answer at all (paused, cut off) and the API gave the connection up;
 * - `connection_wait`: no pool connection became free, or none could be opened, in time;
 * - `operation_limit`: the call's kind already had as many calls at work as it may (see operation-limits.ts).
 */
export type WaitReason =
  | "statement_timeout"
  | "lock_timeout"
  | "idle_in_transaction_timeout"
  | "unresponsive"
  | "connection_wait"
  | "operation_limit";

export const WAIT_REASONS: readonly WaitReason[] = [
  "statement_timeout",
  "lock_timeout",
  "idle_in_transaction_timeout",
  "unresponsive",
  "connection_wait",
  "operation_limit",
];

/** A wait the API gave up itself (the server could not tell it). */
export class DatabaseWaitError extends Error {
  override name = "DatabaseWaitError";
  constructor(
    readonly reason: WaitReason,
    message: string,
  ) {
    super(message);
  }
}

const reasonsByCode: Record<string, WaitReason> = {
  "57014": "statement_timeout",
  "55P03": "lock_timeout",
  "25P03": "idle_in_transaction_timeout",
  // PostgreSQL 17+: transaction_timeout, which a DATABASE_URL role may set.
  "25P04": "idle_in_transaction_timeout",
};

/**
 * The wait an error gave up, looking through the wrappers (Drizzle puts the driver's error in `cause`);
 * undefined for any other error.
 */
export function waitReasonOf(error: unknown): WaitReason | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof DatabaseWaitError) return current.reason;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && reasonsByCode[code]) return reasonsByCode[code];
    if (/timeout exceeded when trying to connect/i.test(current.message)) return "connection_wait";
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** How far back `recent` looks, and how many events it keeps. */
const RECENT_WINDOW_MS = 60_000;
const RECENT_MAX_EVENTS = 10_000;

/** Waits a pool gave up: totals for /metrics, recent ones for /ready. */
export class DatabaseWaits {
  private readonly totals = new Map<WaitReason, number>();
  private events: { reason: WaitReason; at: number }[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  count(reason: WaitReason): void {
    this.totals.set(reason, (this.totals.get(reason) ?? 0) + 1);
    this.events.push({ reason, at: this.now() });
    if (this.events.length > RECENT_MAX_EVENTS) this.events = this.events.slice(-RECENT_MAX_EVENTS / 2);
  }

  /** Every wait given up since the pool opened, by reason. */
  total(reason: WaitReason): number {
    return this.totals.get(reason) ?? 0;
  }

  /** Waits given up in the last `withinMs` (at most a minute), by reason; reasons without any are left out. */
  recent(withinMs: number): Partial<Record<WaitReason, number>> {
    const since = this.now() - Math.min(withinMs, RECENT_WINDOW_MS);
    this.events = this.events.filter((event) => event.at >= this.now() - RECENT_WINDOW_MS);
    const counts: Partial<Record<WaitReason, number>> = {};
    for (const event of this.events) {
      if (event.at >= since) counts[event.reason] = (counts[event.reason] ?? 0) + 1;
    }
    return counts;
  }
}
