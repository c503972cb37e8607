import { formatZonedDateTime } from "../time/hub-clock";
import type { OrderReminderKind, RemindedOrder } from "./order-reminders";

/** Every text to a driver ends so: the way out the carriers' rules ask for. */
const STOP_NOTICE = "Reply STOP to stop these texts.";

/** The driver's reminder: the slot on the hub's clock, the check-in page and the code to type there. */
export function driverReminderText(
  kind: OrderReminderKind,
  order: RemindedOrder & { checkInCode: string },
  checkInUrl: string,
): string {
  const when = kind === "24h" ? "tomorrow" : "in 2 hours";
  return `${order.hubName}: your slot for order ${order.number} starts ${when}, ${formatZonedDateTime(order.timeFrom, order.timeZone)}. Check in at ${checkInUrl} with code ${order.checkInCode}. ${STOP_NOTICE}`;
}

/**
 * The driver's text when the gate calls the truck in (lets it in, or accepts an order whose driver waits on time):
 * go to the dock now, with the moment on the hub's clock (the door follows in its own text once it is assigned).
 */
export function driverCalledInText(order: { number: string; hubName: string; timeZone: string }, at: Date): string {
  return `${order.hubName}: order ${order.number}, you are called in at ${formatZonedDateTime(at, order.timeZone)}: drive to the dock. ${STOP_NOTICE}`;
}

/**
 * The driver's text when the dispatcher assigns the truck a dock door (or moves it to another): which door, at
 * which hub, from when on the hub's clock.
 */
export function driverDoorAssignedText(
  order: { number: string; hubName: string; timeZone: string },
  door: string,
  at: Date,
): string {
  return `Go to door ${door} at ${order.hubName} — ${formatZonedDateTime(at, order.timeZone)} (order ${order.number}). ${STOP_NOTICE}`;
}

/**
 * What an inbound text asks, by the keywords carriers and Twilio honour: STOP and its synonyms opt the number out,
 * START (or UNSTOP, YES) back in; anything else asks nothing.
 */
export function smsKeyword(body: string): "stop" | "start" | null {
  const word = body.trim().toUpperCase();
  if (["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"].includes(word)) return "stop";
  if (["START", "UNSTOP", "YES", "OPTIN"].includes(word)) return "start";
  return null;
}

/**
 * The number a text can go to (E.164), from a phone as a person typed it on a form: "+44 20 7946 0958" keeps its
 * country; ten digits ("(555) 123-4567") are a North American number (+1), as are eleven starting with 1. Anything
 * else (too short, letters) answers null: no text is tried.
 */
export function smsNumber(phone: string): string | null {
  const trimmed = phone.trim();
  if (/[a-z]/i.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}
