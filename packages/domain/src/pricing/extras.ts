import { multiplyCents, sumCents, type Cents } from "../money/cents";

/** One extra charge on a booking (pick-up, delivery, restack…): unit price and how many units. */
export interface ExtraCharge {
  readonly unitPriceCents: Cents;
  readonly amount: number;
}

/** Price of one extra: unit price × amount. */
export function calculateExtraChargeCents(extra: ExtraCharge, field = "extra"): Cents {
  return multiplyCents(extra.unitPriceCents, extra.amount, field);
}

/** Sum of all extras, each priced as unit price × amount; 0 when there are none. */
export function calculateExtrasCents(extras: readonly ExtraCharge[]): Cents {
  return sumCents(
    extras.map((extra, index) => calculateExtraChargeCents(extra, `extras[${index}]`)),
    "extras",
  );
}
