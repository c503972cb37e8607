import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { sql, and, asc, count, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { shopOrderTotalCents, stockShortage, type CartLine } from "@freight/domain/shop/shop-cart";
import {
  bookingHandOverRefusal,
  holdsStock,
  SHOP_ORDER_HOLD_MINUTES,
  shopOrderNumber,
  ShopOrderStatus,
} from "@freight/domain/shop/shop-order-status";
import { isOrderStatus } from "@freight/domain/orders/order-status";
import type { Database, Tx } from "../db/client.js";
import { productNotSoldRefusal } from "@freight/domain/shop/product-sale";
import { hubs, orders, payments, products, shopOrderItems, shopOrders, users } from "../db/schema/index.js";
import { HttpError, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { contactEmail } from "../db/contact-email.js";
import { pickUpViews } from "./shop-order-pick-up.js";

// A shop order's life: placed with its stock taken off the shelf, paid through a payment of flow shop-order,
// fulfilled by the hub, or cancelled with its stock put back.

export type ShopOrderRow = typeof shopOrders.$inferSelect;

/** The order row, locked until the transaction ends; undefined when there is none. */
export async function lockShopOrder(tx: Tx, id: number): Promise<ShopOrderRow | undefined> {
  const [row] = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for("no key update");
  return row;
}

/** Same items in any order: what a repeated Idempotency-Key must ask for again. */
function sameItems(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  const key = (lines: readonly CartLine[]) =>
    lines
      .map((line) => `${line.productId}x${line.quantity}`)
      .sort()
      .join(",");
  return key(a) === key(b);
}

/** Lines of one product added up (a request may name a product twice). */
function mergedLines(items: readonly CartLine[]): CartLine[] {
  const byProduct = new Map<number, number>();
  for (const item of items)
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Places a shop order: the products' rows are locked (in id order, so two checkouts never wait on each other
 * in a circle), every counted stock must cover its quantity (409 naming what is left), the stock is taken and
 * the order written awaiting payment for SHOP_ORDER_HOLD_MINUTES. A repeated Idempotency-Key answers the
 * first order (the same items) or is refused (other items).
 */
export async function placeShopOrder(
  db: Database,
  input: {
    userId: number;
    hubId: number;
    /** The upcoming booking at the hub whose driver takes the products; undefined for pick-up at the counter. */
    orderId?: number;
    items: readonly CartLine[];
    idempotencyKey: string;
  },
  now: Date,
): Promise<{ order: ShopOrderRow; replayed: boolean }> {
  const lines = mergedLines(input.items);
  if (lines.some((line) => line.quantity > 99)) {
    throw new HttpError(400, "At most 99 pieces of one product fit in one shop order");
  }
  return db.transaction(async (tx) => {
    // One placement per customer at a time, so a repeated key always finds the first order.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-order'), ${input.userId})`);
    const [earlier] = await tx
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.userId, input.userId), eq(shopOrders.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      const earlierItems = await tx
        .select({ productId: shopOrderItems.productId, quantity: shopOrderItems.quantity })
        .from(shopOrderItems)
        .where(eq(shopOrderItems.shopOrderId, earlier.id));
      if (
        earlier.hubId !== input.hubId ||
        (earlier.orderId ?? undefined) !== input.orderId ||
        !sameItems(earlierItems, lines)
      ) {
        throw new HttpError(409, "This Idempotency-Key was used for another shop order");
      }
      return { order: earlier, replayed: true };
    }
    const [hub] = await tx.select({ id: hubs.id }).from(hubs).where(eq(hubs.id, input.hubId));
    if (!hub) throw notFound(`There is no hub with id ${input.hubId}`);
    if (input.orderId !== undefined) {
      // Locked so the booking cannot be cancelled or moved while the products are added to it.
      const [booking] = await tx
        .select({
          hubId: orders.hubId,
          status: orders.status,
          timeFrom: orders.timeFrom,
          number: orders.number,
        })
        .from(orders)
        .where(and(eq(orders.id, input.orderId), eq(orders.customerId, input.userId)))
        .for("no key update");
      if (!booking) throw notFound(`There is no order with id ${input.orderId}`);
      const refusal = bookingHandOverRefusal(booking, input.hubId, now);
      if (refusal) throw new HttpError(409, `${refusal} (${booking.number})`);
    }
    const ids = lines.map((line) => line.productId).sort((a, b) => a - b);
    const found = await tx
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        stock: products.stock,
        saleStatus: products.saleStatus,
      })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for("no key update");
    const byId = new Map(found.map((product) => [product.id, product]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw notFound(`There is no product with id ${missing.join(", ")}`);
    // Decided on the rows locked above: an editor withdrawing a product waits for this order, or this order for it.
    const notSold = found.map(productNotSoldRefusal).filter((problem): problem is string => problem !== null);
    if (notSold.length > 0)
      throw new HttpError(409, `${notSold.join("; ")}. Remove it from the cart and try again`);
    const shortages = lines
      .map((line) => stockShortage(byId.get(line.productId) ?? { name: "", stock: 0 }, line.quantity))
      .filter((problem): problem is string => problem !== null);
    if (shortages.length > 0)
      throw new HttpError(409, `${shortages.join("; ")}. Change the cart and try again`);
    for (const line of lines) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.stock} is not null`));
    }
    const sold = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw new Error(`product ${line.productId} was locked above`);
      return {
        productId: product.id,
        name: product.name,
        unitPriceCents: product.price,
        quantity: line.quantity,
      };
    });
    const totalCents = shopOrderTotalCents(sold);
    if (totalCents <= 0) throw new HttpError(409, "These products cost nothing; there is nothing to order");
    const [order] = await tx
      .insert(shopOrders)
      .values({
        userId: input.userId,
        hubId: input.hubId,
        orderId: input.orderId ?? null,
        totalCents,
        idempotencyKey: input.idempotencyKey,
        holdExpiresAt: new Date(now.getTime() + SHOP_ORDER_HOLD_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error("The shop order row was not written");
    await tx.insert(shopOrderItems).values(sold.map((line) => ({ ...line, shopOrderId: order.id })));
    return { order, replayed: false };
  });
}

/**
 * Cancels a shop order that still holds stock and was not collected, putting its stock back on the shelf.
 * Answers false (and changes nothing) for one already cancelled or collected.
 */
export async function cancelShopOrder(tx: Tx, id: number, reason: string, now: Date): Promise<boolean> {
  const order = await lockShopOrder(tx, id);
  if (!order || !holdsStock(order.status) || order.status === ShopOrderStatus.Collected) return false;
  const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.shopOrderId, id));
  for (const item of items) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(and(eq(products.id, item.productId), sql`${products.stock} is not null`));
  }
  await tx
    .update(shopOrders)
    .set({ status: ShopOrderStatus.Cancelled, cancelReason: reason, holdExpiresAt: null, updatedAt: now })
    .where(eq(shopOrders.id, id));
  return true;
}

/**
 * Records money that arrived for a shop order: it becomes paid when it was awaiting payment and the amount is
 * exactly what it costs. Answers the cents the order took (0 when it could not take them: cancelled meanwhile,
 * already paid, another amount), which the caller credits elsewhere.
 */
export async function recordShopOrderPayment(tx: Tx, id: number, cents: number, now: Date): Promise<number> {
  const order = await lockShopOrder(tx, id);
  if (!order || order.status !== ShopOrderStatus.AwaitingPayment || cents !== order.totalCents) return 0;
  await tx
    .update(shopOrders)
    .set({ status: ShopOrderStatus.Paid, paidCents: cents, paidAt: now, holdExpiresAt: null, updatedAt: now })
    .where(eq(shopOrders.id, id));
  return cents;
}

/**
 * Takes back what a reversed payment had paid on a shop order: the paid amount goes down and an order not yet
 * collected is cancelled (its stock back on the shelf). Answers the cents taken back from the order.
 */
export async function reverseShopOrderPayment(tx: Tx, id: number, cents: number, reason: string, now: Date) {
  const order = await lockShopOrder(tx, id);
  if (!order) return 0;
  const back = Math.min(cents, order.paidCents);
  await tx
    .update(shopOrders)
    .set({ paidCents: sql`${shopOrders.paidCents} - ${back}`, updatedAt: now })
    .where(eq(shopOrders.id, id));
  if (order.status !== ShopOrderStatus.Collected) await cancelShopOrder(tx, id, reason, now);
  return back;
}

/**
 * Cancels unpaid shop orders whose hold ran out and that have no payment under way (a checkout still open at
 * the gateway ends the order itself when it closes), putting their stock back. Answers how many.
 */
export async function releaseExpiredShopOrders(db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.status, ShopOrderStatus.AwaitingPayment),
        lte(shopOrders.holdExpiresAt, now),
        sql`not exists (select 1 from ${payments} where ${payments.shopOrderId} = ${shopOrders.id}
          and ${payments.status} in ('pending', 'processing'))`,
      ),
    )
    .limit(500);
  let released = 0;
  for (const { id } of expired) {
    const done = await db.transaction(async (tx) => {
      const order = await lockShopOrder(tx, id);
      if (!order || order.status !== ShopOrderStatus.AwaitingPayment) return false;
      return cancelShopOrder(tx, id, "Not paid in time; the products went back on the shelf", now);
    });
    if (done) released += 1;
  }
  return released;
}

type Reader = Pick<Database, "select">;

/**
 * How many shop orders were cancelled (their stock back on the shelf) at or after `since`, whatever cancelled
 * them: an abandoned checkout, a refund or a hold that ran out.
 */
export async function countShopOrdersCancelledSince(db: Reader, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, ShopOrderStatus.Cancelled), gte(shopOrders.updatedAt, since)));
  return row?.value ?? 0;
}

function bookingView(
  booking: { id: number; number: string; status: string; timeFrom: Date } | undefined,
): Schemas["ShopOrder"]["booking"] {
  if (!booking || !isOrderStatus(booking.status)) return null;
  return {
    id: booking.id,
    number: booking.number,
    status: booking.status,
    timeFrom: booking.timeFrom.toISOString(),
  };
}

/**
 * Shop orders as the contract shows them, with their hub, lines and how they are collected; the pick-up code only
 * for the customer (`showsPickUpCode` false in every staff answer).
 */
export async function toShopOrderViews(
  db: Reader,
  rows: readonly ShopOrderRow[],
  { showsPickUpCode = true }: { showsPickUpCode?: boolean } = {},
): Promise<Schemas["ShopOrder"][]> {
  if (rows.length === 0) return [];
  const pickUps = await pickUpViews(db, rows, { showsCode: showsPickUpCode });
  const ids = rows.map((row) => row.id);
  const bookingIds = [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const [items, hubRows, bookings] = await Promise.all([
    db
      .select()
      .from(shopOrderItems)
      .where(inArray(shopOrderItems.shopOrderId, ids))
      .orderBy(asc(shopOrderItems.id)),
    db
      .select({ id: hubs.id, name: hubs.name, address: hubs.address, timeZone: hubs.timeZone })
      .from(hubs)
      .where(inArray(hubs.id, [...new Set(rows.map((row) => row.hubId))])),
    bookingIds.length === 0
      ? []
      : db
          .select({ id: orders.id, number: orders.number, status: orders.status, timeFrom: orders.timeFrom })
          .from(orders)
          .where(inArray(orders.id, bookingIds)),
  ]);
  const hubById = new Map(hubRows.map((hub) => [hub.id, hub]));
  const bookingById = new Map(bookings.map((booking) => [booking.id, booking]));
  return rows.map((row) => ({
    id: row.id,
    number: shopOrderNumber(row.id),
    status: row.status,
    hub: hubById.get(row.hubId) ?? { id: row.hubId, name: "", address: "", timeZone: "UTC" },
    booking: bookingView(row.orderId === null ? undefined : bookingById.get(row.orderId)),
    items: items
      .filter((item) => item.shopOrderId === row.id)
      .map((item) => ({
        productId: item.productId,
        name: item.name,
        unitPrice: item.unitPriceCents,
        quantity: item.quantity,
        lineTotal: shopOrderTotalCents([item]),
      })),
    total: row.totalCents,
    paid: row.paidCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    collectedAt: row.collectedAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    pickUp: pickUps.get(row.id) ?? { code: null, hours: [], zone: "" },
  }));
}

/** A page of shop orders matching `where`, newest first (or oldest first for a hub's work list). */
export async function shopOrderPage(
  db: Reader,
  where: SQL | undefined,
  { page, limit, oldestFirst = false }: { page: number; limit: number; oldestFirst?: boolean },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shopOrders)
      .where(where)
      .orderBy(oldestFirst ? asc(shopOrders.createdAt) : desc(shopOrders.createdAt), asc(shopOrders.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ value: count() }).from(shopOrders).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return { rows, totalItems, totalPages: countPages(totalItems, limit), currentPage: page };
}

/** The customers (name and e-mail) of shop orders, by user id. */
export async function shopOrderCustomers(db: Reader, rows: readonly ShopOrderRow[]) {
  if (rows.length === 0) return new Map<number, Schemas["OrderCustomer"]>();
  const found = await db
    .select({ id: users.id, email: contactEmail, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  return new Map(
    found.map((user) => [
      user.id,
      { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email },
    ]),
  );
}
