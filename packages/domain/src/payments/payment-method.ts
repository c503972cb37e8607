/** How the customer pays. */
export const PaymentMethodType = {
  Ach: "ach",
  Card: "card",
  ApplePay: "apple-pay",
  GooglePay: "google-pay",
  Balance: "balance",
  Bonus: "bonus",
} as const;

/** One payment method type. */
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];

/** Every payment method type. */
export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = Object.values(PaymentMethodType);

/** Whether a value is one of the payment method types. */
export function isPaymentMethodType(value: unknown): value is PaymentMethodType {
  return PAYMENT_METHOD_TYPES.includes(value as PaymentMethodType);
}

/** A selectable payment method on the payment page. */
export interface PaymentMethodOption {
  id: number;
  title: string;
  subtitle: string;
  isActive: boolean;
  checked: boolean;
  imageUrl: string;
  /** The `-disabled` variant of the image, shown when the option cannot be chosen. */
  disabledImageUrl: string;
  type: PaymentMethodType;
  disabled: boolean;
}

/** Folder of the payment method icons each app serves from its public assets. */
export const PAYMENT_METHOD_IMAGE_DIR = "/images/payment-methods";

function paymentMethodOption(
  id: number,
  type: PaymentMethodType,
  title: string,
  subtitle: string,
  isActive: boolean,
): PaymentMethodOption {
  return {
    id,
    title,
    subtitle,
    isActive,
    checked: false,
    imageUrl: `${PAYMENT_METHOD_IMAGE_DIR}/${type}.svg`,
    disabledImageUrl: `${PAYMENT_METHOD_IMAGE_DIR}/${type}-disabled.svg`,
    type,
    disabled: !isActive,
  };
}

/** The payment methods offered: card and ACH are active, Google Pay and Apple Pay are listed but disabled. */
export const PAYMENT_METHOD_OPTIONS: readonly PaymentMethodOption[] = [
  paymentMethodOption(
    1,
    PaymentMethodType.Card,
    "Pay by card",
    "Quick payment with Visa or Mastercard",
    true,
  ),
  paymentMethodOption(2, PaymentMethodType.Ach, "ACH Bank Transfer", "Secure bank transfer with ACH", true),
  paymentMethodOption(3, PaymentMethodType.GooglePay, "Google Pay", "", false),
  paymentMethodOption(4, PaymentMethodType.ApplePay, "Apple Pay", "", false),
];

/** The card-only list, for flows that accept nothing but a card (e.g. top-up). */
export const CARD_ONLY_PAYMENT_METHOD_OPTIONS: readonly PaymentMethodOption[] = PAYMENT_METHOD_OPTIONS.filter(
  (option) => option.type === PaymentMethodType.Card,
);

/**
 * Marks the option with the given id as the only checked one. Choosing a disabled or
 * unknown option changes nothing, so a valid earlier choice is never lost.
 */
export function selectPaymentMethod(
  options: readonly PaymentMethodOption[],
  id: number,
): PaymentMethodOption[] {
  const chosen = options.find((option) => option.id === id);
  if (!chosen || chosen.disabled) return options.map((option) => ({ ...option }));
  return options.map((option) => ({ ...option, checked: option.id === id }));
}

/** The checked option, if any. */
export function checkedPaymentMethod(
  options: readonly PaymentMethodOption[],
): PaymentMethodOption | undefined {
  return options.find((option) => option.checked);
}

/** A toggle on the payment page that spends the customer's bonuses or balance first. */
export interface PaymentFundsToggle {
  type: typeof PaymentMethodType.Bonus | typeof PaymentMethodType.Balance;
  label: string;
}

/** The bonuses and balance toggles, in display order. */
export const PAYMENT_FUNDS_TOGGLES: readonly PaymentFundsToggle[] = [
  { type: PaymentMethodType.Bonus, label: "I want use bonuses" },
  { type: PaymentMethodType.Balance, label: "I want use balance" },
];

/** The caption before the amount a toggle can spend. */
export const AVAILABLE_FUNDS_LABEL = "Available";
