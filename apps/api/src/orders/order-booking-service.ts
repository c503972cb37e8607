import { randomInt } from "node:crypto";
import { missingPickUpDeliveryFields } from "@freight/domain/booking/pick-up-delivery-validation";
import { isTransportService } from "@freight/domain/catalog/service-type";
import {
  moveStopDays,
  serviceWindowProblem,
  stopDateRangeProblem,
} from "@freight/domain/time/service-window";
import type { OrderFileType } from "@freight/domain/files/order-file-policy";
import {
  customerChangeRefusal,
  customerOrderActions,
  type BookingPolicy,
} from "@freight/domain/orders/booking-policy";
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  checkInCodeFromRandom,
  formatFbNumber,
} from "@freight/domain/orders/order-codes";
import { OrderActor, SLOT_HOLDING_STATUSES } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { repricedOrderRefusal } from "@freight/domain/payments/order-owed";
import {
  localDateOf,
  slotBookingProblem,
  slotBookingProblemMessage,
  slotStartingAt,
} from "@freight/domain/time/time-slots";
import { and, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import {
  commodities,
  hubs,
  orderFiles,
  orderNotes,
  orderProducts,
  orders,
  payments,
  services,
  temperatureControls,
  trailerTypes,
  users,
  type StoredPickUpDelivery,
} from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import { noSuchOrder } from "../http/staff-hub-scope.js";
import type { Schemas } from "../openapi/contract-types.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import type { DriverText } from "../notifications/driver-texts.js";
import { rescheduleOrderReminders } from "./order-reminders.js";
import {
  expireHoldsIn,
  findOrderForUpdate,
  orderOwedFactsIn,
  recordStatusChange,
  refreshBillingStatus,
  type OrderEvent,
} from "./order-lifecycle-service.js";
import { outsideHoursRefusal, takesWorkAt } from "../catalog/hub-hours.js";
import { loadHubHours, loadSlotSettings } from "../slots/slot-availability-service.js";
import { priceOrder } from "../pricing/order-pricing.js";
import type { OrderRow } from "./order-views.js";
import {
  copyFingerprint,
  orderBookedWithKey,
  rememberBookingKey,
  type BookingIdempotency,
} from "./booking-idempotency.js";

/** The order columns a server-side price fills; booking and saving changes both write exactly these. */
export function priceColumns(price: Awaited<ReturnType<typeof priceOrder>>) {
  return {
    unitPriceCents: price.unitPriceCents,
    priceCents: price.priceCents,
    feeCents: price.feeCents,
    extrasCents: price.extrasCents,
    discountCents: price.discountCents,
    discountPercent: price.discountPercent,
    totalCents: price.totalCents,
    feeType: price.feeType,
    firstHourFeeCents: price.firstHourFeeCents,
    secondHourFeeCents: price.secondHourFeeCents,
    afterHoursFeeCents: price.afterHoursFeeCents,
  };
}

export type OrderInput = Schemas["OrderInput"];

/** A note file whose first bytes were sniffed and accepted, already in the order file storage. */
export interface CheckedFile {
  fileName: string;
  storageKey: string;
  contentType: OrderFileType;
  sizeBytes: number;
  /** SHA-256 of its bytes. */
  sha256: string;
}

/** What the order services need, built once per app. */
export interface OrderServices {
  db: Database;
  storage: ObjectStorage;
  publicApiUrl: string;
  now: () => Date;
  policy: BookingPolicy;
  /** E-mail/SMS for order events, after the commit (in-app messages are written inside it). */
  notify: (events: readonly OrderEvent[]) => Promise<void>;
  /** A text to the driver's phone on an order, after the commit (STOP and a bad number are respected). */
  textDriver: (text: DriverText) => Promise<void>;
  /** The public site's driver check-in page, as the driver's texts link it. */
  driverCheckInUrl: string;
}

/** Who is calling: a customer acts on their own orders, staff on every order. */
export interface Caller {
  /** Whose orders: the customer, or the company's account a member works for. */
  userId: number;
  /** The person acting (a company member acts for the company's account); their name goes on notes and the timeline. */
  actorUserId: number;
  isStaff: boolean;
  /** A dispatcher's hubs: the only orders they see. Undefined: every hub (other staff) or none (customers). */
  staffHubIds?: readonly number[];
}

function newCheckInCode(): string {
  return checkInCodeFromRandom(
    Array.from({ length: CHECK_IN_CODE_LENGTH }, () => randomInt(CHECK_IN_CODE_ALPHABET.length)),
  );
}

async function nextOrderNumber(tx: Tx): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`select nextval('order_number_seq') as n`);
  return formatFbNumber(Number(result.rows[0]?.n));
}

