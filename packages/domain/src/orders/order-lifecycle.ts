import { OrderStatus } from "./order-status";

/**
 * Who moves an order (ORDER_TRANSITIONS below is the one transition table, docs/orders.md):
 * customers book and may cancel before the cutoff, drivers check in, staff run the dock,
 * and the system reacts to payments and timers.
 */
export const OrderActor = {
  Customer: "customer",
  Driver: "driver",
  Staff: "staff",
  System: "system",
} as const;

/** One kind of actor. */
export type OrderActor = (typeof OrderActor)[keyof typeof OrderActor];

/** Every actor. */
export const ORDER_ACTORS: readonly OrderActor[] = Object.values(OrderActor);

type TransitionTable = Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly OrderActor[]>>>>
>;

const { Customer, Driver, Staff, System } = OrderActor;

/**
 * Allowed transitions: `ORDER_TRANSITIONS[from][to]` lists the actors who may make the move.
 * - new → accepted (staff), → cancelledByUser (customer), → cancelled (staff), → payCancelled (customer
 *   or system when a pre-payment is abandoned or its hold expires). Never straight to arrivedToHub: an arrival
 *   does not skip the hub's acceptance (a driver checking in at a new order waits at the gate to be accepted).
 * - accepted → arrivedToHub (driver check-in or staff), → needsAttention/failed (staff, e.g. a no-show),
 *   → cancelledByUser (customer), → cancelled (staff).
 * - arrivedToHub → inProgress; inProgress → processed; processed → closed (staff; the system closes too).
 * - needsAttention and failed may be reached from every working state; needsAttention resumes to
 *   inProgress or ends as failed or cancelled.
 * - closed, failed and the three cancellations are final.
 */
export const ORDER_TRANSITIONS: TransitionTable = {
  new: {
    accepted: [Staff],
    cancelledByUser: [Customer],
    cancelled: [Staff],
    payCancelled: [Customer, System],
  },
  accepted: {
    arrivedToHub: [Driver, Staff],
    needsAttention: [Staff],
    failed: [Staff],
    cancelledByUser: [Customer],
    cancelled: [Staff],
  },
  arrivedToHub: { inProgress: [Staff], needsAttention: [Staff], failed: [Staff] },
  inProgress: { processed: [Staff], needsAttention: [Staff], failed: [Staff] },
  needsAttention: { inProgress: [Staff], failed: [Staff], cancelled: [Staff] },
  processed: { closed: [Staff, System], needsAttention: [Staff] },
  closed: {},
  failed: {},
  cancelled: {},
  cancelledByUser: {},
  payCancelled: {},
};

/** Statuses no transition leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = (
  Object.keys(ORDER_TRANSITIONS) as OrderStatus[]
).filter((status) => Object.keys(ORDER_TRANSITIONS[status]).length === 0);

/** Whether an order in this status is finished (closed, failed or cancelled in any way). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return FINAL_ORDER_STATUSES.includes(status);
}

/** Whether `actor` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order in `from` to. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  const targets = ORDER_TRANSITIONS[from] ?? {};
  return (Object.keys(targets) as OrderStatus[]).filter((to) => targets[to]?.includes(actor));
}

/** Why a transition is refused, as a sentence the API can answer with (400/409). */
export function transitionRefusal(from: OrderStatus, to: OrderStatus, actor: OrderActor): string | undefined {
  if (canTransition(from, to, actor)) return undefined;
  if (from === to) return `The order is already ${from}`;
  if (isFinalOrderStatus(from)) return `The order is ${from} and can no longer change`;
  return `An order that is ${from} cannot be moved to ${to} by the ${actor}`;
}

/** The statuses an arrival (the move to arrivedToHub) may come from, as the transition table says: accepted only. */
export const ARRIVAL_FROM_STATUSES: readonly OrderStatus[] = (
  Object.keys(ORDER_TRANSITIONS) as OrderStatus[]
).filter((status) => ORDER_TRANSITIONS[status][OrderStatus.ArrivedToHub] !== undefined);

/** Statuses whose order still occupies its slot place at the hub. */
export const SLOT_HOLDING_STATUSES: readonly OrderStatus[] = [
  OrderStatus.New,
  OrderStatus.Accepted,
  OrderStatus.ArrivedToHub,
  OrderStatus.InProgress,
  OrderStatus.NeedsAttention,
  OrderStatus.Processed,
  OrderStatus.Closed,
];

/** Statuses of orders still under way: shown as ongoing and in the active-orders table. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.New,
  OrderStatus.Accepted,
  OrderStatus.ArrivedToHub,
  OrderStatus.InProgress,
  OrderStatus.NeedsAttention,
  OrderStatus.Processed,
];

/** Which dashboard metric group each status counts in (cancellations count in none). */
export const DASHBOARD_GROUP_STATUSES = {
  createdOrders: [OrderStatus.New, OrderStatus.Accepted],
  inProgressOrders: [
    OrderStatus.ArrivedToHub,
    OrderStatus.InProgress,
    OrderStatus.NeedsAttention,
    OrderStatus.Processed,
  ],
  completedOrders: [OrderStatus.Closed],
  failedOrders: [OrderStatus.Failed],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** The dashboard's metric counts from a count per status, with the created share in whole percent. */
export function dashboardMetricsFromCounts(counts: Partial<Record<OrderStatus, number>>): {
  createdOrdersCount: number;
  progressOrdersCount: number;
  complitedOrdersCount: number;
  failedOrdersCount: number;
  createdOrdersPercentage: number;
} {
  const sum = (statuses: readonly OrderStatus[]) =>
    statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);
  const created = sum(DASHBOARD_GROUP_STATUSES.createdOrders);
  const progress = sum(DASHBOARD_GROUP_STATUSES.inProgressOrders);
  const completed = sum(DASHBOARD_GROUP_STATUSES.completedOrders);
  const failed = sum(DASHBOARD_GROUP_STATUSES.failedOrders);
  const total = created + progress + completed + failed;
  return {
    createdOrdersCount: created,
    progressOrdersCount: progress,
    complitedOrdersCount: completed,
    failedOrdersCount: failed,
    createdOrdersPercentage: total === 0 ? 0 : Math.round((created * 100) / total),
  };
}

/** Moves that stop or end an order's work: staff say why, and the customer reads it on their timeline. */
export const STATUSES_NEEDING_A_REASON: readonly OrderStatus[] = ["needsAttention", "failed", "cancelled"];

/** Whether staff must give a reason to move an order to this status. */
export function staffMoveNeedsReason(to: OrderStatus): boolean {
  return STATUSES_NEEDING_A_REASON.includes(to);
}
