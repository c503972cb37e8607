import { describe, expect, it } from "vitest";
import { ServiceTypeId } from "../catalog/service-type";
import {
  isBookingTimeRequired,
  isPickUpDeliveryComplete,
  missingPickUpDeliveryFields,
  servicePriceForChosenTime,
} from "./pick-up-delivery-validation";

const complete = { city: "Stockton", weight: 1200, address: "1 Port Rd" };

describe("missingPickUpDeliveryFields", () => {
  it.each([
    [{ ...complete, city: "" }, ["city"]],
    [{ ...complete, weight: 0 }, ["weight"]],
    [{ ...complete, weight: "" }, ["weight"]],
    [{ ...complete, address: "   " }, ["address"]],
    [{}, ["city", "weight", "address"]],
    [complete, []],
    [{ ...complete, weight: "1200 lb" }, []],
  ])("lists the required fields %o lacks", (block, expected) => {
    expect(missingPickUpDeliveryFields(block)).toEqual(expected);
  });
});

describe("isPickUpDeliveryComplete", () => {
  it.each([
    [null, true],
    [undefined, true],
    [complete, true],
    [{ ...complete, city: null }, false],
    [{ city: "Reno", address: "2 Main St" }, false],
  ])("is complete only with city, weight and address, or when absent (%o → %s)", (block, expected) => {
    expect(isPickUpDeliveryComplete(block)).toBe(expected);
  });
});

describe("isBookingTimeRequired", () => {
  it("requires a time for every service but transport", () => {
    expect(isBookingTimeRequired(ServiceTypeId.Transload)).toBe(true);
    expect(isBookingTimeRequired(ServiceTypeId.Overweight)).toBe(true);
    expect(isBookingTimeRequired(ServiceTypeId.Transport)).toBe(false);
  });
});

describe("servicePriceForChosenTime", () => {
  it.each([
    [ServiceTypeId.CrossDocking, null, 0],
    [ServiceTypeId.CrossDocking, "", 0],
    [ServiceTypeId.CrossDocking, "07:00 AM", 4500],
    [ServiceTypeId.Transport, null, 4500],
  ])("prices service type %i with time %j at %i cents", (serviceTypeId, time, expected) => {
    expect(servicePriceForChosenTime({ serviceTypeId, time, unitPriceCents: 4500 })).toBe(expected);
  });
});