async function mustExist(tx: Tx, query: Promise<unknown[]>, message: string): Promise<void> {
  if ((await query).length === 0) throw notFound(message);
}

/** The slot an order may take: a 3-hour slot start in the hub's zone, at least the lead time ahead. */
function checkSlot(
  timeFrom: string,
  timeZone: string,
  now: Date,
  policy: BookingPolicy,
): { from: Date; to: Date } {
  const problem = slotBookingProblem({
    startsAt: timeFrom,
    timeZone,
    now,
    leadTimeMinutes: policy.leadTimeMinutes,
  });
  if (problem !== null) {
    throw badRequest(
      slotBookingProblemMessage(problem, {
        field: "timeFrom",
        timeZone,
        leadTimeMinutes: policy.leadTimeMinutes,
      }),
      "timeFrom",
    );
  }
  const slot = slotStartingAt({ startsAt: timeFrom, timeZone, now });
  if (!slot) throw badRequest("timeFrom is not a slot start", "timeFrom");
  return { from: new Date(slot.startsAt), to: new Date(slot.endsAt) };
}

function checkPickUpDelivery(input: OrderInput, serviceType: number): void {
  for (const field of ["puService", "delService"] as const) {
    const block = input[field];
    const missing = missingPickUpDeliveryFields(block);
    if (missing.length > 0) {
      throw badRequest(
        `${field} is incomplete: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} required`,
        `${field}.${missing[0] ?? "city"}`,
      );
    }
    if (block && isTransportService(serviceType) && block.type !== "pickupAndDelivery") {
      throw badRequest(`${field}.type must be pickupAndDelivery for a transport service`, `${field}.type`);
    }
    if (!block) continue;
    const window = serviceWindowProblem(block.time);
    if (window)
      throw badRequest(`${field}.time.${window.field}: ${window.message}`, `${field}.time.${window.field}`);
    const days = stopDateRangeProblem(block.date);
    if (days) throw badRequest(`${field}.date.${days.field}: ${days.message}`, `${field}.date.${days.field}`);
  }
}

/**
 * Takes a place in the hub's slot, or 409 when the slot is closed by the hub team, outside the hours the hub
 * takes work, or full (its own capacity when the team set one, else the hub's). The hub row is locked for the
 * rest of the transaction, so two bookings racing for the last place are serialized and only the first gets
 * it. Expired pre-payment holds of the slot are released first. An order that stays in its slot keeps its
 * place whatever was set since (a closure or a lowered capacity applies to bookings made after it).
 */
export async function takeSlotPlace(
  tx: Tx,
  hub: Pick<typeof hubs.$inferSelect, "id" | "name" | "slotCapacity" | "timeZone" | "features">,
  timeFrom: Date,
  now: Date,
  place: { isNewPlace: boolean; exceptOrderId?: number },
): Promise<OrderEvent[]> {
  await tx.select({ id: hubs.id }).from(hubs).where(eq(hubs.id, hub.id)).for("no key update");
  const events = await expireHoldsIn(tx, now, { hubId: hub.id, timeFrom });
  if (!place.isNewPlace) return events;
  const settings = await loadSlotSettings(tx, hub.id, timeFrom, new Date(timeFrom.getTime() + 1));
  const setting = settings.get(timeFrom.toISOString());
  if (setting?.closedReason) {
    throw new HttpError(
      409,
      `This slot at ${hub.name} is closed (${setting.closedReason}); please choose another time`,
    );
  }
  if (!takesWorkAt(await loadHubHours(tx, hub), timeFrom))
    throw new HttpError(409, outsideHoursRefusal(hub.name));
  const conditions: SQL[] = [
    eq(orders.hubId, hub.id),
    eq(orders.timeFrom, timeFrom),
    inArray(orders.status, [...SLOT_HOLDING_STATUSES]),
  ];
  if (place.exceptOrderId !== undefined) conditions.push(ne(orders.id, place.exceptOrderId));
  const [taken] = await tx
    .select({ count: count() })
    .from(orders)
    .where(and(...conditions));
  if ((taken?.count ?? 0) >= (setting?.capacity ?? hub.slotCapacity)) {
    throw new HttpError(409, `This slot at ${hub.name} is fully booked; please choose another time`);
  }
  return events;
}

