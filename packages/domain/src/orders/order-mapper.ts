import { ChargeKind, isChargeKind } from "../catalog/charge-kind";
import { asArray, asInteger, asNumber, asRecord, asString } from "../mapping/server-value";
import { InvoiceKind, isInvoiceKind } from "../payments/invoice-kind";
import { InvoiceStatus, isInvoiceStatus } from "../payments/invoice-status";
import { type PaymentStatus, toPaymentStatus } from "../payments/payment-status";
import {
  mapOrderNote,
  type OrderNote,
  type OrderNotePayload,
  type ServerOrderNote,
  toOrderNotePayload,
} from "./order-note";
import {
  mapPickUpDeliveryDetail,
  type PickUpDeliveryDetail,
  type PickUpDeliveryDetailPayload,
  type ServerPickUpDeliveryDetail,
  toPickUpDeliveryDetailPayload,
} from "./pick-up-delivery-detail";
import { OrderStatus, type OrderDisplayStatus, parseOrderStatus, toOrderDisplayStatus } from "./order-status";

/** A reference to another record by id, as the server nests it. */
interface ServerReference {
  id?: number;
  name?: string;
}

/** An invoice of an order, as the server sends it. */
export interface ServerOrderInvoice {
  id?: number;
  number?: string;
  status?: number;
  kind?: string;
  amount?: number;
  reason?: string;
  issuedAt?: string | null;
}

/** An extra service added to an order: its id and how many. */
export interface OrderProduct {
  id: number;
  amount: number;
}

/** An order as the order endpoints send it (every field may be missing). Money is integer cents. */
export interface ServerOrder {
  id?: number;
  number?: string | number;
  service?: ServerReference & { type?: number };
  createdAtLocal?: string;
  timeFrom?: string;
  timeTo?: string;
  quantity?: number;
  price?: number;
  totalInvoices?: number;
  total?: number;
  totalPaid?: number;
  credited?: number;
  billingStatus?: number | string;
  status?: number | string;
  driverName?: string;
  driverPhone?: string;
  bookedBy?: { id?: number; name?: string };
  hub?: ServerReference & {
    latitude?: number;
    longitude?: number;
    address?: string;
    minimalCharge?: number;
    timeZone?: string;
  };
  notes?: ServerOrderNote[];
  temperatureControl?: ServerReference | null;
  commodityId?: number | null;
  trailerTypeId?: number | null;
  products?: Partial<OrderProduct>[];
  trailerNumber?: string;
  truckNumber?: string;
  checkInCode?: string;
  door?: string | null;
  invoices?: ServerOrderInvoice[];
  hubFeeType?: number;
  firstHourFee?: number;
  secondHourFee?: number;
  afterHoursFee?: number;
  puService?: ServerPickUpDeliveryDetail | null;
  delService?: ServerPickUpDeliveryDetail | null;
}

/** An invoice of an order. */
export interface OrderInvoice {
  id: number;
  number: string;
  status: InvoiceStatus;
  /** An order invoice, or a supplementary charge (with its reason); an order invoice when unknown. */
  kind: InvoiceKind;
  /** Cents. */
  amount: number;
  /** Why a supplementary charge was added; "" for an order invoice. */
  reason: string;
  /** When the invoice was issued; "" while a draft. */
  issuedAt: string;
}

/** The hub an order is booked at. */
export interface OrderHub {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  /** Cents. */
  minimalCharge: number;
  /** IANA time zone of the hub ("" when the server did not send it). */
  timeZone: string;
}

/** An order as the UI shows it. Money fields are integer cents. */
export interface Order {
  id: number;
  /** The order number, shown as fbNumber. */
  number: string;
  /** The booked service; `type` is its ServiceTypeId (0 when unknown). */
  service: { id: number; name: string; type: number };
  /** When the order was booked (UTC instant). */
  createdAtLocal: string;
  timeFrom: string;
  timeTo: string;
  quantity: number;
  price: number;
  totalInvoices: number;
  total: number;
  totalPaid: number;
  /** Given back to the customer as a credit (a refund of part of a payment): the order owes that much less. */
  credited: number;
  /** The payment status read from the server's billingStatus; not paid when unknown. */
  billingStatus: PaymentStatus;
  /** The status (a missing status reads as code 0, new). */
  status: OrderStatus;
  /** The status to show: every kind of cancellation shows as cancelled. */
  displayStatus: OrderDisplayStatus;
  driverName: string;
  driverPhone: string;
  /** The company member who booked it; "" for a person's own order. */
  bookedBy: string;
  hub: OrderHub;
  notes: OrderNote[];
  /** The chosen temperature control; id 0 and name "" when none. */
  temperatureControl: { id: number; name: string };
  /** 0 when none. */
  commodityId: number;
  /** 0 when none. */
  trailerTypeId: number;
  products: OrderProduct[];
  trailerNumber: string;
  truckNumber: string;
  checkInCode: string;
  /** The dock door the hub gave the truck once it is at the hub ("7"); "" until one is given. */
  door: string;
  invoices: OrderInvoice[];
  /** How the booked hour is charged; business hours (adds nothing) when unknown. */
  hubFeeType: ChargeKind;
  firstHourFee: number;
  secondHourFee: number;
  afterHoursFee: number;
  puService?: PickUpDeliveryDetail;
  delService?: PickUpDeliveryDetail;
}

