import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARD_ONLY_PAYMENT_METHOD_OPTIONS,
  checkedPaymentMethod,
  isPaymentMethodType,
  PAYMENT_METHOD_OPTIONS,
  selectPaymentMethod,
} from "./payment-method";

describe("isPaymentMethodType", () => {
  it.each([
    ["apple-pay", true],
    ["applePay", false],
    [1, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isPaymentMethodType(value)).toBe(expected);
  });
});

describe("PAYMENT_METHOD_OPTIONS", () => {
  it.each([
    ["card", "Pay by card", "Quick payment with Visa or Mastercard", true],
    ["ach", "ACH Bank Transfer", "Secure bank transfer with ACH", true],
    ["google-pay", "Google Pay", "", false],
    ["apple-pay", "Apple Pay", "", false],
  ] as const)("offers %s titled %s", (type, title, subtitle, isActive) => {
    const option = PAYMENT_METHOD_OPTIONS.find((candidate) => candidate.type === type);
    expect(option).toMatchObject({ title, subtitle, isActive, disabled: !isActive, checked: false });
  });

  it("points each option at its image and -disabled variant", () => {
    const card = PAYMENT_METHOD_OPTIONS[0]!;
    expect(card.imageUrl).toBe("/images/payment-methods/card.svg");
    expect(card.disabledImageUrl).toBe("/images/payment-methods/card-disabled.svg");
  });

  it("gives every option its own id", () => {
    const ids = PAYMENT_METHOD_OPTIONS.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("CARD_ONLY_PAYMENT_METHOD_OPTIONS", () => {
  it("holds only the card option", () => {
    expect(CARD_ONLY_PAYMENT_METHOD_OPTIONS.map((option) => option.type)).toEqual(["card"]);
  });
});

describe("selectPaymentMethod", () => {
  it("checks only the chosen option", () => {
    const options = selectPaymentMethod(selectPaymentMethod(PAYMENT_METHOD_OPTIONS, 1), 2);
    expect(options.map((option) => option.checked)).toEqual([false, true, false, false]);
  });

  it("ignores a disabled option and keeps the earlier choice", () => {
    const options = selectPaymentMethod(selectPaymentMethod(PAYMENT_METHOD_OPTIONS, 1), 4);
    expect(checkedPaymentMethod(options)?.id).toBe(1);
  });

  it("does not change the options it was given", () => {
    selectPaymentMethod(PAYMENT_METHOD_OPTIONS, 1);
    expect(PAYMENT_METHOD_OPTIONS.some((option) => option.checked)).toBe(false);
  });

  it("leaves exactly one enabled option checked after any sequence of choices", () => {
    const enabledIds = PAYMENT_METHOD_OPTIONS.filter((option) => !option.disabled).map((option) => option.id);
    const anyId = fc.integer({ min: 0, max: 6 });
    fc.assert(
      fc.property(fc.constantFrom(...enabledIds), fc.array(anyId), (firstId, laterIds) => {
        let options = selectPaymentMethod(PAYMENT_METHOD_OPTIONS, firstId);
        let expectedId = firstId;
        for (const id of laterIds) {
          options = selectPaymentMethod(options, id);
          if (enabledIds.includes(id)) expectedId = id;
        }
        const checked = options.filter((option) => option.checked);
        expect(checked).toHaveLength(1);
        expect(checked[0]!.id).toBe(expectedId);
      }),
    );
  });
});

describe("checkedPaymentMethod", () => {
  it("is undefined before anything is chosen", () => {
    expect(checkedPaymentMethod(PAYMENT_METHOD_OPTIONS)).toBeUndefined();
  });
});
