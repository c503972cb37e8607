import { formatCalendarDate } from "@freight/domain/time/hub-clock";
import { formatText, portalText } from "@/content/portal-text";
import { CHART_SERIES, type ChartSeries, type WeekBucket } from "./orders-by-status";

const seriesColour: Record<ChartSeries, string> = {
  createdOrders: "var(--color-brand-500)",
  inProgressOrders: "var(--color-accent-500)",
  completedOrders: "var(--color-success)",
  failedOrders: "var(--color-danger)",
  cancelled: "var(--color-ink-muted)",
};

const seriesLabel: Record<ChartSeries, string> = {
  createdOrders: portalText.dashboard.createdOrders,
  inProgressOrders: portalText.dashboard.inProgressOrders,
  completedOrders: portalText.dashboard.completedOrders,
  failedOrders: portalText.dashboard.failedOrders,
  cancelled: portalText.status.cancelled,
};

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 28 };

function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split("-");
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${day} ${names[Number(month) - 1] ?? ""}`;
}

/**
 * Orders by status over time as stacked weekly bars: plain SVG (a chart library would add more script than this whole
 * page), with a data table behind it for screen readers.
 */
export function StatusChart({ weeks }: { weeks: WeekBucket[] }) {
  const max = Math.max(1, ...weeks.map((week) => week.orderCount));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, weeks.length);
  const barWidth = Math.min(40, slot * 0.6);
  const ticks = Array.from(new Set([0, Math.ceil(max / 2), max]));
  const isEmpty = weeks.every((week) => week.orderCount === 0);

  return (
    <figure className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => {
          const y = PAD.top + innerHeight - (tick / max) * innerHeight;
          return (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y}
                y2={y}
                stroke="var(--color-line)"
                strokeDasharray="3 3"
              />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="var(--color-ink-muted)">
                {tick}
              </text>
            </g>
          );
        })}
        {weeks.map((week, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          let y = PAD.top + innerHeight;
          return (
            <g key={week.weekStart}>
              {CHART_SERIES.map((series) => {
                const count = week.counts[series];
                if (count === 0) return null;
                const height = (count / max) * innerHeight;
                y -= height;
                return (
                  <rect
                    key={series}
                    x={x}
                    y={y}
                    width={barWidth}
                    height={height}
                    rx={2}
                    fill={seriesColour[series]}
                  />
                );
              })}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize="11"
                fill="var(--color-ink-muted)"
              >
                {shortDate(week.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>
      {isEmpty ? <p className="text-sm text-ink-muted">{portalText.dashboard.chartEmpty}</p> : null}
      <figcaption>
        <ul aria-label={portalText.chart.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {CHART_SERIES.map((series) => (
            <li key={series} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-3 rounded-sm"
                style={{ background: seriesColour[series] }}
              />
              {seriesLabel[series]}
            </li>
          ))}
        </ul>
      </figcaption>
      {/* A table ignores the 1 px box of sr-only, so a wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>{portalText.dashboard.chart}</caption>
          <thead>
            <tr>
              <th scope="col">{portalText.orders.date}</th>
              {CHART_SERIES.map((series) => (
                <th key={series} scope="col">
                  {seriesLabel[series]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">
                  {formatText(portalText.chart.week, { date: formatCalendarDate(week.weekStart) })}
                </th>
                {CHART_SERIES.map((series) => (
                  <td key={series}>{week.counts[series]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
