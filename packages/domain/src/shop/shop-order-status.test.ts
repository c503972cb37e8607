import { describe, expect, it } from "vitest";
import {
  bookingHandOverRefusal,
  fulfilmentRefusal,
  holdsStock,
  isBookingStillToCome,
  isShopOrderPayable,
  nextFulfilmentStep,
  SHOP_ORDER_STATUSES,
  shopOrderNumber,
  ShopOrderStatus,
} from "./shop-order-status";

describe("nextFulfilmentStep", () => {
  it("goes paid, picked, ready, collected and nowhere from unpaid, collected or cancelled", () => {
    expect(nextFulfilmentStep(ShopOrderStatus.Paid)).toBe(ShopOrderStatus.Picked);
    expect(nextFulfilmentStep(ShopOrderStatus.Picked)).toBe(ShopOrderStatus.Ready);
    expect(nextFulfilmentStep(ShopOrderStatus.Ready)).toBe(ShopOrderStatus.Collected);
    for (const status of [ShopOrderStatus.AwaitingPayment, ShopOrderStatus.Collected, ShopOrderStatus.Cancelled]) {
      expect(nextFulfilmentStep(status)).toBeNull();
    }
  });
});

describe("fulfilmentRefusal", () => {
  it("allows only the next step and says why anything else is refused", () => {
    for (const from of SHOP_ORDER_STATUSES) {
      for (const to of SHOP_ORDER_STATUSES) {
        expect(fulfilmentRefusal(from, to) === null, `${from} → ${to}`).toBe(nextFulfilmentStep(from) === to);
      }
    }
    expect(fulfilmentRefusal(ShopOrderStatus.AwaitingPayment, ShopOrderStatus.Picked)).toBe(
      "The shop order is not paid yet",
    );
    expect(fulfilmentRefusal(ShopOrderStatus.Paid, ShopOrderStatus.Collected)).toBe(
      "A paid shop order can only become picked",
    );
  });
});

describe("holdsStock and isShopOrderPayable", () => {
  it("keep stock off the shelf until cancelled and take payment only while awaiting it", () => {
    expect(SHOP_ORDER_STATUSES.filter((status) => !holdsStock(status))).toEqual([ShopOrderStatus.Cancelled]);
    expect(SHOP_ORDER_STATUSES.filter(isShopOrderPayable)).toEqual([ShopOrderStatus.AwaitingPayment]);
  });
});

describe("shopOrderNumber", () => {
  it("pads the id to seven digits after SO-", () => {
    expect(shopOrderNumber(42)).toBe("SO-0000042");
  });
});

describe("bookingHandOverRefusal", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const upcoming = { hubId: 3, status: "accepted", timeFrom: new Date("2026-12-02T14:00:00Z") };

  it("lets a new or accepted booking at the same hub with its slot ahead take shop products", () => {
    expect(bookingHandOverRefusal(upcoming, 3, now)).toBeNull();
    expect(bookingHandOverRefusal({ ...upcoming, status: "new" }, 3, now)).toBeNull();
  });

  it("refuses a booking at another hub, one already under way or finished, and one whose slot started", () => {
    expect(bookingHandOverRefusal(upcoming, 4, now)).toMatch(/another hub/);
    for (const status of ["arrivedToHub", "inProgress", "closed", "cancelled", "cancelledByUser"]) {
      expect(bookingHandOverRefusal({ ...upcoming, status }, 3, now)).toMatch(/still to come/);
    }
    expect(bookingHandOverRefusal({ ...upcoming, timeFrom: now }, 3, now)).toMatch(/already started/);
  });
});

describe("isBookingStillToCome", () => {
  it("counts a booked or accepted booking, not one whose truck has arrived or that has ended", () => {
    expect(isBookingStillToCome("new")).toBe(true);
    expect(isBookingStillToCome("accepted")).toBe(true);
    for (const status of ["arrivedToHub", "inProgress", "closed", "cancelledByUser", "failed"]) {
      expect(isBookingStillToCome(status)).toBe(false);
    }
  });
});
