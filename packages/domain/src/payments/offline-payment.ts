/** How money paid outside the portal came in: staff record these against an invoice. */
export const OFFLINE_PAYMENT_MEANS = ["bank-transfer", "check", "cash"] as const;

export type OfflinePaymentMeans = (typeof OFFLINE_PAYMENT_MEANS)[number];

/** Whether a value (a form field, say) is one of the offline means. */
export function isOfflinePaymentMeans(value: unknown): value is OfflinePaymentMeans {
  return OFFLINE_PAYMENT_MEANS.includes(value as OfflinePaymentMeans);
}

/** What finance and the customer read for each means. */
export const OFFLINE_PAYMENT_MEANS_LABELS: Readonly<Record<OfflinePaymentMeans, string>> = {
  "bank-transfer": "Bank transfer",
  check: "Check",
  cash: "Cash",
};

/** The longest reference kept (a wire reference, a check or receipt number). */
export const OFFLINE_REFERENCE_MAX_LENGTH = 100;

export type OfflineReferenceResult = { ok: true; text: string } | { ok: false; reason: string };

/**
 * The line an offline payment is known by, "Check 1042": its means, then the reference staff typed, trimmed and
 * with runs of spaces made one. A reference must name something (blank is refused), fit 100 characters and hold
 * no control characters, because it is printed in the customer's history, receipts and CSV exports.
 */
export function offlinePaymentReference(
  means: OfflinePaymentMeans,
  reference: string,
): OfflineReferenceResult {
  if (!isOfflinePaymentMeans(means)) {
    return { ok: false, reason: `means must be one of ${OFFLINE_PAYMENT_MEANS.join(", ")}` };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(reference)) {
    return { ok: false, reason: "reference must be plain text on one line" };
  }
  const text = reference.trim().replace(/\s+/g, " ");
  if (text === "") return { ok: false, reason: "reference must name the wire, check or receipt" };
  if (text.length > OFFLINE_REFERENCE_MAX_LENGTH) {
    return { ok: false, reason: `reference must be at most ${OFFLINE_REFERENCE_MAX_LENGTH} characters` };
  }
  return { ok: true, text: `${OFFLINE_PAYMENT_MEANS_LABELS[means]} ${text}` };
}
