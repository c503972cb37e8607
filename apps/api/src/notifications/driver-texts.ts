import { smsNumber } from "@freight/domain/notifications/driver-texts";
import type { FastifyBaseLogger } from "fastify";
import type { Notifier } from "./notifier.js";

/** A text to the driver's phone on an order (a reminder, the gate's call, the door to go to). */
export interface DriverText {
  orderId: number;
  /** As typed on the booking or check-in form; sent to its E.164 form. */
  phone: string;
  kind: "driverReminder" | "driverCalledIn" | "driverDoorAssigned";
  text: string;
}

/**
 * Texts drivers through the notifier's queue (retried with back-off, recorded on the order). A phone that cannot be
 * a number gets nothing; one that answered STOP is refused by the notifier. Never throws: the text is news about
 * something already done.
 */
export function driverTexter(
  notifier: Notifier,
  log: Pick<FastifyBaseLogger, "warn" | "info">,
): (text: DriverText) => Promise<void> {
  return async ({ orderId, phone, kind, text }) => {
    const to = smsNumber(phone);
    if (!to) {
      log.info(
        { orderId, kind },
        "Driver text not sent: the phone on the order is not a number a text can go to",
      );
      return;
    }
    try {
      await notifier.sendSoon({ channel: "sms", to, subject: "", text, kind, purpose: kind, orderId });
    } catch (error) {
      log.warn({ err: error, orderId, kind }, "Driver text not queued");
    }
  };
}
