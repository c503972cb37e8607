/** The smallest service quantity a booking can have. */
export const MIN_SERVICE_QUANTITY = 1;

/** A change the quantity control can make: one step down, one step up, or a value typed in. */
export type QuantityChange =
  | { readonly kind: "decrease" }
  | { readonly kind: "increase" }
  | { readonly kind: "set"; readonly value: number };

/** A usable quantity from any number: whole, at least 1 and within exact integer range; NaN and other garbage give 1. */
export function normalizeQuantity(value: number): number {
  if (Number.isNaN(value)) return MIN_SERVICE_QUANTITY;
  const whole = Math.trunc(Math.min(value, Number.MAX_SAFE_INTEGER));
  return Math.max(MIN_SERVICE_QUANTITY, whole);
}

/** One step down, never below 1. */
export function decreaseQuantity(quantity: number): number {
  return normalizeQuantity(normalizeQuantity(quantity) - 1);
}

/** One step up. */
export function increaseQuantity(quantity: number): number {
  return normalizeQuantity(normalizeQuantity(quantity) + 1);
}

/** A quantity typed in directly, made whole and at least 1. */
export function setQuantity(value: number): number {
  return normalizeQuantity(value);
}

/** Applies one quantity change; the result is always a whole number of at least 1. */
export function applyQuantityChange(quantity: number, change: QuantityChange): number {
  switch (change.kind) {
    case "decrease":
      return decreaseQuantity(quantity);
    case "increase":
      return increaseQuantity(quantity);
    case "set":
      return setQuantity(change.value);
  }
}
