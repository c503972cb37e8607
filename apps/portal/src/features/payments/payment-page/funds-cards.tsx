import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { portalText } from "@/content/portal-text";
import { TopupForm } from "../payment-form";

const text = portalText.payment;

/** The customer's balance and bonuses. */
export function FundsCard({ balanceCents, bonusesCents }: { balanceCents: number; bonusesCents: number }) {
  return (
    <Card as="section" aria-labelledby="funds-title" className="grid grid-cols-2 gap-3">
      <h2 id="funds-title" className="col-span-2 text-lg font-semibold">
        {text.funds}
      </h2>
      <div className="rounded-lg bg-surface-muted p-3">
        <p className="text-sm text-ink-muted">{text.balance}</p>
        <p className="text-2xl font-bold text-success" data-testid="balance">
          {formatCents(balanceCents)}
        </p>
      </div>
      <div className="rounded-lg bg-surface-muted p-3">
        <p className="text-sm text-ink-muted">{text.bonuses}</p>
        <p className="text-2xl font-bold text-accent-600">{formatCents(bonusesCents)}</p>
      </div>
    </Card>
  );
}

/** Adding money to the balance. */
export function TopUpCard() {
  return (
    <Card as="section" aria-labelledby="topup-title" className="flex flex-col gap-4" id="topup">
      <h2 id="topup-title" className="text-lg font-semibold">
        {text.topup}
      </h2>
      <TopupForm />
    </Card>
  );
}
