import { resolve } from "node:path";
import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from "@freight/domain/orders/booking-policy";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { repoRoot } from "../paths.js";
import type { Notifier } from "../notifications/notifier.js";
import type { OrderServices } from "./order-booking-service.js";
import { localObjectStorage } from "../storage/local-object-storage.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import { orderEventNotifier, type InvoicePdfRenderer } from "./order-notifications.js";
import { driverTexter } from "../notifications/driver-texts.js";

/** Test and deployment seams of the orders feature. */
export interface OrdersOptions {
  storage?: ObjectStorage;
  /** The clock bookings, cutoffs and holds are judged by. */
  now?: () => Date;
  policy?: Partial<BookingPolicy>;
  /** Renders the PDF attached to invoice e-mails (a test makes it fail); the documents area's by default. */
  invoicePdf?: InvoicePdfRenderer;
}

/** The note file folder: ORDER_FILES_DIR (relative to the repository root) or `<repo>/.data/order-files`. */
export function orderFilesDir(env: Env): string {
  return env.orderFilesDir ? resolve(repoRoot, env.orderFilesDir) : resolve(repoRoot, ".data", "order-files");
}

export function createOrderServices(
  { db, env, notifier, log }: { db: Database; env: Env; notifier: Notifier; log: FastifyBaseLogger },
  options: OrdersOptions = {},
): OrderServices {
  const now = options.now ?? (() => new Date());
  return {
    db,
    storage: options.storage ?? localObjectStorage(orderFilesDir(env)),
    publicApiUrl: env.publicApiUrl,
    now,
    policy: { ...DEFAULT_BOOKING_POLICY, ...options.policy },
    notify: orderEventNotifier(db, notifier, log, {
      portalUrl: env.portalUrl,
      now,
      ...(options.invoicePdf ? { invoicePdf: options.invoicePdf } : {}),
    }),
    textDriver: driverTexter(notifier, log),
    driverCheckInUrl: `${env.webUrl.replace(/\/+$/, "")}/driver`,
  };
}
