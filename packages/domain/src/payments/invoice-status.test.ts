import { describe, expect, it } from "vitest";
import { invoiceStatusName, isInvoicePayable, isInvoiceStatus } from "./invoice-status";

const table = [
  ["Draft", 0],
  ["Issued", 1],
  ["Approved", 2],
  ["Paid", 3],
  ["Cancelled", 4],
] as const;

describe("invoiceStatusName", () => {
  it.each(table)("names code %s", (name, code) => {
    expect(invoiceStatusName(code)).toBe(name);
  });
});

describe("isInvoiceStatus", () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    ["1", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isInvoiceStatus(value)).toBe(expected);
  });
});

describe("isInvoicePayable", () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ] as const)("treats status %i as payable: %s", (status, expected) => {
    expect(isInvoicePayable(status)).toBe(expected);
  });
});
