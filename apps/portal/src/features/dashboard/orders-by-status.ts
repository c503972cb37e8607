import { DASHBOARD_GROUP_STATUSES } from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";

/** The chart's series: the dashboard metric groups plus cancellations. */
export const CHART_SERIES = [
  "createdOrders",
  "inProgressOrders",
  "completedOrders",
  "failedOrders",
  "cancelled",
] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

/** One week of the chart: its first day (UTC, YYYY-MM-DD) and the orders per series booked in it. */
export interface WeekBucket {
  weekStart: string;
  counts: Record<ChartSeries, number>;
  /** Orders booked in the week, every series together. */
  orderCount: number;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

function seriesOf(status: OrderStatus): ChartSeries {
  for (const [group, statuses] of Object.entries(DASHBOARD_GROUP_STATUSES)) {
    if ((statuses as readonly string[]).includes(status)) return group as ChartSeries;
  }
  return "cancelled";
}

/** Monday 00:00 UTC of the week an instant falls in. */
function weekStartMs(ms: number): number {
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return midnight - weekday * DAY_MS;
}

/**
 * Orders booked per week, by their status now, over the last `weeks` weeks up to the week of `now`: the day an
 * order was booked decides its week (not its slot, which may be months ahead), so an order booked today shows at
 * once. Weeks without orders are kept, so the axis is even.
 */
export function ordersByStatusPerWeek(
  orders: ReadonlyArray<{ status: OrderStatus; createdAtLocal: string }>,
  now: number,
  weeks: number,
): WeekBucket[] {
  const lastWeek = weekStartMs(now);
  const firstWeek = lastWeek - (weeks - 1) * WEEK_MS;
  const buckets: WeekBucket[] = Array.from({ length: weeks }, (_, index) => ({
    weekStart: new Date(firstWeek + index * WEEK_MS).toISOString().slice(0, 10),
    counts: { createdOrders: 0, inProgressOrders: 0, completedOrders: 0, failedOrders: 0, cancelled: 0 },
    orderCount: 0,
  }));
  for (const order of orders) {
    const start = Date.parse(order.createdAtLocal);
    if (Number.isNaN(start)) continue;
    const index = Math.round((weekStartMs(start) - firstWeek) / WEEK_MS);
    const bucket = buckets[index];
    if (!bucket) continue;
    bucket.counts[seriesOf(order.status)] += 1;
    bucket.orderCount += 1;
  }
  return buckets;
}
