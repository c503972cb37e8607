import { MESSAGE_CATALOGUE, MESSAGE_KINDS, type MessageKind } from "@freight/domain/notifications/message-catalogue";
import { orderReminderText } from "@freight/domain/notifications/order-reminders";
import type { Schemas } from "../../openapi/contract-types.js";
import type { BrandedEmailProps } from "./branded-email.js";
import { renderOrderEmail, type EmailedOrder } from "./order-email.js";

/** The sample words of each templated e-mail: what the event's own text would say about the sample order. */
const sampleWords: Partial<Record<MessageKind, (number: string) => string>> = {
  orderBooked: (number) => `Order ${number} is booked. We will confirm it shortly.`,
  orderAccepted: (number) => `Order ${number} is accepted: the hub expects your truck in the slot.`,
  driverArrived: (number) => `Order ${number}: your driver checked in at the hub.`,
  orderInProgress: (number) => `Order ${number} is being worked on.`,
  orderNeedsAttention: (number) => `Order ${number} needs your attention: please call the hub.`,
  orderDone: (number) => `Order ${number} is done.`,
  orderClosed: (number) => `Order ${number} is closed.`,
  orderFailed: (number) => `Order ${number} could not be completed.`,
  orderCancelled: (number) => `Order ${number} is cancelled.`,
  orderSlotMoved: (number) => `Order ${number} was moved to another slot: dock repairs.`,
  invoiceIssued: (number) => `Invoice INV-0000042 for order ${number} is ready to pay: $1,250.00.`,
  invoiceReminder: (number) => `Invoice INV-0000042 for order ${number} is still open: $1,250.00 is due.`,
};

/** Every message the catalogue sends by e-mail about an order or its bill, each with a branded template. */
const PREVIEWED_KINDS = MESSAGE_KINDS.filter((kind) => {
  const { category, channels } = MESSAGE_CATALOGUE[kind];
  return (
    (channels as readonly string[]).includes("email") &&
    (category === "orderUpdates" || category === "billingAndPayments")
  );
});

/**
 * Every templated e-mail rendered with a sample order (at `hub`, a slot three days from `now` at 9 AM on the hub's
 * clock is near enough) and the company as it is now: the console's preview.
 */
export async function renderEmailPreviews({
  company,
  hub,
  portalUrl,
  now,
}: {
  company: BrandedEmailProps["company"];
  hub: { name: string; address: string; timeZone: string };
  portalUrl: string;
  now: Date;
}): Promise<Schemas["EmailPreviewList"]> {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 72 * 3_600_000);
  const order: EmailedOrder = {
    id: 42,
    number: "FB-0000042",
    hubName: hub.name,
    hubAddress: hub.address,
    timeZone: hub.timeZone,
    timeFrom: start,
    timeTo: new Date(start.getTime() + 3 * 3_600_000),
    driverName: "Dana Driver",
  };
  const items = [];
  for (const kind of PREVIEWED_KINDS) {
    const words =
      kind === "orderReminder"
        ? orderReminderText("24h", order)
        : { title: `Order ${order.number}`, text: sampleWords[kind]?.(order.number) ?? `About order ${order.number}.` };
    const email = await renderOrderEmail({
      kind,
      title: words.title,
      text: words.text,
      order,
      company,
      portalUrl,
      // An invoice's e-mail names its attached PDF; the preview lists the file without drawing one.
      ...(kind === "invoiceIssued" || kind === "invoiceReminder"
        ? { invoiceId: 42, invoicePdf: { fileName: "INV-0000042.pdf", pdf: Buffer.alloc(0) } }
        : {}),
      now,
    });
    items.push({
      kind,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: email.attachments.map((file) => file.filename),
    });
  }
  return { items };
}
