import { bookingIcs } from "@freight/domain/calendar/booking-ics";
import type { MessageKind } from "@freight/domain/notifications/message-catalogue";
import { formatZonedRange } from "@freight/domain/time/hub-clock";
import type { EmailAttachment } from "../notifier.js";
import type { BrandedEmailProps } from "./branded-email.js";
import { renderBrandedEmail } from "./render-email.js";

/** The order an e-mail is about, as the e-mail names it: the slot is shown on the hub's clock. */
export interface EmailedOrder {
  id: number;
  number: string;
  hubName: string;
  hubAddress: string;
  timeZone: string;
  timeFrom: Date;
  timeTo: Date;
  driverName: string;
}

export interface OrderEmailInput {
  kind: MessageKind;
  title: string;
  text: string;
  order: EmailedOrder;
  company: BrandedEmailProps["company"];
  /** The portal's origin; the button opens the page the message is about. */
  portalUrl: string;
  /** The invoice an invoice message is about (its payment page). */
  invoiceId?: number;
  /** The invoice's PDF, attached to an invoice message when it could be rendered. */
  invoicePdf?: { fileName: string; pdf: Buffer };
  now: Date;
}

export interface OrderEmail {
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

const isInvoiceMessage = (kind: MessageKind) => kind === "invoiceIssued" || kind === "invoiceReminder";

function buttonOf(input: OrderEmailInput): { text: string; url: string } {
  const portal = input.portalUrl.replace(/\/+$/, "");
  if (isInvoiceMessage(input.kind)) {
    const query = new URLSearchParams({ orderId: String(input.order.id) });
    if (input.invoiceId !== undefined) query.set("invoiceId", String(input.invoiceId));
    return { text: "Pay invoice", url: `${portal}/portal/payment?${query.toString()}` };
  }
  return { text: "View order", url: `${portal}/dashboard/order-details/${input.order.id}` };
}

/** The props of an order or invoice e-mail: the message's words, the slot on the hub's clock, one button. */
function orderEmailProps(input: OrderEmailInput): BrandedEmailProps {
  const { order } = input;
  const isBooking = input.kind === "orderBooked";
  return {
    company: input.company,
    preview: input.text,
    heading: isBooking ? `Booking confirmed: order ${order.number}` : input.title,
    paragraphs: [input.text],
    facts: [
      { label: "Order", value: order.number },
      { label: "Slot", value: formatZonedRange(order.timeFrom, order.timeTo, order.timeZone) },
      { label: "Hub", value: order.hubAddress ? `${order.hubName}, ${order.hubAddress}` : order.hubName },
      ...(order.driverName ? [{ label: "Driver", value: order.driverName }] : []),
    ],
    button: buttonOf(input),
    ...(isBooking ? { note: "The slot is attached as a calendar entry (.ics)." } : {}),
    ...(isInvoiceMessage(input.kind) && input.invoicePdf
      ? { note: `The invoice is attached as a PDF (${input.invoicePdf.fileName}).` }
      : {}),
  };
}

/** The e-mail of an order event: HTML and plain text, a booking's calendar entry or an invoice's PDF attached. */
export async function renderOrderEmail(input: OrderEmailInput): Promise<OrderEmail> {
  const props = orderEmailProps(input);
  const rendered = await renderBrandedEmail(props);
  const attachments: EmailAttachment[] = [];
  if (input.kind === "orderBooked") {
    attachments.push({
      filename: `order-${input.order.number}.ics`,
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: bookingIcs({
        uid: `order-${input.order.id}@${new URL(input.portalUrl).hostname}`,
        title: `${input.company.name}: order ${input.order.number} at ${input.order.hubName}`,
        description: `${input.text}\n${props.button?.url ?? ""}`,
        location: input.order.hubAddress || input.order.hubName,
        url: props.button?.url ?? input.portalUrl,
        from: input.order.timeFrom,
        to: input.order.timeTo,
        now: input.now,
      }),
    });
  }
  if (isInvoiceMessage(input.kind) && input.invoicePdf) {
    attachments.push({
      filename: input.invoicePdf.fileName,
      contentType: "application/pdf",
      content: input.invoicePdf.pdf.toString("base64"),
      encoding: "base64",
    });
  }
  return { subject: props.heading, ...rendered, attachments };
}
