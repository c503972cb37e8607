import { describe, expect, it } from "vitest";
import { defaultPickUpDeliveryDetail } from "@freight/domain/orders/pick-up-delivery-detail";
import { bookingProducts, calculateBookingPrice } from "./booking-price";
import type { BookingQuote, ExtraServiceItem, SelectedService } from "./booking-types";

const extras: ExtraServiceItem[] = [
  { id: 1, name: "Pick-up", type: "pick-up", description: "", price: 29500 },
  { id: 2, name: "Delivery", type: "delivery", description: "", price: 29500 },
  { id: 3, name: "Pick-up and delivery", type: "pickupAndDelivery", description: "", price: 52500 },
  { id: 4, name: "Stretch wrap", type: "fee", description: "", price: 850 },
];

const crossDock: SelectedService = {
  id: 10,
  name: "Cross-dock",
  type: 2,
  date: "2026-06-03",
  time: "2026-06-03T15:00:00.000Z",
  quantity: 2,
  notes: "",
  driverName: "",
  driverPhone: "",
  pdServiceType: null,
};

const businessHours: BookingQuote = {
  price: 2000,
  feeType: 10,
  firstHourFee: 5000,
  secondHourFee: 3000,
  afterHoursFee: 7500,
  pricingTier: 0,
  rateSource: "list",
};

describe("calculateBookingPrice", () => {
  it("raises price × quantity to the hub minimum charge", () => {
    const price = calculateBookingPrice({
      service: crossDock,
      quote: businessHours,
      hubMinimalChargeCents: 10000,
      products: [],
      extraServices: extras,
    });
    expect(price.lineCents).toBe(10000);
    expect(price.minimumChargeAppliedCents).toBe(6000);
    expect(price.totalCents).toBe(10000);
  });

  it("adds shop extras (price × amount) and the call fee (first hour + 2 × second hour)", () => {
    const price = calculateBookingPrice({
      service: crossDock,
      quote: { ...businessHours, feeType: 30 },
      hubMinimalChargeCents: 0,
      products: [{ id: 4, amount: 3 }],
      extraServices: extras,
    });
    expect(price.extrasCents).toBe(2550);
    expect(price.feeCents).toBe(11000);
    expect(price.totalCents).toBe(4000 + 2550 + 11000);
  });

  it("prices a non-transport service at 0 until a slot is chosen", () => {
    const price = calculateBookingPrice({
      service: { ...crossDock, time: null },
      quote: businessHours,
      hubMinimalChargeCents: 10000,
      products: [],
      extraServices: extras,
    });
    expect(price.totalCents).toBe(0);
    expect(price.hasQuote).toBe(false);
  });

  it("charges both legs at the combined pick-up-and-delivery price, a single leg at its own", () => {
    const both = calculateBookingPrice({
      service: {
        ...crossDock,
        puService: defaultPickUpDeliveryDetail("pick-up"),
        delService: defaultPickUpDeliveryDetail("delivery"),
      },
      quote: null,
      hubMinimalChargeCents: 0,
      products: [],
      extraServices: extras,
    });
    expect(both.extraLines).toEqual([{ label: "Pick-up and delivery", unitPriceCents: 52500, amount: 1 }]);
    const pickUpOnly = calculateBookingPrice({
      service: { ...crossDock, puService: defaultPickUpDeliveryDetail("pick-up") },
      quote: null,
      hubMinimalChargeCents: 0,
      products: [],
      extraServices: extras,
    });
    expect(pickUpOnly.extrasCents).toBe(29500);
  });

  it("prices transport as its extras alone, with no minimum charge or fee", () => {
    const price = calculateBookingPrice({
      service: {
        ...crossDock,
        type: 3,
        puService: defaultPickUpDeliveryDetail("pickupAndDelivery"),
        delService: defaultPickUpDeliveryDetail("pickupAndDelivery"),
      },
      quote: { ...businessHours, feeType: 20 },
      hubMinimalChargeCents: 10000,
      products: [],
      extraServices: extras,
    });
    expect(price.totalCents).toBe(52500);
    expect(price.feeCents).toBe(0);
  });
});

describe("bookingProducts", () => {
  it("sends the chosen shop extras and the legs of the stops, never a leg chosen as a shop extra", () => {
    const products = bookingProducts({
      service: {
        puService: defaultPickUpDeliveryDetail("pick-up"),
        delService: defaultPickUpDeliveryDetail("delivery"),
      },
      products: [
        { id: 4, amount: 2 },
        { id: 1, amount: 1 },
      ],
      extraServices: extras,
    });
    expect(products).toEqual([
      { id: 4, amount: 2 },
      { id: 3, amount: 1 },
    ]);
  });
});

describe("referral discount and minimum charge", () => {
  it("takes the loyalty discount off the whole booking, rounding the discount down", () => {
    const price = calculateBookingPrice({
      service: crossDock,
      quote: businessHours,
      hubMinimalChargeCents: 0,
      products: [{ id: 4, amount: 1 }],
      extraServices: extras,
      discountPercent: 3,
    });
    expect(price.discountCents).toBe(Math.floor((4000 + 850) * 0.03));
    expect(price.totalCents).toBe(4850 - 145);
  });
});
