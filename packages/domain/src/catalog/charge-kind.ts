/** How the hub charges for the booked hour (the API's `feeType`). */
export const ChargeKind = {
  BusinessHours: 10,
  AfterHours: 20,
  CallFee: 30,
} as const;

/** One of the charge kinds. */
export type ChargeKind = (typeof ChargeKind)[keyof typeof ChargeKind];

/** Every charge kind, in code order. */
export const CHARGE_KINDS: readonly ChargeKind[] = Object.values(ChargeKind);

/** The label shown on the fee line for each charge kind. */
export const CHARGE_KIND_LABELS: Readonly<Record<ChargeKind, string>> = {
  [ChargeKind.BusinessHours]: "Business Hours Fee",
  [ChargeKind.AfterHours]: "After Hours Fee",
  [ChargeKind.CallFee]: "Call Fee",
};

/** Whether a value is one of the known charge kind codes. */
export function isChargeKind(value: unknown): value is ChargeKind {
  return CHARGE_KINDS.includes(value as ChargeKind);
}

/** The fee label for a charge kind. */
export function chargeKindLabel(kind: ChargeKind): string {
  return CHARGE_KIND_LABELS[kind];
}
