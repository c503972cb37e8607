import { createHash } from "node:crypto";
import type { Tx } from "../db/client.js";
import { and, eq, sql } from "drizzle-orm";
import { orderBookingRequests, orders } from "../db/schema/index.js";
import { HttpError } from "../http/http-error.js";
import type { CheckedFile, OrderInput } from "./order-booking-service.js";
import type { OrderRow } from "./order-views.js";

/** The Idempotency-Key of a booking with the fingerprint of what was sent with it. */
export interface BookingIdempotency {
  key: string;
  fingerprint: string;
}

/** JSON with object keys sorted, so the same booking sent with its fields in another order hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A hash of the booking and its files' names and bytes. */
export function bookingFingerprint(input: OrderInput, files: readonly CheckedFile[]): string {
  const hash = createHash("sha256").update(canonicalJson(input));
  for (const file of files) {
    hash.update(`\u0000${file.fileName}\u0000`).update(file.sha256);
  }
  return hash.digest("hex");
}

/** A hash of a repeat or duplicate request: which order is copied, how, and what was asked anew. */
export function copyFingerprint(
  kind: "repeat" | "duplicate",
  sourceOrderId: number,
  request: unknown,
): string {
  return createHash("sha256").update(canonicalJson({ kind, sourceOrderId, request })).digest("hex");
}

/**
 * Inside the booking's transaction: waits for any other booking of this customer with the same key (a
 * transaction-scoped advisory lock), then answers the order that key already booked, or undefined when the
 * key is new. A key used for a different booking is refused with 409.
 */
export async function orderBookedWithKey(
  tx: Tx,
  customerId: number,
  idempotency: BookingIdempotency,
): Promise<OrderRow | undefined> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`order-booking:${customerId}:${idempotency.key}`}))`,
  );
  const [earlier] = await tx
    .select({ fingerprint: orderBookingRequests.fingerprint, order: orders })
    .from(orderBookingRequests)
    .innerJoin(orders, eq(orders.id, orderBookingRequests.orderId))
    .where(
      and(
        eq(orderBookingRequests.customerId, customerId),
        eq(orderBookingRequests.idempotencyKey, idempotency.key),
      ),
    )
    .limit(1);
  if (!earlier) return undefined;
  if (earlier.fingerprint !== idempotency.fingerprint) {
    throw new HttpError(
      409,
      "This Idempotency-Key was already used for a different booking; make a new key for a new order",
    );
  }
  return earlier.order;
}

/** Records the key of a booking in the same transaction as the order it booked. */
export async function rememberBookingKey(
  tx: Tx,
  customerId: number,
  idempotency: BookingIdempotency,
  orderId: number,
): Promise<void> {
  await tx.insert(orderBookingRequests).values({
    customerId,
    idempotencyKey: idempotency.key,
    fingerprint: idempotency.fingerprint,
    orderId,
  });
}
