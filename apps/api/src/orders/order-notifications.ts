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
import { renderInvoicePdfFile, type InvoicePdfFile } from "../documents/invoice-pdf.js";

/** Renders an invoice's PDF for its e-mail (the documents area's, the one the customer downloads). */
export type InvoicePdfRenderer = (db: Database, invoiceId: number) => Promise<InvoicePdfFile | null>;

/**
 * E-mail and SMS for order events, where the customer's preferences for the event's topic (order updates,
 * billing and payments) ask for them, as the message catalogue decides. Runs after
 * the commit: the order change stands even if a provider is down; the background job retries the delivery.
 */
export function orderEventNotifier(
  db: Database,
  notifier: Notifier,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  email: { portalUrl: string; now: () => Date; invoicePdf?: InvoicePdfRenderer },
): (events: readonly OrderEvent[]) => Promise<void> {
  const renderInvoicePdf = email.invoicePdf ?? renderInvoicePdfFile;
  /**
   * The invoice's PDF as it stands now, for an invoice e-mail; a PDF that cannot be rendered is logged and the
   * e-mail goes without it (its payment link still works).
   */
  const invoicePdfOf = async (event: OrderEvent): Promise<InvoicePdfFile | undefined> => {
    if (
      (event.kind !== "invoiceIssued" && event.kind !== "invoiceReminder") ||
      event.invoiceId === undefined
    ) {
      return undefined;
    }
    try {
      return (await renderInvoicePdf(db, event.invoiceId)) ?? undefined;
    } catch (error) {
      log.error(
        { err: error, orderId: event.orderId, invoiceId: event.invoiceId },
        "Invoice PDF not rendered: the e-mail goes without it",
      );
      return undefined;
    }
  };
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
      const order = orderById.get(event.orderId);
      const invoicePdf =
        order && company && sends.some((send) => send.channel === "email")
          ? await invoicePdfOf(event)
          : undefined;
      for (const send of sends) {
        try {
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
                  ...(invoicePdf ? { invoicePdf } : {}),
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
