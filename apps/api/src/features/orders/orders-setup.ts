import { resolve } from "node:path";
import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from "@freight/domain/orders/booking-policy";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { repoRoot } from "../../paths.js";
import type { Notifier } from "../accounts/notifications/notifier.js";
import type { OrderServices } from "./order-booking-service.js";
import { localFileStorage, type FileStorage } from "./order-file-storage.js";
import { expirePrepaymentHolds } from "./order-lifecycle-service.js";
import { orderEventNotifier } from "./order-notifications.js";

/** Test and deployment seams of the orders feature. */
export interface OrdersOptions {
  storage?: FileStorage;
  /** The clock bookings, cutoffs and holds are judged by. */
  now?: () => Date;
  policy?: Partial<BookingPolicy>;
}

/** The note file folder: ORDER_FILES_DIR (relative to the repository root) or `<repo>/.data/order-files`. */
export function orderFilesDir(env: Env): string {
  return env.orderFilesDir ? resolve(repoRoot, env.orderFilesDir) : resolve(repoRoot, ".data", "order-files");
}

export function createOrderServices(
  { db, env, notifier, log }: { db: Database; env: Env; notifier: Notifier; log: FastifyBaseLogger },
  options: OrdersOptions = {},
): OrderServices {
  return {
    db,
    storage: options.storage ?? localFileStorage(orderFilesDir(env)),
    publicApiUrl: env.publicApiUrl,
    now: options.now ?? (() => new Date()),
    policy: { ...DEFAULT_BOOKING_POLICY, ...options.policy },
    notify: orderEventNotifier(db, notifier, log),
  };
}

/** How often expired pre-payment holds are released in the background (they are also released on booking). */
export const holdSweepIntervalMs = 30_000;

/** Releases expired pre-payment holds now and then; returns the stop function. */
export function startHoldSweeper(services: OrderServices, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    expirePrepaymentHolds(services.db, services.now())
      .then((events) => services.notify(events))
      .catch((error: unknown) => log.warn({ err: error }, "Releasing expired pre-payment holds failed"));
  }, holdSweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
