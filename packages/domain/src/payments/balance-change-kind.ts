/** How a balance or bonus movement changes the customer's amount. */
export const BalanceChangeKind = {
  Increase: "increase",
  Decrease: "decrease",
  Direct: "direct",
} as const;

/** One balance change kind. */
export type BalanceChangeKind = (typeof BalanceChangeKind)[keyof typeof BalanceChangeKind];

/** Every balance change kind. */
export const BALANCE_CHANGE_KINDS: readonly BalanceChangeKind[] = Object.values(BalanceChangeKind);

/** Whether a value is one of the balance change kinds. */
export function isBalanceChangeKind(value: unknown): value is BalanceChangeKind {
  return BALANCE_CHANGE_KINDS.includes(value as BalanceChangeKind);
}
