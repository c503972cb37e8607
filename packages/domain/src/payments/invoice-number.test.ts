import { describe, expect, it } from "vitest";
import { formatInvoiceNumber } from "./invoice-number";

describe("formatInvoiceNumber", () => {
  it("zero-pads the sequence to seven digits after INV-", () => {
    expect(formatInvoiceNumber(42)).toBe("INV-0000042");
  });

  it("refuses a sequence below 1 or a fraction", () => {
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(1.5)).toThrow(RangeError);
  });
});
