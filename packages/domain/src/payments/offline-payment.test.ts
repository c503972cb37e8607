import { describe, expect, it } from "vitest";
import { isOfflinePaymentMeans, offlinePaymentReference, type OfflinePaymentMeans } from "./offline-payment";

describe("offlinePaymentReference", () => {
  it("names the payment by its means and the reference staff typed, trimmed to single spaces", () => {
    expect(offlinePaymentReference("check", "  1042 ")).toEqual({ ok: true, text: "Check 1042" });
    expect(offlinePaymentReference("bank-transfer", "WF   2026-11-24\u00a0ref 88")).toEqual({
      ok: true,
      text: "Bank transfer WF 2026-11-24 ref 88",
    });
    expect(offlinePaymentReference("cash", "receipt 7")).toEqual({ ok: true, text: "Cash receipt 7" });
  });

  it("refuses a blank reference, one over 100 characters and one with control characters", () => {
    expect(offlinePaymentReference("check", "   ")).toMatchObject({ ok: false, reason: /name the wire/ });
    expect(offlinePaymentReference("check", "1".repeat(101))).toMatchObject({ ok: false, reason: /100/ });
    for (const bad of ["10\u000042", "line\nbreak", "tab\there", "\u0085"]) {
      expect(offlinePaymentReference("check", bad), JSON.stringify(bad)).toMatchObject({
        ok: false,
        reason: /one line/,
      });
    }
  });

  it("refuses a means that is not a bank transfer, check or cash", () => {
    expect(offlinePaymentReference("card" as OfflinePaymentMeans, "1")).toMatchObject({ ok: false });
  });
});

describe("isOfflinePaymentMeans", () => {
  it("accepts a bank transfer, a check and cash, and nothing else", () => {
    expect(["bank-transfer", "check", "cash"].every(isOfflinePaymentMeans)).toBe(true);
    for (const other of ["card", "ach", "", "Check", null, 1])
      expect(isOfflinePaymentMeans(other)).toBe(false);
  });
});
