import { randomInt } from "node:crypto";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.js";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  fulfilmentRefusal,
  isBookingStillToCome,
  shopOrderNumber,
  ShopOrderStatus,
  type ShopOrderStatus as ShopOrderStatusName,
} from "@freight/domain/shop/shop-order-status";
import {
  handOverProofProblem,
  handOverRefusal,
  PICK_UP_CODE_ALPHABET,
  PICK_UP_CODE_LENGTH,
  pickUpCodeFromRandom,
  type HandOverProof,
} from "@freight/domain/shop/shop-pick-up";
import type { Database } from "../db/client.js";
import { shopOrders, shopOrderSteps, users } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { StaffCaller } from "../http/caller.js";
import { atStaffHub } from "../http/staff-hub-scope.js";
import type { Schemas } from "../openapi/contract-types.js";
import { createMessage } from "../notifications/messages.js";
import {
  lockShopOrder,
  shopOrderCustomers,
  shopOrderPage,
  toShopOrderViews,
  type ShopOrderRow,
} from "./shop-order-records.js";

type Paging = { page: number; limit: number };

/** One of the customer's shop orders; another customer's is unknown (404). */
export async function customerShopOrder(
  db: Database,
  userId: number,
  id: number,
): Promise<Schemas["ShopOrder"]> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, id), eq(shopOrders.userId, userId)));
  if (!row) throw notFound(`There is no shop order ${id}`);
  const [view] = await toShopOrderViews(db, [row]);
  if (!view) throw notFound(`There is no shop order ${id}`);
  return view;
}

/** The customer's shop orders, newest first; with `orderId`, only those handed over with that booking. */
export async function customerShopOrders(
  db: Database,
  userId: number,
  filters: { orderId?: number },
  paging: Paging,
): Promise<Schemas["ShopOrderPage"]> {
  const where = and(
    eq(shopOrders.userId, userId),
    filters.orderId === undefined ? undefined : eq(shopOrders.orderId, filters.orderId),
  );
  const { rows, ...page } = await shopOrderPage(db, where, paging);
  return { items: await toShopOrderViews(db, rows), ...page };
}

/** The fulfilment steps of shop orders, oldest first, by shop order id. */
async function stepsOf(db: Pick<Database, "select">, rows: readonly ShopOrderRow[]) {
  const found =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(shopOrderSteps)
          .where(
            inArray(
              shopOrderSteps.shopOrderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(shopOrderSteps.at), asc(shopOrderSteps.id));
  const byOrder = new Map<number, Schemas["ShopOrderStep"][]>();
  for (const step of found) {
    const steps = byOrder.get(step.shopOrderId) ?? [];
    steps.push({
      status: step.status,
      at: step.at.toISOString(),
      byName: step.staffName,
      proof: step.proof ?? null,
      idLast4: step.idLast4,
    });
    byOrder.set(step.shopOrderId, steps);
  }
  return byOrder;
}

/** Shop orders as staff see them: with the customer and the steps made, never the pick-up code. */
async function toStaffViews(
  db: Pick<Database, "select">,
  rows: readonly ShopOrderRow[],
): Promise<Schemas["StaffShopOrder"][]> {
  const [views, customers, steps] = await Promise.all([
    toShopOrderViews(db, rows, { showsPickUpCode: false }),
    shopOrderCustomers(db, rows),
    stepsOf(db, rows),
  ]);
  return views.map((view, index) => {
    const row = rows[index];
    const userId = row?.userId ?? 0;
    return {
      ...view,
      customer: customers.get(userId) ?? { id: userId, email: "", name: "" },
      steps: (row && steps.get(row.id)) ?? [],
    };
  });
}

/** Shop orders for the hubs to fulfil, oldest first, by status and hub. */
export async function staffShopOrders(
  db: Database,
  filters: { status?: ShopOrderStatusName; hubId?: number; hubIds?: readonly number[] },
  paging: Paging,
): Promise<Schemas["StaffShopOrderPage"]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(shopOrders.status, filters.status));
  if (filters.hubId !== undefined) conditions.push(eq(shopOrders.hubId, filters.hubId));
  // A dispatcher sees only the hubs they work at.
  if (filters.hubIds !== undefined) {
    conditions.push(filters.hubIds.length > 0 ? inArray(shopOrders.hubId, [...filters.hubIds]) : sql`false`);
  }
  const { rows, ...page } = await shopOrderPage(db, and(...conditions), { ...paging, oldestFirst: true });
  return { items: await toStaffViews(db, rows), ...page };
}

