import { describe, expect, it } from "vitest";
import { INVOICE_KINDS, isInvoiceKind } from "./invoice-kind";

describe("isInvoiceKind", () => {
  it("knows an order invoice and a supplementary one, nothing else", () => {
    expect(INVOICE_KINDS).toEqual(["order", "supplementary"]);
    expect(isInvoiceKind("supplementary")).toBe(true);
    expect(isInvoiceKind("Supplementary")).toBe(false);
    expect(isInvoiceKind(undefined)).toBe(false);
  });
});
