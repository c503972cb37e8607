import { assertCents, type Cents } from "../money/cents";
import { BalanceChangeKind } from "./balance-change-kind";

/** The two amounts a customer holds, each with its own ledger. */
export const LedgerAccount = {
  Balance: "balance",
  Bonuses: "bonuses",
} as const;

/** One ledger account. */
export type LedgerAccount = (typeof LedgerAccount)[keyof typeof LedgerAccount];

/** Every ledger account. */
export const LEDGER_ACCOUNTS: readonly LedgerAccount[] = Object.values(LedgerAccount);

/** One row of the append-only ledger; the amount is always positive, the kind gives its sign. */
export interface LedgerMovement {
  account: LedgerAccount;
  kind: BalanceChangeKind;
  amountCents: Cents;
}

/**
 * What a movement does to the held amount: increase adds, decrease takes away, direct adds nothing.
 * A direct row records money that went straight from the customer's card or bank to a charge,
 * so the history shows every payment without the balance having passed through it.
 */
export function signedLedgerAmount(movement: LedgerMovement): Cents {
  const amount = assertCents(movement.amountCents, "ledger amount");
  if (movement.kind === BalanceChangeKind.Increase) return amount;
  if (movement.kind === BalanceChangeKind.Decrease) return -amount;
  return 0;
}

/** The balance and bonuses that a list of ledger rows adds up to. */
export function ledgerTotals(movements: readonly LedgerMovement[]): Record<LedgerAccount, Cents> {
  const totals: Record<LedgerAccount, Cents> = { balance: 0, bonuses: 0 };
  for (const movement of movements) totals[movement.account] += signedLedgerAmount(movement);
  return totals;
}

/** The amount held after a movement, or a refusal when a decrease would take more than is held. */
export function applyLedgerMovement(
  heldCents: Cents,
  movement: LedgerMovement,
): { ok: true; heldAfterCents: Cents } | { ok: false; message: string } {
  const heldAfterCents = heldCents + signedLedgerAmount(movement);
  if (heldAfterCents < 0) {
    return {
      ok: false,
      message: `Your ${movement.account} holds ${heldCents} cents, less than the ${movement.amountCents} cents this payment needs`,
    };
  }
  return { ok: true, heldAfterCents };
}
