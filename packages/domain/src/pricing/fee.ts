import { ChargeKind, isChargeKind } from "../catalog/charge-kind";
import { assertCents, multiplyCents, sumCents, type Cents } from "../money/cents";
import { MoneyInputError } from "../money/money-input-error";

/** The hub's fee terms for the booked hour, as quoted by the price call (feeType and the three hour fees). */
export interface HourFees {
  readonly chargeKind: ChargeKind;
  readonly firstHourFeeCents: Cents;
  readonly secondHourFeeCents: Cents;
  readonly afterHoursFeeCents: Cents;
}

/** Number of second-hour fees a call fee includes. */
export const CALL_FEE_SECOND_HOURS = 2;

/** The fee for the charge kind: business hours 0, after hours the after-hours fee, call fee first hour + 2 × second hour; no fee terms give 0. */
export function calculateFeeCents(fee: HourFees | null): Cents {
  if (fee === null) return 0;
  const firstHour = assertCents(fee.firstHourFeeCents, "fee.firstHourFeeCents");
  const secondHour = assertCents(fee.secondHourFeeCents, "fee.secondHourFeeCents");
  const afterHours = assertCents(fee.afterHoursFeeCents, "fee.afterHoursFeeCents");
  // Runtime check too: the API passes request data straight in.
  if (!isChargeKind(fee.chargeKind)) {
    throw new MoneyInputError(
      "fee.chargeKind",
      `fee.chargeKind must be 10, 20 or 30, got ${String(fee.chargeKind)}`,
    );
  }
  switch (fee.chargeKind) {
    case ChargeKind.BusinessHours:
      return 0;
    case ChargeKind.AfterHours:
      return afterHours;
    case ChargeKind.CallFee:
      return sumCents(
        [firstHour, multiplyCents(secondHour, CALL_FEE_SECOND_HOURS, "fee.secondHourFeeCents")],
        "fee",
      );
  }
}
