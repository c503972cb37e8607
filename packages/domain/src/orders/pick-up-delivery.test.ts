import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_KINDS,
  appointmentFlags,
  appointmentKindOf,
  isPickUpDeliveryRole,
  isPickUpDeliveryType,
  PICK_UP_DELIVERY_ROLE_CODES,
  PICK_UP_DELIVERY_ROLES,
  pickUpDeliveryRoleFromCode,
  pickUpDeliveryRoleToCode,
} from "./pick-up-delivery";

describe("isPickUpDeliveryType", () => {
  it.each([
    ["pick-up", true],
    ["pickupAndDelivery", true],
    ["pickup", false],
    [0, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isPickUpDeliveryType(value)).toBe(expected);
  });
});

describe("isPickUpDeliveryRole", () => {
  it.each([
    ["shipper", true],
    ["Shipper", false],
    [1, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isPickUpDeliveryRole(value)).toBe(expected);
  });
});

const roleTable = [
  ["receiver", 0],
  ["shipper", 1],
  ["receiverAndShipper", 2],
] as const;

describe("pickUpDeliveryRoleToCode", () => {
  it.each(roleTable)("codes %s as %i", (role, code) => {
    expect(pickUpDeliveryRoleToCode(role)).toBe(code);
  });
});

describe("pickUpDeliveryRoleFromCode", () => {
  it.each(roleTable)("reads %s back from %i", (role, code) => {
    expect(pickUpDeliveryRoleFromCode(code)).toBe(role);
  });

  it.each([-1, 3, 1.5, Number.NaN])("gives undefined for the unknown code %d", (code) => {
    expect(pickUpDeliveryRoleFromCode(code)).toBeUndefined();
  });

  it("round-trips every role and every code", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PICK_UP_DELIVERY_ROLES), (role) => {
        expect(pickUpDeliveryRoleFromCode(pickUpDeliveryRoleToCode(role))).toBe(role);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PICK_UP_DELIVERY_ROLE_CODES), (code) => {
        expect(pickUpDeliveryRoleToCode(pickUpDeliveryRoleFromCode(code)!)).toBe(code);
      }),
    );
  });
});

describe("appointmentFlags", () => {
  it.each([
    ["Fcfs", { fcfs: true, appt: false, apptNotSet: false }],
    ["Appt", { fcfs: false, appt: true, apptNotSet: false }],
    ["ApptNotSet", { fcfs: false, appt: false, apptNotSet: true }],
  ] as const)("sets only the %s flag", (kind, flags) => {
    expect(appointmentFlags(kind)).toEqual(flags);
  });
});

describe("appointmentKindOf", () => {
  it("falls back to first come first served when no flag is set", () => {
    expect(appointmentKindOf({ fcfs: false, appt: false, apptNotSet: false })).toBe("Fcfs");
  });

  it("round-trips every kind through its flags", () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPOINTMENT_KINDS), (kind) => {
        expect(appointmentKindOf(appointmentFlags(kind))).toBe(kind);
      }),
    );
  });
});