/** An order as sent when saving changes (the API's OrderInput): prices are computed by the server, never sent. */
export interface OrderPayload {
  hubId: number;
  serviceId: number;
  timeFrom: string;
  quantity: number;
  driverName: string;
  driverPhone: string;
  truckNumber: string;
  trailerNumber: string;
  temperatureControlId: number | null;
  commodityId: number | null;
  trailerTypeId: number | null;
  products: OrderProduct[];
  notes: OrderNotePayload[];
  puService?: PickUpDeliveryDetailPayload;
  delService?: PickUpDeliveryDetailPayload;
}

/** A row of the dashboard's order table. */
export interface DashboardOrderRow {
  id: number;
  number: string;
  truckNumber: string;
  trailerNumber: string;
}

/** The dashboard metric groups, in display order. */
export const DASHBOARD_METRIC_GROUPS = [
  "createdOrders",
  "inProgressOrders",
  "completedOrders",
  "failedOrders",
] as const;

/** One dashboard metric group. */
export type DashboardMetricGroup = (typeof DASHBOARD_METRIC_GROUPS)[number];

/** Dashboard order counts by group, plus the share of created orders in percent. */
export type DashboardMetrics = Record<DashboardMetricGroup, number> & { createdOrdersPercentage: number };

/** Dashboard metrics as the server sends them (note the server's spelling `complitedOrdersCount`). */
export interface ServerDashboardMetrics {
  createdOrdersCount?: number;
  progressOrdersCount?: number;
  complitedOrdersCount?: number;
  failedOrdersCount?: number;
  createdOrdersPercentage?: number;
}

/** One page of a list answer. */
export interface Page<Item> {
  items: Item[];
  totalPages: number;
  totalItems: number;
  /** 0-based. */
  currentPage: number;
}

/** A paged list answer as the server sends it. */
export interface ServerPage {
  items?: unknown[];
  totalPages?: number;
  totalItems?: number;
  currentPage?: number;
}

function mapInvoice(server: unknown): OrderInvoice {
  const invoice = asRecord(server);
  return {
    id: asInteger(invoice.id),
    number: asString(invoice.number),
    status: isInvoiceStatus(invoice.status) ? invoice.status : InvoiceStatus.Draft,
    kind: isInvoiceKind(invoice.kind) ? invoice.kind : InvoiceKind.Order,
    amount: asInteger(invoice.amount),
    reason: asString(invoice.reason),
    issuedAt: asString(invoice.issuedAt),
  };
}

function mapProduct(server: unknown): OrderProduct {
  const product = asRecord(server);
  return { id: asInteger(product.id), amount: asInteger(product.amount) };
}

function idOrNull(id: number): number | null {
  return id > 0 ? id : null;
}

function mapHub(server: unknown): OrderHub {
  const hub = asRecord(server);
  return {
    id: asInteger(hub.id),
    name: asString(hub.name),
    latitude: asNumber(hub.latitude),
    longitude: asNumber(hub.longitude),
    address: asString(hub.address),
    minimalCharge: asInteger(hub.minimalCharge),
    timeZone: asString(hub.timeZone),
  };
}

function mapOptionalStop(
  server: unknown,
  type: PickUpDeliveryDetail["type"],
): PickUpDeliveryDetail | undefined {
  if (typeof server !== "object" || server === null || Array.isArray(server)) return undefined;
  return mapPickUpDeliveryDetail(server as ServerPickUpDeliveryDetail, type);
}

/**
 * Maps a server order to the display order. Missing values default to "", 0 and [];
 * the payment status defaults to not paid, the status to new, the fee type to
 * business hours; pick-up and delivery appear only when the server sent them.
 * Note files get image-proxy sources under `imageProxyBase`.
 */
