import { describe, expect, it } from "vitest";
import { invoiceReminderRefusal } from "./invoice-reminder";
import { InvoiceStatus } from "./invoice-status";

const now = new Date("2026-11-25T12:00:00Z");

describe("invoiceReminderRefusal", () => {
  it("sends a reminder of an issued or approved invoice never sent, or sent ten minutes ago or more", () => {
    for (const status of [InvoiceStatus.Issued, InvoiceStatus.Approved]) {
      expect(invoiceReminderRefusal({ status, lastSentAt: null, now })).toBeUndefined();
      expect(
        invoiceReminderRefusal({ status, lastSentAt: new Date("2026-11-25T11:50:00Z"), now }),
      ).toBeUndefined();
    }
  });

  it("refuses a second reminder within ten minutes, saying when the last went", () => {
    expect(
      invoiceReminderRefusal({
        status: InvoiceStatus.Issued,
        lastSentAt: new Date("2026-11-25T11:57:30Z"),
        now,
      }),
    ).toMatch(/3 minutes ago/);
  });

  it("refuses a draft, a paid and a cancelled invoice", () => {
    expect(invoiceReminderRefusal({ status: InvoiceStatus.Draft, lastSentAt: null, now })).toMatch(
      /issue it first/,
    );
    expect(invoiceReminderRefusal({ status: InvoiceStatus.Paid, lastSentAt: null, now })).toMatch(
      /open invoice/,
    );
    expect(invoiceReminderRefusal({ status: InvoiceStatus.Cancelled, lastSentAt: null, now })).toMatch(
      /open invoice/,
    );
  });
});
