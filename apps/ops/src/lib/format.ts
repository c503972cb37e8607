import type { Schema } from "@freight/api-client/types";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import type { PaymentFlow } from "@freight/domain/payments/payment-flow";
import type { StaffRole } from "@freight/domain/staff/staff-roles";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import portalText from "@freight/ui/i18n/en/portal.json";

/**
 * An instant on a hub's own clock with the zone's abbreviation, "02 Dec, 2026, 12:58 PM PST", whatever zone the
 * console's server or the reader runs in (the domain's hub-clock, as every app and document writes it).
 */
export function formatAtHub(instant: string, timeZone: string): string {
  return formatZonedDateTime(instant, timeZone);
}

/** An instant tied to no hub (a log line, an invitation), in UTC and saying so: "02 Dec, 2026, 8:58 PM UTC". */
export function formatUtc(instant: string): string {
  return formatZonedDateTime(instant, "UTC");
}

/** An instant in its order's hub zone when it has one, else in UTC, saying so either way. */
export function formatAtHubOrUtc(instant: string, timeZone: string | null | undefined): string {
  return formatZonedDateTime(instant, timeZone || "UTC");
}

// The console names every value it shows in words: a table per kind of value, typed so a new value of the contract
// cannot be added without its words, and an unknown one (a newer API) is spelled out rather than shown raw.

/** A camelCase or dashed value written as words, for a value no table knows yet: "cancelledByUser" → "Cancelled by user". */
function spelledOut(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelFrom<Value extends string>(labels: Readonly<Record<Value, string>>, value: string): string {
  return (labels as Readonly<Record<string, string>>)[value] ?? spelledOut(value);
}

/**
 * An order's status as staff read it. The customer's portal shows every cancellation as "Cancelled"; the hub team
 * needs to know who or what cancelled it.
 */
const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  new: portalText.status.new,
  accepted: portalText.status.accepted,
  arrivedToHub: portalText.status.arrivedToHub,
  inProgress: portalText.status.inProgress,
  needsAttention: portalText.status.needsAttention,
  processed: portalText.status.processed,
  closed: portalText.status.closed,
  failed: portalText.status.failed,
  cancelled: "Cancelled by the hub",
  cancelledByUser: "Cancelled by the customer",
  payCancelled: "Cancelled: payment not completed",
};

export function orderStatusLabel(status: OrderStatus | string): string {
  return labelFrom(ORDER_STATUS_LABELS, status);
}

type StaffPaymentStatus = Schema<"StaffPayment">["status"];

/** Every status a payment can have, in the order the finance filter offers them. */
export const STAFF_PAYMENT_STATUSES: readonly StaffPaymentStatus[] = [
  "pending",
  "processing",
  "paid",
  "cancelled",
  "failed",
  "returned",
  "refunded",
];

const PAYMENT_STATUS_LABELS: Readonly<Record<StaffPaymentStatus, string>> = {
  pending: "Pending",
  processing: "Processing (bank transfer on its way)",
  paid: "Paid",
  cancelled: "Cancelled",
  failed: "Failed",
  returned: "Returned by the bank",
  refunded: "Refunded",
};

export function paymentStatusLabel(status: StaffPaymentStatus | string): string {
  return labelFrom(PAYMENT_STATUS_LABELS, status);
}

/** What a payment pays for. */
const PAYMENT_FLOW_LABELS: Readonly<Record<PaymentFlow, string>> = {
  "pre-payment": "Order paid when booked",
  "post-payment": "Order paid after booking",
  "invoice-pay": "Invoice",
  "top-up": "Balance top-up",
  "shop-order": "Shop order",
};

export function paymentFlowLabel(flow: PaymentFlow | string): string {
  return labelFrom(PAYMENT_FLOW_LABELS, flow);
}

const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: "Admin",
  dispatcher: "Dispatcher",
  finance: "Finance",
  editor: "Editor",
};

export function staffRoleLabel(role: StaffRole | string): string {
  return labelFrom(STAFF_ROLE_LABELS, role);
}
