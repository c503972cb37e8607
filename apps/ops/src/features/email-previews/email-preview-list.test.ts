import { describe, expect, it } from "vitest";
import { templateName } from "./email-preview-list";

describe("templateName", () => {
  it("names a catalogue kind in words, never as the raw identifier", () => {
    expect(templateName("orderNeedsAttention")).toBe("Order needs attention");
    expect(templateName("invoiceIssued")).toBe("Invoice issued");
    expect(templateName("orderReminder")).toBe("Order reminder");
  });
});
