import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderInvoicePdfFile } from "../src/documents/invoice-pdf.js";
import { createNotifier, type Notification, type Transport } from "../src/notifications/notifier.js";
import { orderEventNotifier } from "../src/orders/order-notifications.js";
import { bookOrderWithInvoice } from "./invoice-fixtures.js";
import { loadCatalogue, type Catalogue } from "./order-fixtures.js";
import { pdfText } from "./pdf-text.js";
import { createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** The SMTP stand-in: every e-mail the API hands to its transport. */
const delivered: Notification[] = [];
const smtp: Transport = {
  name: "smtp",
  deliver: async (message) => {
    delivered.push(message);
    return `<${delivered.length}@smtp.test>`;
  },
};
/** While set, the invoice PDF cannot be rendered (a broken font, a full disk). */
const pdfRenderer = { fails: false };

let testApp: TestApp;
let catalogue: Catalogue;
let finance: SignedInUser;
let week = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    accounts: { transports: { email: smtp } },
    orders: {
      invoicePdf: (db, invoiceId) => {
        if (pdfRenderer.fails) return Promise.reject(new Error("The PDF renderer is out of order"));
        return renderInvoicePdfFile(db, invoiceId);
      },
    },
  });
  catalogue = await loadCatalogue(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
});
afterAll(() => testApp.close());

function nextDay(): string {
  week += 1;
  return addLocalDays("2033-02-01", 7 * week);
}

function mailsTo(email: string, subject: RegExp): Notification[] {
  return delivered.filter((message) => message.to === email && subject.test(message.subject));
}

function attachedPdf(message: Notification | undefined): { filename: string; text: string; bytes: Buffer } {
  const file = message?.attachments?.find((one) => one.contentType === "application/pdf");
  expect(file, "a PDF is attached").toBeDefined();
  expect(file?.encoding).toBe("base64");
  const bytes = Buffer.from(file?.content ?? "", "base64");
  return { filename: file?.filename ?? "", text: pdfText(bytes), bytes };
}

