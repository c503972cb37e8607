import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isOrderStatus,
  ORDER_STATUS_CODES,
  ORDER_STATUSES,
  OrderStatus,
  orderStatusFromCode,
  orderStatusToCode,
  parseOrderStatus,
  toOrderDisplayStatus,
} from "./order-status";

const codeTable = [
  [0, "new"],
  [20, "accepted"],
  [30, "arrivedToHub"],
  [40, "inProgress"],
  [50, "needsAttention"],
  [60, "processed"],
  [70, "closed"],
  [80, "cancelled"],
  [90, "cancelledByUser"],
  [91, "payCancelled"],
] as const;

describe("orderStatusFromCode", () => {
  it.each(codeTable)("reads code %i as %s", (code, status) => {
    expect(orderStatusFromCode(code)).toBe(status);
  });

  it.each([1, 10, 85, 92, -1])("gives undefined for the unknown code %i", (code) => {
    expect(orderStatusFromCode(code)).toBeUndefined();
  });
});

describe("orderStatusToCode", () => {
  it.each(codeTable)("writes %s back as code %i", (code, status) => {
    expect(orderStatusToCode(status)).toBe(code);
  });

  it("has no code for failed", () => {
    expect(orderStatusToCode(OrderStatus.Failed)).toBeUndefined();
  });

  it("round-trips every code through its string", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUS_CODES), (code) => {
        const status = orderStatusFromCode(code);
        expect(status).toBeDefined();
        expect(orderStatusToCode(status!)).toBe(code);
      }),
    );
  });

  it("round-trips every status that has a code through that code", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        const code = orderStatusToCode(status);
        if (code === undefined) expect(status).toBe("failed");
        else expect(orderStatusFromCode(code)).toBe(status);
      }),
    );
  });
});

describe("isOrderStatus", () => {
  it.each([
    ["closed", true],
    ["failed", true],
    ["Closed", false],
    [70, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});

describe("parseOrderStatus", () => {
  it.each([
    ["a numeric code", 40, "inProgress"],
    ["a status string", "payCancelled", "payCancelled"],
    ["an unknown code", 41, undefined],
    ["an unknown string", "shipped", undefined],
    ["a missing value", undefined, undefined],
  ])("reads %s", (_rule, value, expected) => {
    expect(parseOrderStatus(value)).toBe(expected);
  });
});

describe("toOrderDisplayStatus", () => {
  it.each(["cancelled", "cancelledByUser", "payCancelled"] as const)("shows %s as cancelled", (status) => {
    expect(toOrderDisplayStatus(status)).toBe("cancelled");
  });

  it.each([
    "new",
    "accepted",
    "arrivedToHub",
    "inProgress",
    "needsAttention",
    "processed",
    "closed",
    "failed",
  ] as const)("shows %s as itself", (status) => {
    expect(toOrderDisplayStatus(status)).toBe(status);
  });
});
