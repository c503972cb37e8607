import { describe, expect, it } from "vitest";
import { renderOrderEmail, type OrderEmailInput } from "./order-email.js";

/** Sample data: the preview in the console renders the same. */
const sample: OrderEmailInput = {
  kind: "orderAccepted",
  title: "Order FB-1042",
  text: "Order FB-1042 is accepted by the hub.",
  order: {
    id: 1042,
    number: "FB-1042",
    hubName: "Reno Hub",
    hubAddress: "1 Dock Rd, Reno, NV 89502",
    timeZone: "America/Los_Angeles",
    timeFrom: new Date("2031-01-06T17:00:00.000Z"),
    timeTo: new Date("2031-01-06T20:00:00.000Z"),
    driverName: "Dana Driver",
  },
  company: {
    name: "FreightBox",
    legalName: "FreightBox Logistics LLC",
    email: "hello@freightbox.example",
    phone: "+1 775 555 0100",
    address: { street: "9 Cargo Way", city: "Reno", region: "NV", postalCode: "89502", country: "US" },
  },
  portalUrl: "https://portal.freightbox.example",
  now: new Date("2031-01-01T08:00:00.000Z"),
};

describe("renderOrderEmail", () => {
  it("writes an order update in plain text with the slot on the hub's clock and the order's page", async () => {
    const email = await renderOrderEmail(sample);
    expect(email.subject).toBe("Order FB-1042");
    expect(email.text).toMatchSnapshot();
    expect(email.text).toContain("9:00 AM – 12:00 PM PST");
    expect(email.attachments).toEqual([]);
  });

  it("renders the same words as branded HTML with a button to the order's page", async () => {
    const email = await renderOrderEmail(sample);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain("FreightBox");
    expect(email.html).toContain('href="https://portal.freightbox.example/dashboard/order-details/1042"');
    expect(email.html).toContain("Order FB-1042 is accepted by the hub.");
  });

  it("confirms a booking with its calendar entry attached", async () => {
    const email = await renderOrderEmail({
      ...sample,
      kind: "orderBooked",
      text: "Order FB-1042 is booked.",
    });
    expect(email.subject).toBe("Booking confirmed: order FB-1042");
    expect(email.text).toMatchSnapshot();
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]?.filename).toBe("order-FB-1042.ics");
    expect(email.attachments[0]?.content).toContain("DTSTART:20310106T170000Z\r\n");
  });

  const invoiceInput: OrderEmailInput = {
    ...sample,
    kind: "invoiceIssued",
    title: "Invoice INV-7",
    text: "Invoice INV-7 for order FB-1042 is ready to pay: $42.00.",
    invoiceId: 7,
    order: {
      ...sample.order,
      timeFrom: new Date("2031-07-07T16:00:00.000Z"),
      timeTo: new Date("2031-07-07T19:00:00.000Z"),
    },
  };

  it("sends an invoice to its payment page, in the hub's summer time when the slot is in summer", async () => {
    const email = await renderOrderEmail({
      ...invoiceInput,
      invoicePdf: { fileName: "INV-0000007.pdf", pdf: Buffer.from("%PDF-1.3 sample") },
    });
    expect(email.text).toMatchSnapshot();
    expect(email.text).toContain("PDT");
    expect(email.html).toContain(
      'href="https://portal.freightbox.example/portal/payment?orderId=1042&amp;invoiceId=7"',
    );
  });

  it("attaches the invoice's PDF in base64 and says so", async () => {
    const email = await renderOrderEmail({
      ...invoiceInput,
      invoicePdf: { fileName: "INV-0000007.pdf", pdf: Buffer.from("%PDF-1.3 sample") },
    });
    expect(email.text).toContain("The invoice is attached as a PDF (INV-0000007.pdf).");
    expect(email.attachments).toEqual([
      {
        filename: "INV-0000007.pdf",
        contentType: "application/pdf",
        content: Buffer.from("%PDF-1.3 sample").toString("base64"),
        encoding: "base64",
      },
    ]);
  });

  it("still sends an invoice with its payment link, and no word of a PDF, when none could be rendered", async () => {
    const email = await renderOrderEmail(invoiceInput);
    expect(email.attachments).toEqual([]);
    expect(email.text).not.toContain("PDF");
    expect(email.text).toContain(
      "Pay invoice https://portal.freightbox.example/portal/payment?orderId=1042&invoiceId=7",
    );
  });

  it("attaches no PDF to an order update even when one is given", async () => {
    const email = await renderOrderEmail({
      ...sample,
      invoicePdf: { fileName: "INV-0000007.pdf", pdf: Buffer.from("%PDF-1.3 sample") },
    });
    expect(email.attachments).toEqual([]);
  });

  it("writes a name with markup as text, never as HTML", async () => {
    const email = await renderOrderEmail({
      ...sample,
      order: { ...sample.order, driverName: '<img src=x onerror="alert(1)">' },
    });
    expect(email.html).not.toContain("<img src=x");
    expect(email.html).toContain("&lt;img src=x");
  });
});
