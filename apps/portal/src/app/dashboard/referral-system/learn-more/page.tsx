import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { levelsByFloor } from "@freight/domain/referrals/referral-level";
import { formatText, portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { loadReferrals } from "@/features/referrals/load-referrals";

const text = portalText.referrals;
/** The top level's maxRate is PostgreSQL's largest integer: "no upper bound". */
const UNBOUNDED = 2_147_483_647;

export const metadata: Metadata = { title: text.learnMore };

/** How the referral programme works, with its levels (names, discounts and ranges from the API). */
export default async function ReferralLearnMorePage() {
  const { levels } = await loadReferrals();
  const ordered = levelsByFloor(levels);
  return (
    <>
      <Link
        href="/dashboard/referral-system"
        className="mb-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {text.back}
      </Link>
      <PageHeader title={text.learnMore} description={text.intro} />
      <section aria-labelledby="levels-title">
        <h2 id="levels-title" className="mb-3 text-lg font-semibold">
          {text.levels}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {ordered.map((level, index) => (
            <Card as="li" key={level.id} className="flex flex-col gap-2">
              <span className="text-sm font-semibold text-ink-muted">{index + 1}</span>
              <h3 className="text-xl font-bold">{level.name}</h3>
              <p className="text-3xl font-bold text-accent-600">{level.discountPercent}%</p>
              <p className="text-sm font-semibold">{level.extraText}</p>
              <p className="text-ink-muted">{level.description}</p>
              <p className="text-sm text-ink-muted">
                {level.maxRate >= UNBOUNDED
                  ? `${formatCents(level.minRate)}+`
                  : formatText(text.levelRange, {
                      min: formatCents(level.minRate),
                      max: formatCents(level.maxRate),
                    })}
              </p>
            </Card>
          ))}
        </ol>
      </section>
    </>
  );
}
