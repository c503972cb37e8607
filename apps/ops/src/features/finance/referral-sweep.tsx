import type { Schema } from "@freight/api-client/types";
import { formatCents, sumCents } from "@freight/domain/money/cents";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { formatUtc } from "@/lib/format";
import { sweepReferralBonusesAction } from "./finance-actions";

/** What the referral sweep would credit now (and what is still held), then the button that runs it. */
export function ReferralSweep({ held }: { held: Schema<"HeldReferralBonuses"> }) {
  const due = held.items.filter((item) => item.isDue);
  return (
    <section aria-labelledby="referral-sweep" className="flex flex-col gap-3">
      <h2 id="referral-sweep" className="text-xl font-semibold">
        Referral bonuses
      </h2>
      <p>
        {due.length} due now ({formatCents(sumCents(due.map((item) => item.amount)))}), {held.totalHeld} held
        in all. The sweep checks each order again before crediting.
      </p>
      {held.items.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {held.items.slice(0, 20).map((item) => (
            <li key={item.id}>
              {formatCents(item.amount)} to {item.referrerEmail} for {item.referredEmail}
              {item.orderNumber ? ` (${item.orderNumber})` : ""} ·{" "}
              {item.isDue ? "due now" : `from ${formatUtc(item.releaseAt)}`}
            </li>
          ))}
        </ul>
      ) : null}
      <ActionForm action={sweepReferralBonusesAction} label="Run the referral sweep">
        <div>
          <Button type="submit" variant="secondary">
            Run the sweep now
          </Button>
        </div>
      </ActionForm>
    </section>
  );
}