describe("the invoice PDF on invoice e-mails", () => {
  it("attaches the invoice's PDF, naming its number, amount and the hub time, to the issued invoice's e-mail", async () => {
    const { customer, order, invoice } = await bookOrderWithInvoice(testApp, catalogue, finance, {
      day: nextDay(),
      amountCents: 4_217,
    });
    const [mail, ...more] = mailsTo(customer.email, /^Invoice /);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Invoice ${invoice.number}`);
    expect(invoice.number).toMatch(/^INV-\d{7}$/);
    const pdf = attachedPdf(mail);
    expect(pdf.filename).toBe(`${invoice.number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.text).toContain(`Invoice ${invoice.number}`);
    expect(pdf.text).toContain("$42.17");
    expect(pdf.text).toContain(order.number);
    // Issued on Reno's clock, with its zone's abbreviation.
    expect(pdf.text).toMatch(/Issued: \s*\d{2} \w{3}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T/);
    // The e-mail says so, and still carries its payment link.
    expect(mail?.text).toContain(`The invoice is attached as a PDF (${invoice.number}.pdf).`);
    expect(mail?.text).toContain(`/portal/payment?orderId=${order.id}&invoiceId=${invoice.id}`);
    expect(mail?.html).toContain(`${invoice.number}.pdf`);
  });

  it("attaches the same invoice's PDF to a reminder of it", async () => {
    const { customer, invoice } = await bookOrderWithInvoice(testApp, catalogue, finance, {
      day: nextDay(),
      amountCents: 9_900,
    });
    const reminded = await testApp.app.inject({
      method: "POST",
      url: `/staff/invoices/${invoice.id}/send`,
      headers: finance.headers,
    });
    expect(reminded.statusCode, reminded.body).toBe(200);
    const [mail] = mailsTo(customer.email, /^Reminder: invoice /);
    const pdf = attachedPdf(mail);
    expect(pdf.filename).toBe(`${invoice.number}.pdf`);
    expect(pdf.text).toContain(`Invoice ${invoice.number}`);
    expect(pdf.text).toContain("Amount due: $99.00");
  });

  it("attaches no PDF to the order's other e-mails", async () => {
    const { customer } = await bookOrderWithInvoice(testApp, catalogue, finance, { day: nextDay() });
    const booked = mailsTo(customer.email, /^Booking confirmed/);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.attachments?.map((file) => file.contentType)).toEqual([
      expect.stringMatching(/^text\/calendar/),
    ]);
  });

  it("still sends the invoice e-mail with its payment link when the PDF cannot be rendered", async () => {
    pdfRenderer.fails = true;
    try {
      const { customer, order, invoice } = await bookOrderWithInvoice(testApp, catalogue, finance, {
        day: nextDay(),
      });
      const [mail] = mailsTo(customer.email, /^Invoice /);
      expect(mail?.subject).toBe(`Invoice ${invoice.number}`);
      expect(mail?.attachments ?? []).toEqual([]);
      expect(mail?.text).not.toContain("attached as a PDF");
      expect(mail?.text).toContain(`/portal/payment?orderId=${order.id}&invoiceId=${invoice.id}`);
    } finally {
      pdfRenderer.fails = false;
    }
  });

  it("logs a PDF that cannot be rendered, naming the invoice, and sends the e-mail all the same", async () => {
    const { customer, order, invoice } = await bookOrderWithInvoice(testApp, catalogue, finance, {
      day: nextDay(),
    });
    const { db } = testApp.database;
    const logged: { level: string; fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn: (fields: Record<string, unknown>, message: string) =>
        logged.push({ level: "warn", fields, message }),
      error: (fields: Record<string, unknown>, message: string) =>
        logged.push({ level: "error", fields, message }),
    };
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const notify = orderEventNotifier(
      db,
      createNotifier({
        db,
        log: silent as unknown as Parameters<typeof createNotifier>[0]["log"],
        transports: { email: smtp },
        logLocalMessages: false,
      }),
      log as unknown as Parameters<typeof orderEventNotifier>[2],
      {
        portalUrl: "https://portal.test",
        now: () => new Date(),
        invoicePdf: () => Promise.reject(new Error("The PDF renderer is out of order")),
      },
    );
    const before = mailsTo(customer.email, /^Reminder: invoice /).length;
    await notify([
      {
        kind: "invoiceReminder",
        customerId: customer.userId,
        orderId: order.id,
        invoiceId: invoice.id,
        title: `Reminder: invoice ${invoice.number}`,
        text: `Invoice ${invoice.number} is still open.`,
      },
    ]);
    expect(logged).toEqual([
      {
        level: "error",
        fields: expect.objectContaining({ orderId: order.id, invoiceId: invoice.id, err: expect.any(Error) }),
        message: "Invoice PDF not rendered: the e-mail goes without it",
      },
    ]);
    const reminders = mailsTo(customer.email, /^Reminder: invoice /);
    expect(reminders).toHaveLength(before + 1);
    expect(reminders.at(-1)?.attachments ?? []).toEqual([]);
    expect(reminders.at(-1)?.text).toContain(`invoiceId=${invoice.id}`);
  });

  it("the downloaded PDF is the one attached: the customer's download still works and a stranger's is 404", async () => {
    const { customer, invoice } = await bookOrderWithInvoice(testApp, catalogue, finance, {
      day: nextDay(),
      amountCents: 1_234,
    });
    const download = await testApp.app.inject({
      method: "GET",
      url: `/invoices/${invoice.id}/pdf`,
      headers: customer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    const attached = attachedPdf(mailsTo(customer.email, /^Invoice /)[0]);
    expect(pdfText(download.rawPayload)).toBe(attached.text);
    const other = await bookOrderWithInvoice(testApp, catalogue, finance, { day: nextDay() });
    const stranger = await testApp.app.inject({
      method: "GET",
      url: `/invoices/${invoice.id}/pdf`,
      headers: other.customer.headers,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
