import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import type { LevelProgress } from "@freight/domain/referrals/level-progress";

const text = portalText.settings;

/** The customer's loyalty level, its discount and the progress to the next level. */
export function LevelCard({ progress }: { progress: LevelProgress }) {
  const { current, next } = progress;
  if (!current) return null;
  return (
    <Card as="section" aria-labelledby="level-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="level-title" className="text-xl font-bold">
            {formatText(text.levelTitle, { level: current.name })}
          </h2>
          <p className="text-ink-muted">{current.description}</p>
        </div>
        <span className="rounded-full bg-accent-400/20 px-3 py-1 font-semibold text-accent-600">
          {formatText(text.discount, { percent: current.discountPercent })}
        </span>
      </div>
      {next ? (
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span className="font-semibold">{formatText(text.progress, { level: next.name })}</span>
            <span className="text-ink-muted">
              {progress.percent}% · {formatCents(progress.remainingCents)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={formatText(text.progress, { level: next.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-3 overflow-hidden rounded-full bg-brand-50"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-500"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      ) : (
        <p className="font-semibold text-success">{text.topLevel}</p>
      )}
    </Card>
  );
}