interface Resolved {
  hub: typeof hubs.$inferSelect;
  service: typeof services.$inferSelect;
  slot: { from: Date; to: Date };
}

async function resolveInput(
  tx: Tx,
  input: OrderInput,
  now: Date,
  policy: BookingPolicy,
  checkLeadTime: boolean,
): Promise<Resolved> {
  const [hub] = await tx.select().from(hubs).where(eq(hubs.id, input.hubId)).limit(1);
  if (!hub) throw notFound(`There is no hub with id ${input.hubId}`);
  const [service] = await tx.select().from(services).where(eq(services.id, input.serviceId)).limit(1);
  if (!service) throw notFound(`There is no service with id ${input.serviceId}`);
  const slot = checkLeadTime
    ? checkSlot(input.timeFrom, hub.timeZone, now, policy)
    : checkSlot(input.timeFrom, hub.timeZone, new Date(0), { ...policy, leadTimeMinutes: 0 });
  checkPickUpDelivery(input, service.type);
  if (input.temperatureControlId != null) {
    await mustExist(
      tx,
      tx
        .select({ id: temperatureControls.id })
        .from(temperatureControls)
        .where(eq(temperatureControls.id, input.temperatureControlId)),
      `There is no temperature control with id ${input.temperatureControlId}`,
    );
  }
  if (input.commodityId != null) {
    await mustExist(
      tx,
      tx.select({ id: commodities.id }).from(commodities).where(eq(commodities.id, input.commodityId)),
      `There is no commodity with id ${input.commodityId}`,
    );
  }
  if (input.trailerTypeId != null) {
    await mustExist(
      tx,
      tx.select({ id: trailerTypes.id }).from(trailerTypes).where(eq(trailerTypes.id, input.trailerTypeId)),
      `There is no trailer type with id ${input.trailerTypeId}`,
    );
  }
  // Each stop's own load: references the lists hold, named by the stop's field when they do not.
  for (const field of ["puService", "delService"] as const) {
    const stop = input[field];
    if (!stop) continue;
    const stopReferences = [
      { id: stop.temp, name: "temp", what: "temperature control", table: temperatureControls },
      { id: stop.commodityId, name: "commodityId", what: "commodity", table: commodities },
      { id: stop.trailerTypeId, name: "trailerTypeId", what: "trailer type", table: trailerTypes },
    ] as const;
    for (const reference of stopReferences) {
      if (reference.id == null) continue;
      const [found] = await tx
        .select({ id: reference.table.id })
        .from(reference.table)
        .where(eq(reference.table.id, reference.id));
      if (!found) {
        throw badRequest(
          `${field}.${reference.name}: there is no ${reference.what} with id ${reference.id}`,
          `${field}.${reference.name}`,
        );
      }
    }
  }
  return { hub, service, slot };
}

/**
 * The booking's hub, service and slot checked, and its price for this customer at the slot's time (a booking
 * and an edit are priced the same way; `checkLeadTime` is false when an edit keeps its slot).
 */
async function resolveAndPrice(
  tx: Tx,
  input: OrderInput,
  customerId: number,
  now: Date,
  policy: BookingPolicy,
  checkLeadTime: boolean,
  keptExtraIds?: ReadonlySet<number>,
) {
  const resolved = await resolveInput(tx, input, now, policy, checkLeadTime);
  const price = await priceOrder(tx, {
    keptExtraIds,
    hub: resolved.hub,
    service: resolved.service,
    timeFrom: resolved.slot.from,
    quantity: input.quantity,
    products: input.products ?? [],
    customerId,
  });
  return { ...resolved, price };
}

/**
 * Writes the notes of an input and rows for the new files (already stored while they were uploaded), attached
 * to the last note. A file without a row after the request is removed again (removeUnclaimedUploads).
 */
async function addNotes(
  tx: Tx,
  orderId: number,
  authorUserId: number,
  notes: readonly { note: string }[],
  files: readonly CheckedFile[],
  now: Date,
): Promise<void> {
  const texts = notes.map((note) => note.note.trim()).filter((note) => note !== "");
  if (texts.length === 0 && files.length > 0) texts.push("");
  let lastNoteId: number | undefined;
  for (const text of texts) {
    const [row] = await tx
      .insert(orderNotes)
      .values({ orderId, authorUserId, note: text, createdAt: now })
      .returning({ id: orderNotes.id });
    lastNoteId = row?.id;
  }
  if (lastNoteId === undefined) return;
  for (const file of files) {
    await tx.insert(orderFiles).values({
      orderId,
      noteId: lastNoteId,
      fileName: file.fileName,
      storageKey: file.storageKey,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      createdAt: now,
    });
  }
}