export function mapOrder(server: ServerOrder | null | undefined, imageProxyBase: string): Order {
  const order = asRecord(server);
  const service = asRecord(order.service);
  const temperatureControl = asRecord(order.temperatureControl);
  const status = parseOrderStatus(order.status ?? 0) ?? OrderStatus.New;
  const pickUp = mapOptionalStop(order.puService, "pick-up");
  const delivery = mapOptionalStop(order.delService, "delivery");
  return {
    id: asInteger(order.id),
    number: asString(order.number),
    service: { id: asInteger(service.id), name: asString(service.name), type: asInteger(service.type) },
    createdAtLocal: asString(order.createdAtLocal),
    timeFrom: asString(order.timeFrom),
    timeTo: asString(order.timeTo),
    quantity: asInteger(order.quantity),
    price: asInteger(order.price),
    totalInvoices: asInteger(order.totalInvoices),
    total: asInteger(order.total),
    totalPaid: asInteger(order.totalPaid),
    credited: asInteger(order.credited),
    billingStatus: toPaymentStatus(order.billingStatus),
    status,
    displayStatus: toOrderDisplayStatus(status),
    driverName: asString(order.driverName),
    driverPhone: asString(order.driverPhone),
    bookedBy: asString(asRecord(order.bookedBy).name),
    hub: mapHub(order.hub),
    notes: asArray(order.notes).map((note) => mapOrderNote(note as ServerOrderNote, imageProxyBase)),
    temperatureControl: { id: asInteger(temperatureControl.id), name: asString(temperatureControl.name) },
    commodityId: asInteger(order.commodityId),
    trailerTypeId: asInteger(order.trailerTypeId),
    products: asArray(order.products).map(mapProduct),
    trailerNumber: asString(order.trailerNumber),
    truckNumber: asString(order.truckNumber),
    checkInCode: asString(order.checkInCode),
    door: asString(order.door),
    invoices: asArray(order.invoices).map(mapInvoice),
    hubFeeType: isChargeKind(order.hubFeeType) ? order.hubFeeType : ChargeKind.BusinessHours,
    firstHourFee: asInteger(order.firstHourFee),
    secondHourFee: asInteger(order.secondHourFee),
    afterHoursFee: asInteger(order.afterHoursFee),
    ...(pickUp ? { puService: pickUp } : {}),
    ...(delivery ? { delService: delivery } : {}),
  };
}

/**
 * The order as sent when saving changes: ids of the referenced records (null for none),
 * stored note files by their original URL, stops with role codes, no prices.
 */
export function toOrderPayload(order: Order): OrderPayload {
  return {
    hubId: order.hub.id,
    serviceId: order.service.id,
    timeFrom: order.timeFrom,
    quantity: order.quantity,
    driverName: order.driverName,
    driverPhone: order.driverPhone,
    truckNumber: order.truckNumber,
    trailerNumber: order.trailerNumber,
    temperatureControlId: idOrNull(order.temperatureControl.id),
    commodityId: idOrNull(order.commodityId),
    trailerTypeId: idOrNull(order.trailerTypeId),
    products: order.products.map((product) => ({ ...product })),
    notes: order.notes.map(toOrderNotePayload),
    ...(order.puService ? { puService: toPickUpDeliveryDetailPayload(order.puService) } : {}),
    ...(order.delService ? { delService: toPickUpDeliveryDetailPayload(order.delService) } : {}),
  };
}

/** Maps an order to a dashboard table row. */
export function mapDashboardOrderRow(server: ServerOrder | null | undefined): DashboardOrderRow {
  const order = asRecord(server);
  return {
    id: asInteger(order.id),
    number: asString(order.number),
    truckNumber: asString(order.truckNumber),
    trailerNumber: asString(order.trailerNumber),
  };
}

/** Maps the dashboard metrics to their groups; missing counts are 0. */
export function mapDashboardMetrics(server: ServerDashboardMetrics | null | undefined): DashboardMetrics {
  const metrics = asRecord(server);
  return {
    createdOrders: asInteger(metrics.createdOrdersCount),
    inProgressOrders: asInteger(metrics.progressOrdersCount),
    completedOrders: asInteger(metrics.complitedOrdersCount ?? metrics.completedOrdersCount),
    failedOrders: asInteger(metrics.failedOrdersCount),
    createdOrdersPercentage: asNumber(metrics.createdOrdersPercentage),
  };
}

/** Maps a paged answer with the given item mapper; a missing list is empty, missing counters are 0. */
export function mapPage<Item>(
  server: ServerPage | null | undefined,
  mapItem: (item: unknown) => Item,
): Page<Item> {
  const page = asRecord(server);
  return {
    items: asArray(page.items).map((item) => mapItem(item)),
    totalPages: Math.max(0, asInteger(page.totalPages)),
    totalItems: Math.max(0, asInteger(page.totalItems)),
    currentPage: Math.max(0, asInteger(page.currentPage)),
  };
}

/** Maps a page of orders (order history, active orders). */
export function mapOrderPage(server: ServerPage | null | undefined, imageProxyBase: string): Page<Order> {
  return mapPage(server, (item) => mapOrder(item as ServerOrder, imageProxyBase));
}

/** Maps a page of dashboard rows. */
export function mapDashboardOrderPage(server: ServerPage | null | undefined): Page<DashboardOrderRow> {
  return mapPage(server, (item) => mapDashboardOrderRow(item as ServerOrder));
}
