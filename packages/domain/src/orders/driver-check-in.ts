import { toEpochMs, type InstantInput } from "../time/zoned-time";
import type { ArrivalTiming } from "./check-in-window";
import {
  ACTIVE_ORDER_STATUSES,
  ARRIVAL_FROM_STATUSES,
  canTransition,
  nextStatuses,
  OrderActor,
} from "./order-lifecycle";
import { ORDER_STATUSES, OrderStatus, toOrderDisplayStatus, type OrderDisplayStatus } from "./order-status";

/**
 * A check-in code answers only while its order is under way (new up to processed). Once the order is
 * closed, failed or cancelled in any way the code is dead and must answer exactly like a code that never
 * existed: a finished order's driver, phone and times are nobody's business at the gate.
 */
export function isCheckInCodeLive(status: OrderStatus): boolean {
  return ACTIVE_ORDER_STATUSES.includes(status);
}

/**
 * The statuses at which a driver's check-in records an arrival: those an arrival may come from (the transition
 * table's sources of arrivedToHub: accepted) and those one staff move before them (new, which the hub accepts
 * first). Derived from the table, so a change there changes the gate with it.
 */
export const DRIVER_CHECK_IN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) =>
    ARRIVAL_FROM_STATUSES.includes(status) ||
    nextStatuses(status, OrderActor.Staff).some((next) => ARRIVAL_FROM_STATUSES.includes(next)),
);

/**
 * A driver's arrival at the hub, as every reader shows it (the gate board, the driver's page, the order's
 * timeline and the customer's message tell of the same one): when the driver checked in, how that stood against
 * the check-in window (null when the gate recorded the arrival without a check-in), and what the gate must still
 * do before the driver drives in: accept the order, let them in (early or late), or nothing (they are in).
 */
export interface OrderArrival {
  arrivedAt: string;
  timing: ArrivalTiming | null;
  waitingFor: "accept" | "letIn" | null;
}

/** The arrival an order records (its check-in time, timing and status), or null when no one has arrived. */
export function arrivalOf(order: {
  status: OrderStatus;
  checkedInAt: InstantInput | null;
  arrivalTiming: ArrivalTiming | null;
}): OrderArrival | null {
  if (order.checkedInAt === null) return null;
  const arrivedAt = new Date(toEpochMs(order.checkedInAt)).toISOString();
  const waitingFor = ARRIVAL_FROM_STATUSES.includes(order.status)
    ? "letIn"
    : DRIVER_CHECK_IN_STATUSES.includes(order.status)
      ? "accept"
      : null;
  return { arrivedAt, timing: order.arrivalTiming, waitingFor };
}

/** What a driver's check-in does to the order, decided on the order as it stands under lock. */
export type DriverCheckInOutcome =
  /** Accepted and inside the window: the order moves to arrivedToHub. */
  | { kind: "arrive" }
  /** The arrival is recorded and the gate decides: accept the order first, or let an early or late driver in. */
  | { kind: "wait"; waitingFor: "accept" | "letIn" }
  /** Nothing new happened: the driver is in already, or the same arrival is sent again; the details are corrected. */
  | { kind: "correct" }
  /** Check-in is over for this order. */
  | { kind: "refuse"; reason: string };

/**
 * What a check-in does, from the order's status and arrival and the timing of this check-in:
 * - arrivedToHub: the driver is in; the details are corrected.
 * - accepted (an arrival's source) and on time: the order arrives.
 * - the same arrival again (same timing: a retry, a double tap, 20 taps at once): the details are corrected,
 *   nothing is recorded twice.
 * - otherwise at a status a check-in is for (new, accepted): the arrival is recorded and waits for the gate, to
 *   accept the order (new) or to let the driver in (accepted, early or late).
 * - any later status: refused.
 */
export function driverCheckInOutcome(
  order: { status: OrderStatus; arrival: OrderArrival | null },
  timing: ArrivalTiming,
): DriverCheckInOutcome {
  const { status, arrival } = order;
  if (status === OrderStatus.ArrivedToHub) return { kind: "correct" };
  if (!DRIVER_CHECK_IN_STATUSES.includes(status)) {
    return { kind: "refuse", reason: `The order is ${status}; check-in is closed` };
  }
  const canArrive = canTransition(status, OrderStatus.ArrivedToHub, OrderActor.Driver);
  if (canArrive && timing === "onTime") return { kind: "arrive" };
  if (arrival !== null && arrival.timing === timing) return { kind: "correct" };
  return { kind: "wait", waitingFor: canArrive ? "letIn" : "accept" };
}

/**
 * Whether accepting the order also lets its waiting driver in: yes when they checked in inside the window (they
 * only waited for the acceptance); an early or late driver still waits for the gate's "let in".
 */
export function isArrivalCompletedByAccept(arrival: OrderArrival | null): boolean {
  return arrival !== null && arrival.waitingFor === "accept" && arrival.timing === "onTime";
}

/** Where the driver stands, as their page names it: at the gate (early, late, or waiting for the hub), else the order's status. */
export type DriverCheckInStage = OrderDisplayStatus | "atGate" | "atGateEarly" | "atGateLate";

/** The driver's stage from the order's status and arrival. */
export function driverCheckInStage(status: OrderStatus, arrival: OrderArrival | null): DriverCheckInStage {
  if (arrival?.waitingFor) {
    if (arrival.timing === "early") return "atGateEarly";
    if (arrival.timing === "late") return "atGateLate";
    return "atGate";
  }
  return toOrderDisplayStatus(status);
}

/** How many trailing digits of a phone number the check-in answers show. */
export const VISIBLE_PHONE_DIGITS = 4;

/**
 * A phone number as the check-in answers show it: every digit but the last four becomes `*`, so the
 * driver recognises their number without the code revealing it ("+1 909 555 0177" → "+* *** *** 0177").
 * Numbers of four digits or fewer are masked whole.
 */
export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "").length;
  if (digits <= VISIBLE_PHONE_DIGITS) return phone.replace(/\d/g, "*");
  let toMask = digits - VISIBLE_PHONE_DIGITS;
  return phone.replace(/\d/g, (digit) => {
    if (toMask === 0) return digit;
    toMask -= 1;
    return "*";
  });
}
