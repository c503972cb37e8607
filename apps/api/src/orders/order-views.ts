import { customerOrderActions } from "@freight/domain/orders/booking-policy";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { invoiceTotalCents } from "@freight/domain/payments/invoice-transitions";
import type { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.js";
import type { orders } from "../db/schema/index.js";
import {
  hubs,
  invoices,
  orderFiles,
  orderNotes,
  orderProducts,
  services,
  temperatureControls,
  users,
} from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";
import { toOrderHub } from "../catalog/catalog-mappers.js";

export type OrderRow = typeof orders.$inferSelect;
type Reader = Pick<Database, "select">;

/** Where a stored note file is served (the download route; the image proxy passes it through for signed-in callers). */
export function orderFileUrl(publicApiUrl: string, fileId: number): string {
  return `${publicApiUrl}/order-files/${fileId}`;
}

export function toInvoice(row: typeof invoices.$inferSelect): Schemas["Invoice"] {
  return {
    id: row.id,
    orderId: row.orderId,
    number: row.number,
    status: row.status as Schemas["InvoiceStatus"],
    kind: row.kind,
    amount: row.amountCents,
    description: row.description,
    reason: row.reason,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** A note as the contract gives it; `byStaff` when a staff account wrote it (the customer's timeline shows those). */
export function toOrderNote(
  note: typeof orderNotes.$inferSelect,
  files: (typeof orderFiles.$inferSelect)[],
  publicApiUrl: string,
  byStaff: boolean,
): Schemas["OrderNote"] {
  return {
    id: note.id,
    note: note.note,
    isInternal: note.isInternal,
    byStaff,
    createdAtLocal: note.createdAt.toISOString(),
    files: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      fileUrl: orderFileUrl(publicApiUrl, file.id),
    })),
  };
}

function groupBy<Item, Key>(items: readonly Item[], key: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export interface OrderViewOptions {
  publicApiUrl: string;
  now: Date;
  /** Staff see drafts and the customer of each order. */
  forStaff?: boolean;
}

/** Maps order rows to the contract's Order, loading hubs, services, notes, files, invoices and extras in a few queries. */
export async function toOrders(
  db: Reader,
  rows: readonly OrderRow[],
  { publicApiUrl, now, forStaff = false }: OrderViewOptions,
): Promise<Schemas["Order"][]> {
  if (rows.length === 0) return [];
  const related = await loadOrderRelations(db, rows, forStaff);
  return rows.map((row) => toOrderView(row, related, { publicApiUrl, now, forStaff }));
}

type OrderRelations = Awaited<ReturnType<typeof loadOrderRelations>>;

/** `column = any($ids)`: one statement for any number of ids, so it is prepared once rather than one per length. */
const isAnyOf = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder("ids")})`;

/**
 * The reads behind every order view, built once per database handle as named prepared statements: every order
 * list and order page runs them, and building their SQL again on each call was a large share of the API's CPU in
 * the signed-in bench's profile (PostgreSQL also parses and plans each once per connection).
 */
function prepareRelationReads(db: Reader) {
  const notes = (name: string, customerOnly: boolean) =>
    db
      .select({ note: orderNotes, authorRole: users.role })
      .from(orderNotes)
      .leftJoin(users, eq(users.id, orderNotes.authorUserId))
      .where(
        customerOnly
          ? and(isAnyOf(orderNotes.orderId), eq(orderNotes.isInternal, false))
          : isAnyOf(orderNotes.orderId),
      )
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id))
      .prepare(name);
  return {
    hubs: db.select().from(hubs).where(isAnyOf(hubs.id)).prepare("order_view_hubs"),
    services: db.select().from(services).where(isAnyOf(services.id)).prepare("order_view_services"),
    temperatures: db
      .select({ id: temperatureControls.id, name: temperatureControls.name })
      .from(temperatureControls)
      .where(isAnyOf(temperatureControls.id))
      .prepare("order_view_temperatures"),
    everyNote: notes("order_view_notes_staff", false),
    customerNotes: notes("order_view_notes_customer", true),
    files: db
      .select()
      .from(orderFiles)
      .where(isAnyOf(orderFiles.orderId))
      .orderBy(asc(orderFiles.id))
      .prepare("order_view_files"),
    invoices: db
      .select()
      .from(invoices)
      .where(isAnyOf(invoices.orderId))
      .orderBy(asc(invoices.id))
      .prepare("order_view_invoices"),
    products: db
      .select()
      .from(orderProducts)
      .where(isAnyOf(orderProducts.orderId))
      .prepare("order_view_products"),
    customers: db
      .select({
        id: users.id,
        email: users.email,
        userName: users.userName,
        corporationName: users.corporationName,
      })
      .from(users)
      .where(isAnyOf(users.id))
      .prepare("order_view_customers"),
    bookers: db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(isAnyOf(users.id))
      .prepare("order_view_bookers"),
  };
}

const preparedRelationReads = new WeakMap<Reader, ReturnType<typeof prepareRelationReads>>();

function relationReads(db: Reader) {
  let reads = preparedRelationReads.get(db);
  if (!reads) {
    reads = prepareRelationReads(db);
    preparedRelationReads.set(db, reads);
  }
  return reads;
}

/** Everything the orders refer to, in one query per table, keyed by the order (or hub, service) it belongs to. */
async function loadOrderRelations(db: Reader, rows: readonly OrderRow[], forStaff: boolean) {
  const orderIds = rows.map((row) => row.id);
  const hubIds = [...new Set(rows.map((row) => row.hubId))];
  const serviceIds = [...new Set(rows.map((row) => row.serviceId))];
  const temperatureIds = [
    ...new Set(rows.flatMap((row) => (row.temperatureControlId === null ? [] : [row.temperatureControlId]))),
  ];
  // A company's orders name the member who booked each (a person's own orders need no name).
  const bookerIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.bookedByUserId !== null && row.bookedByUserId !== row.customerId ? [row.bookedByUserId] : [],
      ),
    ),
  ];
  const reads = relationReads(db);
  const [
    hubRows,
    serviceRows,
    temperatureRows,
    noteRows,
    fileRows,
    invoiceRows,
    productRows,
    customerRows,
    bookerRows,
  ] = await Promise.all([
    reads.hubs.execute({ ids: hubIds }),
    reads.services.execute({ ids: serviceIds }),
    temperatureIds.length === 0 ? Promise.resolve([]) : reads.temperatures.execute({ ids: temperatureIds }),
    (forStaff ? reads.everyNote : reads.customerNotes).execute({ ids: orderIds }),
    reads.files.execute({ ids: orderIds }),
    reads.invoices.execute({ ids: orderIds }),
    reads.products.execute({ ids: orderIds }),
    forStaff
      ? reads.customers.execute({ ids: [...new Set(rows.map((row) => row.customerId))] })
      : Promise.resolve([]),
    bookerIds.length === 0 ? Promise.resolve([]) : reads.bookers.execute({ ids: bookerIds }),
  ]);
  const hubById = new Map(hubRows.map((hub) => [hub.id, hub]));
  const serviceById = new Map(serviceRows.map((service) => [service.id, service]));
  const temperatureById = new Map(temperatureRows.map((row) => [row.id, row]));
  const notesByOrder = groupBy(
    noteRows.map((row) => ({ ...row.note, byStaff: row.authorRole === "staff" })),
    (note) => note.orderId,
  );
  const filesByNote = groupBy(fileRows, (file) => file.noteId);
  const invoicesByOrder = groupBy(invoiceRows, (invoice) => invoice.orderId);
  const productsByOrder = groupBy(productRows, (product) => product.orderId);
  const customerById = new Map(customerRows.map((customer) => [customer.id, customer]));
  const bookerById = new Map(
    bookerRows.map((booker) => [
      booker.id,
      { id: booker.id, name: [booker.firstName, booker.lastName].filter(Boolean).join(" ") || booker.email },
    ]),
  );

  return {
    hubById,
    serviceById,
    temperatureById,
    notesByOrder,
    filesByNote,
    invoicesByOrder,
    productsByOrder,
    customerById,
    bookerById,
  };
}

function toOrderView(
  row: OrderRow,
  related: OrderRelations,
  { publicApiUrl, now, forStaff }: Required<OrderViewOptions>,
): Schemas["Order"] {
  const { hubById, serviceById, temperatureById, notesByOrder, filesByNote } = related;
  const { invoicesByOrder, productsByOrder, customerById, bookerById } = related;
  const hub = hubById.get(row.hubId);
  const service = serviceById.get(row.serviceId);
  if (!hub || !service) throw new Error(`Order ${row.id} refers to a missing hub or service`);
  const orderInvoices = (invoicesByOrder.get(row.id) ?? []).filter(
    (invoice) => forStaff || invoice.status !== 0,
  );
  const temperature =
    row.temperatureControlId === null ? undefined : temperatureById.get(row.temperatureControlId);
  const customer = customerById.get(row.customerId);
  const order: Schemas["Order"] = {
    id: row.id,
    number: row.number,
    service: { id: service.id, name: service.name, type: service.type as Schemas["ServiceTypeId"] },
    hub: toOrderHub(hub),
    status: row.status as Schemas["OrderStatus"],
    billingStatus: row.billingStatus as Schemas["PaymentStatus"],
    createdAtLocal: row.createdAt.toISOString(),
    timeFrom: row.timeFrom.toISOString(),
    timeTo: row.timeTo.toISOString(),
    quantity: row.quantity,
    price: row.unitPriceCents,
    linePrice: row.priceCents,
    fee: row.feeCents,
    extras: row.extrasCents,
    discount: row.discountCents,
    discountPercent: row.discountPercent,
    total: row.totalCents,
    totalInvoices: invoiceTotalCents(
      orderInvoices.map((invoice) => ({
        status: invoice.status as InvoiceStatus,
        amountCents: invoice.amountCents,
      })),
    ),
    totalPaid: row.totalPaidCents,
    credited: row.creditedCents,
    paymentFlow: row.paymentFlow as Schemas["OrderPaymentFlow"],
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    driverSmsConsentAt: row.driverSmsConsentAt?.toISOString() ?? null,
    door: row.door,
    actions: customerOrderActions(
      {
        status: row.status as OrderStatus,
        timeFrom: row.timeFrom.toISOString(),
        totalPaid: row.totalPaidCents,
      },
      now,
    ),
    hubFeeType: row.feeType as Schemas["FeeType"],
    firstHourFee: row.firstHourFeeCents,
    secondHourFee: row.secondHourFeeCents,
    afterHoursFee: row.afterHoursFeeCents,
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    truckNumber: row.truckNumber,
    trailerNumber: row.trailerNumber,
    checkInCode: row.checkInCode,
    notes: (notesByOrder.get(row.id) ?? []).map((note) =>
      toOrderNote(note, filesByNote.get(note.id) ?? [], publicApiUrl, note.byStaff),
    ),
    invoices: orderInvoices.map(toInvoice),
    products: (productsByOrder.get(row.id) ?? []).map((product) => ({
      id: product.extraServiceId,
      amount: product.amount,
    })),
    temperatureControl: temperature ? { id: temperature.id, name: temperature.name } : null,
    commodityId: row.commodityId,
    trailerTypeId: row.trailerTypeId,
  };
  const bookedBy = row.bookedByUserId === null ? undefined : bookerById.get(row.bookedByUserId);
  if (bookedBy) order.bookedBy = bookedBy;
  if (row.puService) order.puService = row.puService;
  if (row.delService) order.delService = row.delService;
  if (customer) {
    order.customer = {
      id: customer.id,
      email: customer.email,
      name: customer.corporationName || customer.userName || customer.email,
    };
  }
  return order;
}

export async function toOrder(
  db: Reader,
  row: OrderRow,
  options: OrderViewOptions,
): Promise<Schemas["Order"]> {
  const [order] = await toOrders(db, [row], options);
  if (!order) throw new Error(`Order ${row.id} could not be mapped`);
  return order;
}

/** The file id when `url` is one of our order file URLs (absolute on the API or a relative path), else undefined. */
export function orderFileIdFromUrl(url: string, publicApiUrl: string): number | undefined {
  let path: string;
  try {
    const parsed = new URL(url, `${publicApiUrl}/`);
    if (parsed.origin !== new URL(publicApiUrl).origin) return undefined;
    path = parsed.pathname;
  } catch {
    return undefined;
  }
  const basePath = new URL(publicApiUrl).pathname.replace(/\/+$/, "");
  const match = /^\/order-files\/([1-9]\d{0,9})$/.exec(path.slice(basePath.length));
  return match ? Number(match[1]) : undefined;
}
