import { DASHBOARD_GROUP_STATUSES } from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { bookingWeekStarts } from "@freight/domain/orders/booking-weeks";

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

function seriesOf(status: OrderStatus): ChartSeries {
  for (const [group, statuses] of Object.entries(DASHBOARD_GROUP_STATUSES)) {
    if ((statuses as readonly string[]).includes(status)) return group as ChartSeries;
  }
  return "cancelled";
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The API's counts per booking week and status (GET /orders-per-week) as the chart's `weeks` buckets from the
 * API's first week on (so the API's clock, not the portal's, decides the current week): the week an order was
 * booked decides its bar (not its slot, which may be months ahead), so an order booked today shows at once. Weeks
 * without orders are kept, so the axis is even; counts outside the range are left out.
 */
export function ordersByStatusPerWeek(
  {
    firstWeekStart,
    counts,
  }: {
    firstWeekStart: string;
    counts: ReadonlyArray<{ weekStart: string; status: OrderStatus; count: number }>;
  },
  weeks: number,
): WeekBucket[] {
  const lastWeek = Date.parse(`${firstWeekStart}T00:00:00Z`) + (weeks - 1) * WEEK_MS;
  const buckets = new Map<string, WeekBucket>(
    bookingWeekStarts(Number.isNaN(lastWeek) ? 0 : lastWeek, weeks).map((weekStart) => [
      weekStart,
      {
        weekStart,
        counts: { createdOrders: 0, inProgressOrders: 0, completedOrders: 0, failedOrders: 0, cancelled: 0 },
        orderCount: 0,
      },
    ]),
  );
  for (const { weekStart, status, count } of counts) {
    const bucket = buckets.get(weekStart);
    if (!bucket) continue;
    bucket.counts[seriesOf(status)] += count;
    bucket.orderCount += count;
  }
  return [...buckets.values()];
}
