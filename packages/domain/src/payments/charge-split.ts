import { assertCents, type Cents } from "../money/cents";
import { PaymentFlow } from "./payment-flow";

/** What the customer asked to spend first, and what they hold. */
export interface ChargeSplitInput {
  flow: PaymentFlow;
  /** What the charge costs in total (cents). */
  amountDueCents: Cents;
  bonusesAvailableCents: Cents;
  balanceAvailableCents: Cents;
  useBonuses: boolean;
  useBalance: boolean;
}

/** How one charge is paid: bonuses first, then balance, the rest through the gateway. */
export interface ChargeSplit {
  fromBonusesCents: Cents;
  fromBalanceCents: Cents;
  toGatewayCents: Cents;
}

/**
 * Splits a charge: with "I want use bonuses" the bonuses are spent first, with "I want use balance"
 * the balance next, and only the rest goes to the gateway. A top-up adds money to the balance, so it
 * never spends bonuses or balance (paying the balance with itself would change nothing).
 */
export function splitCharge(input: ChargeSplitInput): ChargeSplit {
  const amountDue = assertCents(input.amountDueCents, "amountDue");
  const bonuses = assertCents(input.bonusesAvailableCents, "bonusesAvailable");
  const balance = assertCents(input.balanceAvailableCents, "balanceAvailable");
  const canSpendFunds = input.flow !== PaymentFlow.TopUp;
  const fromBonusesCents = canSpendFunds && input.useBonuses ? Math.min(bonuses, amountDue) : 0;
  const afterBonuses = amountDue - fromBonusesCents;
  const fromBalanceCents = canSpendFunds && input.useBalance ? Math.min(balance, afterBonuses) : 0;
  return { fromBonusesCents, fromBalanceCents, toGatewayCents: afterBonuses - fromBalanceCents };
}

/** Whether the charge is covered without the gateway (nothing left to send to it). */
export function isCoveredWithoutGateway(split: ChargeSplit): boolean {
  return split.toGatewayCents === 0;
}
