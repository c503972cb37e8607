import type { FastifyBaseLogger } from "fastify";
import { inArray } from "drizzle-orm";
import { messageChannels } from "@freight/domain/notifications/message-catalogue";
import type { Database } from "../db/client.js";
import { users } from "../db/schema/index.js";
import type { Notifier } from "../notifications/notifier.js";
import type { OrderEvent } from "./order-lifecycle-service.js";
import { contactEmail } from "../db/contact-email.js";

/**
 * E-mail and SMS for order events, where the customer's preferences for the event's topic (order updates,
 * billing and payments) ask for them, as the message catalogue decides. Runs after
 * the commit: the order change stands even if a provider is down; the background job retries the delivery.
 */
export function orderEventNotifier(
  db: Database,
  notifier: Notifier,
  log: Pick<FastifyBaseLogger, "warn">,
): (events: readonly OrderEvent[]) => Promise<void> {
  return async (events) => {
    if (events.length === 0) return;
    const customers = await db
      .select({
        id: users.id,
        email: contactEmail,
        phoneNumber: users.phoneNumber,
        notifications: users.notifications,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(events.map((event) => event.customerId))]));
    const byId = new Map(customers.map((customer) => [customer.id, customer]));
    for (const event of events) {
      const customer = byId.get(event.customerId);
      if (!customer) continue;
      const channels = messageChannels(event.kind, customer.notifications);
      const sends = [];
      if (channels.includes("email") && customer.email) {
        sends.push({ channel: "email" as const, to: customer.email });
      }
      if (channels.includes("sms") && customer.phoneNumber) {
        sends.push({ channel: "sms" as const, to: customer.phoneNumber });
      }
      for (const send of sends) {
        try {
          // Delivered by a background job, retried with backoff when the provider is down.
          await notifier.sendSoon({
            ...send,
            kind: event.kind,
            subject: event.title,
            text: event.text,
            purpose: "order-update",
            userId: customer.id,
          });
        } catch (error) {
          log.warn(
            { err: error, orderId: event.orderId, channel: send.channel },
            "Order notification not queued",
          );
        }
      }
    }
  };
}
