import { ACTIVE_ORDER_STATUSES, canTransition, OrderActor } from "./order-lifecycle";
import { OrderStatus } from "./order-status";

/**
 * A check-in code answers only while its order is under way (new up to processed). Once the order is
 * closed, failed or cancelled in any way the code is dead and must answer exactly like a code that never
 * existed: a finished order's driver, phone and times are nobody's business at the gate.
 */
export function isCheckInCodeLive(status: OrderStatus): boolean {
  return ACTIVE_ORDER_STATUSES.includes(status);
}

/**
 * Why the driver cannot check in (or correct the details) at this status, or undefined when they can:
 * a driver checks in while the order is new or accepted (the move to arrivedToHub is the driver's to
 * make), and may correct driver, truck and trailer while it is arrivedToHub. Later working statuses
 * (in progress, needs attention, processed) refuse; finished orders never get this far (their code is dead).
 */
export function driverCheckInRefusal(status: OrderStatus): string | undefined {
  if (status === OrderStatus.ArrivedToHub) return undefined;
  if (canTransition(status, OrderStatus.ArrivedToHub, OrderActor.Driver)) return undefined;
  return `The order is ${status}; check-in is closed`;
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
