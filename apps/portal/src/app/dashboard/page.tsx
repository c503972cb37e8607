import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { ACTIVE_ORDERS_SORT_STORAGE_KEY } from "@freight/domain/lists/sort";
import { DASHBOARD_METRIC_GROUPS, mapDashboardMetrics, mapOrder } from "@freight/domain/orders/order-mapper";
import { formatText, portalText } from "@/content/portal-text";
import { serverEnv } from "@/env";
import { loadHubsAndServices } from "@/lib/api/load-catalog";
import { ordersByStatusPerWeek } from "@/features/dashboard/orders-by-status";
import { StatusChart } from "@/features/dashboard/status-chart";
import { PageHeader } from "@/components/layout/page-header";
import { OrderStatusBadge } from "@/components/layout/status-badge";
import { loadOrderPage } from "@/features/orders/load-orders";
import { formatSlot } from "@/lib/format/order-format";
import { parseOrderTableParams } from "@/features/orders/order-list-params";
import { OrdersTable } from "@/features/orders/orders-table";
import { ordersStateFor } from "@/features/orders/orders-state";
import { loadProfile } from "@/lib/session/load-profile";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { HandOverState } from "@/store/hand-over-state";
import { OrderNumber } from "@freight/ui/order-number";

const text = portalText.dashboard;
const CHART_WEEKS = 8;
const ONGOING_SHOWN = 5;

export const metadata: Metadata = { title: text.title };

const metricTone = ["text-brand-600", "text-accent-600", "text-success", "text-danger"] as const;

/** Metrics, ongoing orders, a chart of orders by status over time and the active orders table. */
export default async function DashboardPage({ searchParams }: PageProps<"/dashboard">) {
  const params = parseOrderTableParams(await searchParams);
  const api = await getServerApi();
  const [profile, metricsPage, ongoingOrders, table, chart, lists] = await Promise.all([
    loadProfile(),
    readForPage("GET /dashboard", api.GET("/dashboard")),
    // Only the five shown are read.
    readForPage(
      "GET /orders-ongoing",
      api.GET("/orders-ongoing", { params: { query: { limit: ONGOING_SHOWN } } }),
    ),
    loadOrderPage("active", params),
    // One grouped count per booking week and status (not a page of orders read and counted here).
    readForPage(
      "GET /orders-per-week",
      api.GET("/orders-per-week", { params: { query: { weeks: CHART_WEEKS } } }),
    ),
    loadHubsAndServices(),
  ]);
  const imageBase = serverEnv().BROWSER_API_URL;
  const metrics = mapDashboardMetrics(metricsPage);
  const ongoing = ongoingOrders.map((order) => mapOrder(order, imageBase));
  const now = Date.now();
  const weeks = ordersByStatusPerWeek(chart, CHART_WEEKS);
  const name =
    profile.kind === "signed-in" ? profile.profile.userName || profile.profile.corporationName : "";

  return (
    <HandOverState state={{ orders: ordersStateFor(table) }}>
      <PageHeader
        title={name ? formatText(text.welcome, { name }) : text.title}
        actions={
          <Link href="/portal" className={buttonClassName()}>
            {text.bookService}
          </Link>
        }
      />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="metrics-title">
          <h2 id="metrics-title" className="sr-only">
            {text.metrics}
          </h2>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="dashboard-metrics">
            {DASHBOARD_METRIC_GROUPS.map((group, index) => (
              <Card as="li" key={group} className="flex flex-col gap-1">
                <span className="text-sm font-semibold text-ink-muted">{text[group]}</span>
                <span className={`text-3xl font-bold tabular-nums ${metricTone[index]}`}>
                  {metrics[group]}
                </span>
                {group === "createdOrders" ? (
                  <span className="text-xs text-ink-muted">
                    {formatText(text.createdShare, {
                      percent: Math.round(metrics.createdOrdersPercentage),
                    })}
                  </span>
                ) : null}
              </Card>
            ))}
          </ul>
        </section>

        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card as="section" aria-labelledby="chart-title" className="flex flex-col gap-3">
            <div>
              <h2 id="chart-title" className="text-lg font-semibold">
                {text.chart}
              </h2>
              <p className="text-sm text-ink-muted">
                {formatText(text.chartDescription, { weeks: CHART_WEEKS })}
              </p>
            </div>
            <StatusChart weeks={weeks} />
          </Card>
          <Card as="section" aria-labelledby="ongoing-title" className="flex flex-col gap-3">
            <h2 id="ongoing-title" className="text-lg font-semibold">
              {text.ongoing}
            </h2>
            {ongoing.length === 0 ? (
              <p className="text-ink-muted">{text.noOngoing}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line" data-testid="ongoing-orders">
                {ongoing.map((order) => (
                  <li key={order.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <Link
                        href={`/dashboard/order-details?id=${order.id}`}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        <OrderNumber number={order.number} />
                      </Link>
                      <p className="truncate text-sm text-ink-muted">
                        {order.service.name} · {order.hub.name} ·{" "}
                        {formatSlot(order.timeFrom, order.timeTo, order.hub.timeZone)}
                      </p>
                    </div>
                    <OrderStatusBadge status={order.displayStatus} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <OrdersTable
          id="active"
          basePath="/dashboard"
          storageKey={ACTIVE_ORDERS_SORT_STORAGE_KEY}
          params={params}
          hubs={lists.hubs.map(({ id, name }) => ({ id, name }))}
          services={lists.services.map(({ id, name }) => ({ id, name }))}
          now={now}
        />
      </div>
    </HandOverState>
  );
}