function orderValues(input: OrderInput) {
  return {
    driverName: input.driverName ?? "",
    driverPhone: input.driverPhone ?? "",
    truckNumber: input.truckNumber ?? "",
    trailerNumber: input.trailerNumber ?? "",
    temperatureControlId: input.temperatureControlId ?? null,
    commodityId: input.commodityId ?? null,
    trailerTypeId: input.trailerTypeId ?? null,
    puService: (input.puService as StoredPickUpDelivery | undefined) ?? null,
    delService: (input.delService as StoredPickUpDelivery | undefined) ?? null,
  };
}

/**
 * Books an order for `customerId`: validates the slot in the hub's zone, every id and the pick-up/delivery
 * blocks, takes a slot place (409 when full), prices it from stored prices, stores the notes and files, and
 * records the booking in the timeline. A pre-payment holds the place for the policy's hold time. With an
 * Idempotency-Key, a retry of a booking answers the order the first try booked (`replayed`).
 */
export async function bookOrder(
  services: OrderServices,
  customerId: number,
  input: OrderInput,
  files: readonly CheckedFile[],
  {
    sourceOrderId = null,
    idempotency,
    bookedByUserId = customerId,
  }: {
    sourceOrderId?: number | null;
    idempotency?: BookingIdempotency;
    /** The person booking: the customer, or the member booking for their company's account. */
    bookedByUserId?: number;
  } = {},
): Promise<{ order: OrderRow; replayed: boolean }> {
  const now = services.now();
  const events: OrderEvent[] = [];
  const booked = await services.db.transaction(async (tx) => {
    if (idempotency) {
      const earlier = await orderBookedWithKey(tx, customerId, idempotency);
      if (earlier) return { order: earlier, replayed: true };
    }
    const { hub, service, slot, price } = await resolveAndPrice(
      tx,
      input,
      customerId,
      now,
      services.policy,
      true,
    );
    events.push(...(await takeSlotPlace(tx, hub, slot.from, now, { isNewPlace: true })));
    const isPrepayment = input.paymentFlow === "pre-payment";
    const [created] = await tx
      .insert(orders)
      .values({
        number: await nextOrderNumber(tx),
        customerId,
        hubId: hub.id,
        serviceId: service.id,
        status: OrderStatus.New,
        timeFrom: slot.from,
        timeTo: slot.to,
        quantity: input.quantity,
        ...priceColumns(price),
        paymentFlow: isPrepayment ? "pre-payment" : "post-payment",
        billingStatus: isPrepayment ? "toPay" : "notPaid",
        holdExpiresAt: isPrepayment
          ? new Date(now.getTime() + services.policy.prepaymentHoldMinutes * 60_000)
          : null,
        checkInCode: newCheckInCode(),
        sourceOrderId,
        bookedByUserId,
        createdAt: now,
        updatedAt: now,
        ...orderValues(input),
      })
      .returning();
    if (!created) throw new Error("The order was not stored");
    if (price.products.length > 0) {
      await tx
        .insert(orderProducts)
        .values(price.products.map((product) => ({ orderId: created.id, ...product })));
    }
    await addNotes(tx, created.id, bookedByUserId, input.notes ?? [], files, now);
    events.push(
      await recordStatusChange(
        tx,
        created,
        null,
        OrderStatus.New,
        { kind: OrderActor.Customer, userId: bookedByUserId },
        "",
        now,
      ),
    );
    if (idempotency) await rememberBookingKey(tx, customerId, idempotency, created.id);
    return { order: created, replayed: false };
  });
  await services.notify(events);
  return booked;
}

/** Whether the caller may see an order (or what hangs on it: files, invoices): its customer's, or its hub's staff. */
export function isOrderVisibleTo(caller: Caller, order: { customerId: number; hubId: number }): boolean {
  return caller.isStaff
    ? caller.staffHubIds === undefined || caller.staffHubIds.includes(order.hubId)
    : order.customerId === caller.userId;
}

/**
 * An order of the caller (staff: any order of the hubs they work at), or 404: another customer's order, or
 * another hub's for a dispatcher, is as unknown as a missing one.
 */
