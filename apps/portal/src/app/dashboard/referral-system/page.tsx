import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { totalReferralEarnings } from "@freight/domain/referrals/referral-entry";
import { portalText } from "@/content/portal-text";
import { serverEnv } from "@/env";
import { PageHeader } from "@/components/layout/page-header";
import { ProfileUnavailablePage } from "@/components/layout/profile-unavailable-page";
import { formatDate } from "@/lib/format/order-format";
import { CopyLink } from "@/features/referrals/copy-link";
import { LevelCard } from "@/features/referrals/level-card";
import { levelProgress } from "@freight/domain/referrals/level-progress";
import { loadReferrals } from "@/features/referrals/load-referrals";
import { loadProfile } from "@/lib/session/load-profile";

const text = portalText.referrals;

export const metadata: Metadata = { title: text.title };

/** The customer's level, discount and progress, the referral link, the referrals table and the bonuses. */
export default async function ReferralSystemPage() {
  const [outcome, referrals] = await Promise.all([loadProfile(), loadReferrals()]);
  if (outcome.kind !== "signed-in") return <ProfileUnavailablePage title={text.title} outcome={outcome} />;
  const { program } = referrals;
  const link =
    program.referralLink ||
    `${serverEnv().WEB_URL}/auth/signup?ref=${encodeURIComponent(outcome.account.referralCode)}`;
  const earnings = totalReferralEarnings(referrals.entries);
  return (
    <>
      <PageHeader
        title={text.title}
        description={text.intro}
        actions={
          <Link
            href="/dashboard/referral-system/learn-more"
            className="font-semibold text-brand-700 hover:underline"
          >
            {text.learnMore} →
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <LevelCard
          progress={levelProgress(referrals.levels, outcome.profile.referralLevel, program.referredVolume)}
        />
        <Card as="section" aria-labelledby="link-title" className="flex flex-col gap-3">
          <h2 id="link-title" className="text-lg font-semibold">
            {text.link}
          </h2>
          {outcome.account.referralCode ? <CopyLink link={link} /> : null}
          <dl className="grid grid-cols-2 gap-3 pt-2 sm:grid-cols-3">
            <div className="rounded-lg bg-surface-muted p-3">
              <dt className="text-sm text-ink-muted">{text.earnedBonuses}</dt>
              <dd className="text-2xl font-bold text-accent-600" data-testid="referral-bonuses">
                {formatCents(outcome.profile.bonuses)}
              </dd>
            </div>
            <div className="rounded-lg bg-surface-muted p-3">
              <dt className="text-sm text-ink-muted">{text.earnedBalance}</dt>
              <dd className="text-2xl font-bold text-brand-700">
                {formatCents(outcome.profile.referralBalance)}
              </dd>
            </div>
            <div className="rounded-lg bg-surface-muted p-3">
              <dt className="text-sm text-ink-muted">{text.pendingBonuses}</dt>
              <dd className="text-2xl font-bold text-ink-muted" data-testid="pending-bonuses">
                {formatCents(program.pendingBonuses)}
              </dd>
            </div>
            <div className="col-span-2 rounded-lg bg-surface-muted p-3 sm:col-span-3">
              <dt className="text-sm text-ink-muted">{text.referredVolume}</dt>
              <dd className="text-xl font-bold text-ink" data-testid="referred-volume">
                {formatCents(program.referredVolume)}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-ink-muted">{text.bonusRule}</p>
        </Card>
      </div>
      <Card as="section" aria-labelledby="referrals-title" className="mt-6" isFlush>
        <h2 id="referrals-title" className="p-5 pb-3 text-lg font-semibold">
          {text.referrals}
        </h2>
        {referrals.entries.length === 0 ? (
          <p className="px-5 pb-6 text-ink-muted">{text.empty}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm" data-testid="referrals-table">
              <thead className="border-y border-line text-ink-muted">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {text.name}
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {text.joined}
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    {text.earnedBonuses}
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    {text.earnedBalance}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {referrals.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-5 py-3 font-medium">{entry.name}</td>
                    <td className="px-5 py-3">{formatDate(entry.referralDate)}</td>
                    <td className="px-5 py-3 text-right tabular-nums">
                      {formatCents(entry.referralBonuses)}
                    </td>
                    <td className="px-5 py-3 text-right tabular-nums">
                      {formatCents(entry.referralBalance)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-line font-semibold">
                <tr>
                  <th scope="row" colSpan={2} className="px-5 py-3 text-left">
                    {portalText.booking.total}
                  </th>
                  <td className="px-5 py-3 text-right tabular-nums">{formatCents(earnings.bonuses)}</td>
                  <td className="px-5 py-3 text-right tabular-nums">{formatCents(earnings.balance)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
