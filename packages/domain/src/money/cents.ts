import { MoneyInputError } from "./money-input-error";

/** An amount of money in integer US cents; never a fraction of a cent. */
export type Cents = number;

/** Outcome of checking or parsing an amount: the cents, or a message fit for a form or a 400 answer. */
export type CentsResult =
  { readonly ok: true; readonly cents: Cents } | { readonly ok: false; readonly message: string };

/** True when `value` is a non-negative safe integer, i.e. a valid price or total in cents. */
export function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** Checks that `value` is a non-negative integer number of cents; returns it or throws a MoneyInputError naming `field`. */
export function assertCents(value: number, field: string): Cents {
  if (!isCents(value)) {
    throw new MoneyInputError(
      field,
      `${field} must be a non-negative whole number of cents, got ${String(value)}`,
    );
  }
  return value;
}

/** Checks that `value` is a whole count of at least `minimum` (quantities, amounts); returns it or throws a MoneyInputError naming `field`. */
export function assertWholeCount(value: number, field: string, minimum = 0): number {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new MoneyInputError(
      field,
      `${field} must be a whole number of at least ${minimum}, got ${String(value)}`,
    );
  }
  return value;
}

function assertSafeResult(value: number, field: string): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyInputError(field, `${field} is too large to be represented exactly in cents`);
  }
  return value;
}

/** Price × count in cents, exact: both inputs must be non-negative integers and the product must stay a safe integer. */
export function multiplyCents(unitPriceCents: Cents, count: number, field = "amount"): Cents {
  assertCents(unitPriceCents, `${field} unit price`);
  assertWholeCount(count, `${field} count`);
  return assertSafeResult(unitPriceCents * count, field);
}

/** Sum of amounts in cents, each checked to be a non-negative integer, the sum to stay a safe integer. */
export function sumCents(amounts: readonly Cents[], field = "total"): Cents {
  let total = 0;
  amounts.forEach((amount, index) => {
    total += assertCents(amount, `${field}[${index}]`);
  });
  return assertSafeResult(total, field);
}

/**
 * `fromCents` less `lessCents`, exact: both must be non-negative integers; the difference may be negative
 * (a discount line, money short).
 */
export function differenceCents(fromCents: Cents, lessCents: Cents, field = "difference"): Cents {
  assertCents(fromCents, `${field} minuend`);
  assertCents(lessCents, `${field} subtrahend`);
  return assertSafeResult(fromCents - lessCents, field);
}

/**
 * An amount a payment gateway writes in decimal dollars (a JSON number such as 19.99) as integer cents, rounded to
 * the nearest cent (binary fractions make 19.99 × 100 come to 1998.9999…). Throws a MoneyInputError for a negative
 * or non-finite amount.
 */
export function dollarsToCents(dollars: number, field = "amount"): Cents {
  if (!Number.isFinite(dollars) || dollars < 0) {
    throw new MoneyInputError(field, `${field} must be a non-negative amount of dollars, got ${String(dollars)}`);
  }
  return assertSafeResult(Math.round(dollars * 100), field);
}

const groupedThousands = /\B(?=(\d{3})+(?!\d))/g;

/** Formats integer cents as US dollars: 123450 → "$1,234.50", -5 → "-$0.05". Throws a MoneyInputError for non-integers. */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) {
    throw new MoneyInputError("amount", `amount must be a whole number of cents, got ${String(cents)}`);
  }
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const dollars = Math.trunc(absolute / 100);
  const remainder = absolute % 100;
  const dollarText = String(dollars).replace(groupedThousands, ",");
  return `${sign}$${dollarText}.${String(remainder).padStart(2, "0")}`;
}

/** Writes integer cents as a plain decimal amount for gateways and files: 123450 → "1234.50", -5 → "-0.05". */
export function centsToDecimal(cents: Cents): string {
  return formatCents(cents).replace("$", "").replaceAll(",", "");
}

// Optional minus, optional "$", digits with optional well-placed thousands commas, up to two decimals.
const moneyText = /^(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/** Parses a dollar text ("$1,234.50", "1234.5", "-$0.05", "12") into integer cents without floating point; rejects more than two decimals. */
export function parseCents(text: string): CentsResult {
  const match = moneyText.exec(text.trim());
  const [, minus, whole, fraction] = match ?? [];
  if (!match || (whole === undefined && !fraction)) {
    return { ok: false, message: `"${text}" is not an amount of money (expected e.g. 1,234.50)` };
  }
  const dollars = Number((whole ?? "0").replaceAll(",", ""));
  const cents = dollars * 100 + Number((fraction ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) {
    return { ok: false, message: `"${text}" is too large an amount` };
  }
  return { ok: true, cents: minus && cents !== 0 ? -cents : cents };
}
