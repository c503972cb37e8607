import { assertCents, assertWholeCount, multiplyCents, type Cents } from "../money/cents";

/** What the main service line is priced from: unit price, quantity (at least 1) and the hub's minimum charge. */
export interface LinePriceInput {
  readonly unitPriceCents: Cents;
  readonly quantity: number;
  readonly hubMinimalChargeCents: Cents;
}

/** The main line: price × quantity, the uplift the hub minimum charge added (0 when not applied), and the charged line. */
export interface LinePrice {
  readonly baseCents: Cents;
  readonly minimumChargeAppliedCents: Cents;
  readonly lineCents: Cents;
}

/** Prices the main service line: price × quantity, raised to the hub minimum charge when lower. */
export function calculateLinePrice(input: LinePriceInput): LinePrice {
  assertWholeCount(input.quantity, "service.quantity", 1);
  const baseCents = multiplyCents(input.unitPriceCents, input.quantity, "service.unitPriceCents");
  const minimumCents = assertCents(input.hubMinimalChargeCents, "hubMinimalChargeCents");
  const minimumChargeAppliedCents = minimumCents > baseCents ? minimumCents - baseCents : 0;
  return { baseCents, minimumChargeAppliedCents, lineCents: baseCents + minimumChargeAppliedCents };
}
