import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { driverCheckInRefusal, isCheckInCodeLive, maskPhoneNumber } from "./driver-check-in";
import { FINAL_ORDER_STATUSES } from "./order-lifecycle";
import { ORDER_STATUSES } from "./order-status";

describe("isCheckInCodeLive", () => {
  it.each(["new", "accepted", "arrivedToHub", "inProgress", "needsAttention", "processed"] as const)(
    "a check-in code answers while the order is %s",
    (status) => {
      expect(isCheckInCodeLive(status)).toBe(true);
    },
  );

  it.each(["closed", "failed", "cancelled", "cancelledByUser", "payCancelled"] as const)(
    "a check-in code of a %s order is dead",
    (status) => {
      expect(isCheckInCodeLive(status)).toBe(false);
    },
  );

  it("a check-in code is dead exactly when its order is final", () => {
    for (const status of ORDER_STATUSES) {
      expect(isCheckInCodeLive(status)).toBe(!FINAL_ORDER_STATUSES.includes(status));
    }
  });
});

describe("driverCheckInRefusal", () => {
  it.each(["new", "accepted", "arrivedToHub"] as const)(
    "a driver may check in (or correct) at %s",
    (status) => {
      expect(driverCheckInRefusal(status)).toBeUndefined();
    },
  );

  it.each(["inProgress", "needsAttention", "processed", "closed", "failed", "cancelled"] as const)(
    "check-in is closed once the order is %s",
    (status) => {
      expect(driverCheckInRefusal(status)).toBe(`The order is ${status}; check-in is closed`);
    },
  );
});

describe("maskPhoneNumber", () => {
  it("shows only the last four digits of a phone number, keeping its layout", () => {
    expect(maskPhoneNumber("+1 909 555 0177")).toBe("+* *** *** 0177");
    expect(maskPhoneNumber("+15550001111")).toBe("+*******1111");
  });

  it("masks a number of four digits or fewer whole", () => {
    expect(maskPhoneNumber("0177")).toBe("****");
    expect(maskPhoneNumber("")).toBe("");
  });

  it("never shows more than four digits, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        const masked = maskPhoneNumber(phone);
        expect(masked.replace(/\D/g, "").length).toBeLessThanOrEqual(4);
        expect(masked.length).toBe(phone.length);
      }),
    );
  });
});
