import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@freight/domain/orders/order-status";
import { PAYMENT_FLOWS } from "@freight/domain/payments/payment-flow";
import { STAFF_ROLES } from "@freight/domain/staff/staff-roles";
import {
  formatAtHub,
  formatAtHubOrUtc,
  formatUtc,
  orderStatusLabel,
  paymentFlowLabel,
  paymentStatusLabel,
  STAFF_PAYMENT_STATUSES,
  staffRoleLabel,
} from "./format";

describe("formatAtHub", () => {
  it("shows an instant on the hub's own clock with the year and the zone's abbreviation, across a DST change", () => {
    // 2030-03-10 is the spring-forward day in the US: 9:00 in Reno is 16:00 UTC after the change.
    expect(formatAtHub("2030-03-10T16:00:00Z", "America/Los_Angeles")).toBe("10 Mar, 2030, 9:00 AM PDT");
    expect(formatAtHub("2030-03-09T17:00:00Z", "America/Los_Angeles")).toBe("09 Mar, 2030, 9:00 AM PST");
    expect(formatAtHub("2030-03-10T16:00:00Z", "America/Toronto")).toBe("10 Mar, 2030, 12:00 PM EDT");
  });
});

describe("formatUtc", () => {
  it("writes an instant tied to no hub in UTC and says so", () => {
    expect(formatUtc("2026-12-02T20:58:00Z")).toBe("02 Dec, 2026, 8:58 PM UTC");
  });
});

describe("formatAtHubOrUtc", () => {
  it("uses the hub's zone when there is one and UTC, named, when there is none", () => {
    expect(formatAtHubOrUtc("2026-12-02T20:58:00Z", "America/Los_Angeles")).toBe(
      "02 Dec, 2026, 12:58 PM PST",
    );
    expect(formatAtHubOrUtc("2026-12-02T20:58:00Z", null)).toBe("02 Dec, 2026, 8:58 PM UTC");
  });
});

/** Whether a text shows a value as code would write it: camelCase, dashed or lower-case only. */
function looksLikeARawValue(text: string, value: string): boolean {
  return text === value || /[a-z][A-Z]/.test(text) || /^[a-z-]+$/.test(text);
}

describe("orderStatusLabel", () => {
  it("names a status as the customer's portal does", () => {
    expect(orderStatusLabel("needsAttention")).toBe("Needs attention");
    expect(orderStatusLabel("arrivedToHub")).toBe("Arrived at hub");
  });

  it("names every status in words, and tells staff who or what cancelled an order", () => {
    for (const status of ORDER_STATUSES)
      expect(looksLikeARawValue(orderStatusLabel(status), status)).toBe(false);
    expect(orderStatusLabel("cancelledByUser")).toBe("Cancelled by the customer");
    expect(orderStatusLabel("payCancelled")).toBe("Cancelled: payment not completed");
    expect(orderStatusLabel("cancelled")).toBe("Cancelled by the hub");
    expect(new Set(ORDER_STATUSES.map(orderStatusLabel)).size).toBe(ORDER_STATUSES.length);
  });

  it("spells out a status a newer API may send rather than showing it raw", () => {
    expect(orderStatusLabel("waitingForCustoms")).toBe("Waiting for customs");
  });
});

describe("paymentStatusLabel, paymentFlowLabel and staffRoleLabel", () => {
  it("name every payment status, payment flow and staff role in words", () => {
    for (const status of STAFF_PAYMENT_STATUSES) {
      expect(looksLikeARawValue(paymentStatusLabel(status), status)).toBe(false);
    }
    for (const flow of PAYMENT_FLOWS) expect(looksLikeARawValue(paymentFlowLabel(flow), flow)).toBe(false);
    for (const role of STAFF_ROLES) expect(looksLikeARawValue(staffRoleLabel(role), role)).toBe(false);
    expect(paymentFlowLabel("top-up")).toBe("Balance top-up");
    expect(staffRoleLabel("dispatcher")).toBe("Dispatcher");
  });
});
