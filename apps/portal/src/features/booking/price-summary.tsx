"use client";

import { chargeKindLabel } from "@freight/domain/catalog/charge-kind";
import { PRICING_TIER_LABELS } from "@freight/domain/catalog/pricing-tier";
import { formatCents, multiplyCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import type { BookingPrice } from "./booking-price";
import type { BookingQuote } from "./booking-types";

const text = portalText.booking;

/** The live price breakdown: line, hub minimum, extras, fee with its label, total. No money is computed here. */
export function PriceSummary({
  price,
  quote,
  serviceName,
  quantity,
  isTransport,
  isQuoting,
  quoteError,
}: {
  price: BookingPrice;
  quote: BookingQuote | null;
  serviceName: string;
  quantity: number;
  isTransport: boolean;
  isQuoting: boolean;
  quoteError: string | null;
}) {
  const rows: Array<{ label: string; cents: number }> = [];
  if (!isTransport && price.hasQuote) {
    rows.push({
      label: `${formatText(text.line, { service: serviceName, quantity })} (${formatCents(price.unitPriceCents)})`,
      cents: price.lineBaseCents,
    });
    if (price.minimumChargeAppliedCents > 0)
      rows.push({ label: text.minimumCharge, cents: price.minimumChargeAppliedCents });
  }
  for (const line of price.extraLines) {
    rows.push({
      label: line.amount > 1 ? `${line.label} × ${line.amount}` : line.label,
      cents: multiplyCents(line.unitPriceCents, line.amount),
    });
  }
  if (quote && price.hasQuote && !isTransport)
    rows.push({ label: chargeKindLabel(quote.feeType), cents: price.feeCents });
  if (price.discountCents > 0) {
    rows.push({
      label: formatText(text.discount, { percent: price.discountPercent }),
      cents: -price.discountCents,
    });
  }

  return (
    <section
      aria-labelledby="price-summary-title"
      aria-live="polite"
      className="flex flex-col gap-3"
      data-testid="price-summary"
    >
      <h2 id="price-summary-title" className="text-lg font-semibold">
        {text.summary}
      </h2>
      {!isTransport && !price.hasQuote ? (
        <p className="text-sm text-ink-muted">
          {isQuoting ? text.quoting : (quoteError ?? text.chooseSlotForPrice)}
        </p>
      ) : null}
      {quote && price.hasQuote && !isTransport ? (
        <p className="text-sm text-ink-muted" data-testid="price-tier">
          {formatText(quote.rateSource === "own" ? text.ownRate : text.tierRate, {
            tier: PRICING_TIER_LABELS[quote.pricingTier],
          })}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-ink-muted">{row.label}</dt>
              <dd className="font-medium tabular-nums">{`${row.cents < 0 ? "−" : ""}${formatCents(Math.abs(row.cents))}`}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex items-baseline justify-between border-t border-line pt-3">
        <span className="font-semibold">{text.total}</span>
        <span className="text-2xl font-bold text-brand-700 tabular-nums" data-testid="booking-total">
          {formatCents(price.totalCents)}
        </span>
      </div>
    </section>
  );
}
