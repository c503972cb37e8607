import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import type { OrderPriceBreakdown } from "../order-price-breakdown";
import { formatText, portalText } from "@/content/portal-text";

const text = portalText.details;

/** The order's price lines, total, extra charges added since, paid, credited and what it still owes. */
export function OrderPriceCard({ breakdown }: { breakdown: OrderPriceBreakdown }) {
  return (
    <Card as="section" aria-labelledby="price-title">
      <h2 id="price-title" className="mb-3 text-lg font-semibold">
        {text.price}
      </h2>
      <dl className="flex flex-col gap-2 text-sm" data-testid="order-price">
        {breakdown.lines.map((line) => (
          <div key={`${line.kind}-${line.label}`} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{line.label}</dt>
            <dd className="tabular-nums">{`${line.cents < 0 ? "−" : ""}${formatCents(Math.abs(line.cents))}`}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>{text.total}</dt>
          <dd className="tabular-nums">{formatCents(breakdown.totalCents)}</dd>
        </div>
        {breakdown.extraCharges.map((charge, index) => (
          <div key={`extra-${index}`} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{formatText(text.extraCharge, { reason: charge.label })}</dt>
            <dd className="tabular-nums">{formatCents(charge.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{text.paid}</dt>
          <dd className="tabular-nums">{formatCents(breakdown.paidCents)}</dd>
        </div>
        {breakdown.creditedCents > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{text.credited}</dt>
            <dd className="tabular-nums">{formatCents(breakdown.creditedCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{text.due}</dt>
          <dd className="tabular-nums">{formatCents(breakdown.dueCents)}</dd>
        </div>
      </dl>
    </Card>
  );
}