export function ensureVisible(order: OrderRow | undefined, caller: Caller, orderId: number): OrderRow {
  if (!order || !isOrderVisibleTo(caller, order)) throw noSuchOrder(orderId);
  return order;
}

/**
 * Saves a customer's changes while the booking policy allows them (new or accepted, before the change cutoff):
 * slot, capacity and every price are checked again; notes are added, kept notes stay.
 */
export async function updateOrder(
  services: OrderServices,
  caller: Caller,
  orderId: number,
  input: OrderInput,
  files: readonly CheckedFile[],
): Promise<OrderRow> {
  const now = services.now();
  const events: OrderEvent[] = [];
  const row = await services.db.transaction(async (tx) => {
    const order = ensureVisible(await findOrderForUpdate(tx, orderId), caller, orderId);
    const refusal = customerChangeRefusal(
      {
        status: order.status as OrderStatus,
        timeFrom: order.timeFrom.toISOString(),
        totalPaid: order.totalPaidCents,
      },
      now,
      services.policy,
    );
    if (refusal) throw new HttpError(409, refusal);
    const movesSlot = input.hubId !== order.hubId || Date.parse(input.timeFrom) !== order.timeFrom.getTime();
    const booked = await tx
      .select({ id: orderProducts.extraServiceId })
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order.id));
    const { hub, service, slot, price } = await resolveAndPrice(
      tx,
      input,
      order.customerId,
      now,
      services.policy,
      movesSlot,
      new Set(booked.map((extra) => extra.id)),
    );
    const repriceRefusal = repricedOrderRefusal(await orderOwedFactsIn(tx, order), price.totalCents);
    if (repriceRefusal) throw new HttpError(409, repriceRefusal);
    events.push(
      ...(await takeSlotPlace(tx, hub, slot.from, now, { isNewPlace: movesSlot, exceptOrderId: order.id })),
    );
    const [updated] = await tx
      .update(orders)
      .set({
        hubId: hub.id,
        serviceId: service.id,
        timeFrom: slot.from,
        timeTo: slot.to,
        quantity: input.quantity,
        ...priceColumns(price),
        updatedAt: now,
        ...orderValues(input),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw notFound(`Order ${orderId} was not found`);
    if (movesSlot) await rescheduleOrderReminders(tx, updated, now);
    await tx.delete(orderProducts).where(eq(orderProducts.orderId, order.id));
    if (price.products.length > 0) {
      await tx
        .insert(orderProducts)
        .values(price.products.map((product) => ({ orderId: order.id, ...product })));
    }
    // Notes already on the order come back in the input; only the ones not stored yet are added.
    const existing = await tx
      .select({ note: orderNotes.note })
      .from(orderNotes)
      .where(and(eq(orderNotes.orderId, order.id), eq(orderNotes.isInternal, false)));
    const known = new Set(existing.map((note) => note.note));
    const newNotes = (input.notes ?? []).filter((note) => !known.has(note.note.trim()));
    await addNotes(tx, order.id, caller.actorUserId, newNotes, files, now);
    return refreshBillingStatus(tx, updated.id);
  });
  await services.notify(events);
  return row;
}

/** Deletes a pre-order (new and nothing paid); 409 for any other order. */
export async function deletePreOrder(
  services: OrderServices,
  caller: Caller,
  orderId: number,
): Promise<void> {
  const keys = await services.db.transaction(async (tx) => {
    const order = ensureVisible(await findOrderForUpdate(tx, orderId), caller, orderId);
    const actions = customerOrderActions(
      {
        status: order.status as OrderStatus,
        timeFrom: order.timeFrom.toISOString(),
        totalPaid: order.totalPaidCents,
      },
      services.now(),
      services.policy,
    );
    if (!actions.canDeletePreOrder) {
      throw new HttpError(
        409,
        `Order ${order.number} is not a pre-order any more (it is ${order.status} or paid); cancel it instead`,
      );
    }
    // A payment row is the record of money asked for or moved; it is never deleted with the order.
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .limit(1);
    if (payment) {
      throw new HttpError(
        409,
        `A payment was started for order ${order.number}; it cannot be deleted, cancel it instead`,
      );
    }
    const files = await tx
      .select({ key: orderFiles.storageKey })
      .from(orderFiles)
      .where(eq(orderFiles.orderId, order.id));
    await tx.delete(orders).where(eq(orders.id, order.id));
    return files.map((file) => file.key);
  });
  await Promise.all(keys.map((key) => services.storage.remove(key).catch(() => undefined)));
}