/** What a fulfilment call asks: the step, and for a hand-over what it is proven by. */
export interface FulfilmentStep {
  to: ShopOrderStatusName;
  pickUpCode?: string;
  idCheck?: { idLast4: string };
}

function proofOf(step: FulfilmentStep): HandOverProof | null {
  if (step.pickUpCode !== undefined && step.idCheck !== undefined) {
    throw badRequest("Send the pick-up code or an ID check, not both", "pickUpCode");
  }
  if (step.pickUpCode !== undefined) return { kind: "code", code: step.pickUpCode };
  if (step.idCheck !== undefined) return { kind: "id-check", idLast4: step.idCheck.idLast4 };
  return null;
}

function newPickUpCode(): string {
  return pickUpCodeFromRandom(
    Array.from({ length: PICK_UP_CODE_LENGTH }, () => randomInt(PICK_UP_CODE_ALPHABET.length)),
  );
}

/**
 * Moves a paid shop order to its next fulfilment step (the domain's order: paid, picked, ready, collected),
 * decided on the order's row locked in this transaction, so a skipped step, a step someone already made or the
 * second of parallel hand-overs is a 409 with the reason. Making it ready draws the pick-up code the customer is
 * shown and tells them; collecting needs that code or an ID check (domain shop-pick-up). Each step is recorded
 * with the staff member's name and the time.
 */
export async function advanceShopOrder(
  db: Database,
  staff: StaffCaller,
  id: number,
  step: FulfilmentStep,
  now: Date,
): Promise<{ view: Schemas["StaffShopOrder"]; staffName: string; proof: HandOverProof | null }> {
  const { to } = step;
  const proof = proofOf(step);
  const problem = handOverProofProblem(to, proof);
  if (problem) throw badRequest(problem, proof?.kind === "id-check" ? "idCheck.idLast4" : "pickUpCode");
  return db.transaction(async (tx) => {
    // None and another hub's answer alike (src/http/staff-hub-scope.ts).
    const order = atStaffHub(staff.staff, await lockShopOrder(tx, id), () =>
      notFound(`There is no shop order ${id}`),
    );
    const stepRefusal = fulfilmentRefusal(order.status, to);
    if (stepRefusal) throw new HttpError(409, `${stepRefusal} (${shopOrderNumber(id)} is ${order.status})`);
    const handOver = proof ? handOverRefusal(order, proof) : null;
    if (handOver) throw new HttpError(409, `${handOver} (${shopOrderNumber(id)})`);
    const [person] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, staff.personId));
    const staffName = `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim() || (person?.email ?? "");
    await tx.insert(shopOrderSteps).values({
      shopOrderId: id,
      status: to as "picked" | "ready" | "collected",
      staffUserId: staff.personId,
      staffName,
      proof: proof?.kind ?? null,
      idLast4: proof?.kind === "id-check" ? proof.idLast4.toUpperCase() : null,
      at: now,
    });
    const [updated] = await tx
      .update(shopOrders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === ShopOrderStatus.Ready ? { pickUpCode: newPickUpCode() } : {}),
        ...(to === ShopOrderStatus.Collected ? { collectedAt: now } : {}),
      })
      .where(eq(shopOrders.id, id))
      .returning();
    if (!updated) throw notFound(`There is no shop order ${id}`);
    const [view] = await toStaffViews(tx, [updated]);
    if (!view) throw notFound(`There is no shop order ${id}`);
    if (to === ShopOrderStatus.Ready) {
      // Products going with a booking still to come wait for its driver; otherwise for the customer at the counter.
      const withBooking = view.booking && isBookingStillToCome(view.booking.status) ? view.booking : null;
      await recordWebhookEvent(tx, {
        accountUserId: order.userId,
        type: "shop_order.ready_for_pick_up",
        orderId: null,
        payload: {
          shopOrder: { id: view.id, number: view.number },
          hub: { id: view.hub.id, name: view.hub.name },
          booking: withBooking ? { id: withBooking.id, number: withBooking.number } : null,
          at: now.toISOString(),
        },
        at: now,
      });
      await createMessage(tx, order.userId, "shopOrderReady", {
        title: "Shop order ready",
        text: withBooking
          ? `Your shop order ${view.number} is ready at ${view.hub.name}; the hub hands it to the driver of your booking ${withBooking.number} against the pick-up code on your shop order page.`
          : `Your shop order ${view.number} is ready for pick-up at ${view.hub.name || "the hub"}; show the pick-up code on your shop order page at the counter.`,
        button1Text: "View shop order",
        button1Command: `/dashboard/shop-orders/${id}`,
      });
    }
    return { view, staffName, proof };
  });
}
