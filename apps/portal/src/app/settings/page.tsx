import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@freight/ui/card";
import { cx } from "@freight/ui/class-names";
import { formatCents } from "@freight/domain/money/cents";
import { SettingsTab } from "@freight/domain/profile/settings-tab";
import { formatText, portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { ProfileUnavailablePage } from "@/components/layout/profile-unavailable-page";
import { LevelCard } from "@/features/referrals/level-card";
import { levelProgress } from "@freight/domain/referrals/level-progress";
import { loadReferrals } from "@/features/referrals/load-referrals";
import { loadProfile } from "@/lib/session/load-profile";
import { SettingsInfo } from "@/features/settings/settings-info";

const text = portalText.settings;

export const metadata: Metadata = { title: text.title };

const TABS = [
  { tab: SettingsTab.Info, slug: "info", label: text.info },
  { tab: SettingsTab.Level, slug: "level", label: text.level },
  { tab: SettingsTab.Bonuses, slug: "bonuses", label: text.bonuses },
] as const;

/** Account settings with the sections Info (0), Level (1) and Bonuses (2). */
export default async function SettingsPage({ searchParams }: PageProps<"/settings">) {
  const requested = (await searchParams).tab;
  const active = TABS.find((tab) => tab.slug === requested || String(tab.tab) === requested) ?? TABS[0];
  const outcome = await loadProfile();
  if (outcome.kind !== "signed-in") return <ProfileUnavailablePage title={text.title} outcome={outcome} />;
  const { profile } = outcome;
  const referrals = active.tab === SettingsTab.Info ? null : await loadReferrals();

  return (
    <>
      <PageHeader title={text.title} />
      <nav aria-label={text.tabs} className="mb-6 border-b border-line">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((tab) => {
            const isActive = tab.tab === active.tab;
            return (
              <li key={tab.slug}>
                <Link
                  href={`/settings?tab=${tab.slug}`}
                  aria-current={isActive ? "page" : undefined}
                  className={cx(
                    "inline-flex h-11 items-center border-b-2 px-4 font-semibold whitespace-nowrap",
                    isActive
                      ? "border-brand-600 text-brand-700"
                      : "border-transparent text-ink-muted hover:text-ink",
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {active.tab === SettingsTab.Info ? (
        <SettingsInfo profile={profile} phoneNumber={outcome.account.phoneNumber} />
      ) : null}
      {active.tab === SettingsTab.Level && referrals ? (
        <LevelCard
          progress={levelProgress(referrals.levels, profile.referralLevel, referrals.program.referredVolume)}
        />
      ) : null}
      {active.tab === SettingsTab.Bonuses ? (
        <div className="grid gap-4 md:grid-cols-3">
          <Card className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-ink-muted">{text.bonusesTitle}</span>
            <span className="text-3xl font-bold text-accent-600" data-testid="bonuses-amount">
              {formatCents(profile.bonuses)}
            </span>
          </Card>
          <Card className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-ink-muted">{portalText.payment.balance}</span>
            <span className="text-3xl font-bold text-success">{formatCents(profile.balance)}</span>
          </Card>
          <Card className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-ink-muted">
              {formatText(text.referralBalance, { amount: "" }).trim()}
            </span>
            <span className="text-3xl font-bold text-brand-700">{formatCents(profile.referralBalance)}</span>
          </Card>
          <p className="md:col-span-3">
            <Link href="/portal/payment#history" className="font-semibold text-brand-700 hover:underline">
              {portalText.payment.history} →
            </Link>
          </p>
        </div>
      ) : null}
    </>
  );
}
