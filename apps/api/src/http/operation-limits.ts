import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import type { Database } from "../db/client.js";
import { DatabaseWaitError, type DatabaseWaits } from "../db/database-waits.js";
import { inDatabaseScope } from "../db/request-transaction.js";
import { isReadOnlyRoute, operationIdOf } from "./route-hooks.js";

/** Calls that build a whole document from many rows: they run on the reports pool (longer limit, two at once). */
const REPORT_OPERATIONS: ReadonlySet<string> = new Set([
  "downloadLedgerCsv",
  "downloadStaffPaymentsCsv",
  "downloadInvoicePdf",
  "downloadShopOrderInvoice",
]);

/** A number of turns; a caller waits a bounded time for one. */
export class Turns {
  private active = 0;
  private readonly waiting: { grant: () => void }[] = [];

  constructor(readonly limit: number) {}

  /** Takes a turn, waiting at most `waitMs`; false when none came in time. */
  take(waitMs: number): Promise<boolean> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve(true);
    }
    if (waitMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        resolve(false);
      }, waitMs);
      this.waiting.push(waiter);
    });
  }

  /** Gives a turn back: to the longest waiting caller, if any. */
  give(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.active -= 1;
  }
}

/** Takes one turn of each, in order, within `waitMs` in all; gives back what it took when one does not come. */
async function takeAll(turns: Turns[], waitMs: number): Promise<(() => void) | undefined> {
  const deadline = performance.now() + waitMs;
  const taken: Turns[] = [];
  for (const turn of turns) {
    if (!(await turn.take(Math.max(0, deadline - performance.now())))) {
      for (const held of taken.reverse()) held.give();
      return undefined;
    }
    taken.push(turn);
  }
  return () => {
    for (const held of taken.reverse()) held.give();
  };
}

export interface OperationLimitsOptions {
  /** Connections of the request pool. */
  poolSize: number;
  /** How long a call waits for its turn (DB_CONNECTION_TIMEOUT_MS), then answers 503 with Retry-After. */
  waitMs: number;
  /** Where a refused turn is counted (the request pool's waits: /metrics, /ready). */
  waits?: DatabaseWaits;
  /** The reports pool; without it reports run on the request pool. */
  reports?: Database;
}

/**
 * One slow kind of call cannot take every connection of the request pool. A write (any method but GET, HEAD and
 * OPTIONS) has a turn while its handler runs: one operation holds at most half the pool (bookings waiting on a
 * lock leave room for sign-ins and payments), and all writes together leave two connections to the reads (the
 * session check, /users/me). A call that gets no turn within `waitMs` answers 503 with Retry-After, counted as
 * `operation_limit`. Reads take no turn: they wait on no row lock, and the reports, which read the most, run
 * on a pool of their own.
 */
export function registerOperationLimits(
  app: FastifyInstance,
  { poolSize, waitMs, waits, reports }: OperationLimitsOptions,
): void {
  const perOperation = Math.max(1, Math.floor(poolSize / 2));
  const allWrites = new Turns(Math.max(1, poolSize - 2));
  app.addHook("onRoute", (route) => {
    const operationId = operationIdOf(route);
    if (!operationId) return;
    const handler = route.handler;
    if (REPORT_OPERATIONS.has(operationId)) {
      if (!reports) return;
      route.handler = function reportOnItsPool(this: FastifyInstance, request, reply) {
        return inDatabaseScope(reports, async () => handler.call(this, request, reply));
      } as RouteHandlerMethod;
      return;
    }
    if (isReadOnlyRoute(route)) return;
    const own = new Turns(perOperation);
    route.handler = async function limitedWrite(this: FastifyInstance, request, reply) {
      const release = await takeAll([own, allWrites], waitMs);
      if (!release) {
        waits?.count("operation_limit");
        throw new DatabaseWaitError("operation_limit", `Too many ${operationId} calls are at work right now`);
      }
      try {
        return await handler.call(this, request, reply);
      } finally {
        release();
      }
    } as RouteHandlerMethod;
  });
}