/** The booking input an existing order was made from, for repeat and duplicate. */
function inputFromOrder(
  order: OrderRow,
  products: readonly { extraServiceId: number; amount: number }[],
  notes: readonly string[],
): OrderInput {
  const input: OrderInput = {
    hubId: order.hubId,
    serviceId: order.serviceId,
    timeFrom: order.timeFrom.toISOString(),
    quantity: order.quantity,
    driverName: order.driverName,
    driverPhone: order.driverPhone,
    truckNumber: order.truckNumber,
    trailerNumber: order.trailerNumber,
    temperatureControlId: order.temperatureControlId,
    commodityId: order.commodityId,
    trailerTypeId: order.trailerTypeId,
    products: products.map((product) => ({ id: product.extraServiceId, amount: product.amount })),
    notes: notes.map((note) => ({ note })),
  };
  if (order.puService) input.puService = order.puService;
  if (order.delService) input.delService = order.delService;
  return input;
}

/**
 * The stops of a copy moved with its slot: a stop's days move by as many days as the slot's date on the hub's
 * calendar, so a pick-up the day before the slot stays the day before. An unreadable slot moves nothing (the
 * booking then answers 400 for it).
 */
function stopsMovedToSlot(input: OrderInput, from: Date, timeFrom: string, timeZone: string): void {
  let oldDate: string;
  let newDate: string;
  try {
    oldDate = localDateOf(from.toISOString(), timeZone);
    newDate = localDateOf(timeFrom, timeZone);
  } catch {
    return;
  }
  for (const field of ["puService", "delService"] as const) {
    const stop = input[field];
    if (stop) input[field] = { ...stop, date: moveStopDays(stop.date, oldDate, newDate) };
  }
}

/**
 * Repeat and duplicate both book a new order of the same customer that keeps everything defining the job: service,
 * hub, quantity, extras, load (temperature, commodity, trailer type), driver, truck and trailer numbers, the
 * customer's own notes (their text; files stay with the order they were sent with, and the hub team's notes are
 * not the customer's to copy) and the pick-up/delivery stops with their addresses and windows. Capacity, slot
 * rules and every price are checked again from today's stored prices.
 *
 * They differ only in the slot. Repeat is the same job on another day: the new slot is required, and the stops'
 * days move with it. Duplicate is one more of the same job, e.g. a second truck: it takes the original slot
 * unless another is given.
 */
export async function copyOrder(
  services: OrderServices,
  caller: Caller,
  orderId: number,
  request: Schemas["OrderCopyRequest"],
  kind: "repeat" | "duplicate",
  /** The request's Idempotency-Key: a retry answers the order it booked. */
  idempotencyKey?: string,
): Promise<{ order: OrderRow; replayed: boolean }> {
  const [source] = await services.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const order = ensureVisible(source, caller, orderId);
  if (kind === "repeat" && !request.timeFrom) {
    throw badRequest("timeFrom is required to repeat an order: choose the new slot", "timeFrom");
  }
  const products = await services.db
    .select({ extraServiceId: orderProducts.extraServiceId, amount: orderProducts.amount })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, order.id));
  // The customer's side wrote it: not internal, and not by a staff account (an author since removed counts as theirs).
  const notes = await services.db
    .select({ note: orderNotes.note })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorUserId))
    .where(
      and(
        eq(orderNotes.orderId, order.id),
        eq(orderNotes.isInternal, false),
        sql`${users.role} is distinct from 'staff'`,
      ),
    )
    .orderBy(orderNotes.createdAt, orderNotes.id);
  const input = inputFromOrder(
    order,
    products,
    notes.map((note) => note.note),
  );
  if (request.timeFrom) {
    const [hub] = await services.db
      .select({ timeZone: hubs.timeZone })
      .from(hubs)
      .where(eq(hubs.id, order.hubId))
      .limit(1);
    if (hub) stopsMovedToSlot(input, order.timeFrom, request.timeFrom, hub.timeZone);
    input.timeFrom = request.timeFrom;
  }
  if (request.paymentFlow) input.paymentFlow = request.paymentFlow;
  // The fingerprint is of the copy asked for (which order, how), not of the copied input: a retry after the
  // source order changed is still the same request.
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, fingerprint: copyFingerprint(kind, order.id, request) }
    : undefined;
  return bookOrder(services, order.customerId, input, [], { sourceOrderId: order.id, idempotency });
}
