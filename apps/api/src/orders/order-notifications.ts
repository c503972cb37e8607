import type { FastifyBaseLogger } from "fastify";
import { eq, inArray } from "drizzle-orm";
import { messageChannels } from "@freight/domain/notifications/message-catalogue";
import { readCompanySettings } from "../company-settings/company-settings-read.js";
import type { Database } from "../db/client.js";
import { hubs, orders, users } from "../db/schema/index.js";
import { renderOrderEmail, type EmailedOrder } from "../notifications/email/order-email.js";
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
  email: { portalUrl: string; now: () => Date },
): (events: readonly OrderEvent[]) => Promise<void> {
  /** The orders the e-mails name, with their hub (the slot is written on its clock). */
  const emailedOrders = async (ids: number[]): Promise<Map<number, EmailedOrder>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: orders.id,
        number: orders.number,
        timeFrom: orders.timeFrom,
        timeTo: orders.timeTo,
        driverName: orders.driverName,
        hubName: hubs.name,
        hubAddress: hubs.address,
        timeZone: hubs.timeZone,
      })
      .from(orders)
      .innerJoin(hubs, eq(hubs.id, orders.hubId))
      .where(inArray(orders.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  };

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
    const mailed = events.filter((event) => {
      const customer = byId.get(event.customerId);
      return customer?.email && messageChannels(event.kind, customer.notifications).includes("email");
    });
    const orderById = await emailedOrders([...new Set(mailed.map((event) => event.orderId))]);
    const company = mailed.length > 0 ? await readCompanySettings(db) : undefined;
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
          const order = orderById.get(event.orderId);
          const content =
            send.channel === "email" && order && company
              ? await renderOrderEmail({
                  kind: event.kind,
                  title: event.title,
                  text: event.text,
                  order,
                  company,
                  portalUrl: email.portalUrl,
                  ...(event.invoiceId === undefined ? {} : { invoiceId: event.invoiceId }),
                  now: email.now(),
                })
              : { subject: event.title, text: event.text };
          // Delivered by a background job, retried with backoff when the provider is down.
          await notifier.sendSoon({
            ...send,
            ...content,
            kind: event.kind,
            purpose: event.kind === "orderReminder" ? "order-reminder" : "order-update",
            userId: customer.id,
            orderId: event.orderId,
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
