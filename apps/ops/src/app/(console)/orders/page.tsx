import type { Metadata } from "next";
import Link from "next/link";
import {
  loadOrdersQueue,
  readQueueFilters,
  type QueueSearchParams,
} from "@/features/orders/load-orders-queue";
import { hubToday } from "@/features/orders/hub-today";
import { OrdersQueue } from "@/features/orders/orders-queue";
import { QueueFiltersForm } from "@/features/orders/queue-filters";
import { TodayLinks } from "@/features/orders/today-links";
import { hubsOfStaff, loadHubs } from "@/lib/load-hubs";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { staffMay } from "@/lib/session/staff-may";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<QueueSearchParams> }) {
  const params = await searchParams;
  const { filters: asked, problems } = readQueueFilters(params);
  const [self, hubs] = await Promise.all([loadStaffSelf(), loadHubs()]);
  const myHubs = hubsOfStaff(hubs, self);
  // Today is the hub's today, on its own clock: the dates in the address (if any) give way to it.
  const today = asked.isToday ? hubToday(myHubs, asked.hubId, new Date()) : null;
  if (asked.isToday && !today)
    problems.push("Choose one of your hubs: a Today view is of one hub, on its clock");
  const filters = today ? { ...asked, dateFrom: today.date, dateTo: today.date } : asked;
  const page = problems.length === 0 ? await loadOrdersQueue(filters) : null;
  const pageLink = (to: number) =>
    `/orders?${new URLSearchParams({ ...Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string")), page: String(to) })}`;
  return (
    <>
      <h1 className="text-2xl font-bold">Orders</h1>
      <TodayLinks hubs={myHubs} currentHubId={today?.hubId ?? null} />
      <QueueFiltersForm filters={filters} hubs={myHubs} />
      {problems.length > 0 ? (
        <p role="alert" className="text-danger">
          {problems.join("; ")}
        </p>
      ) : null}
      {page ? (
        <>
          {today ? <h2 className="text-xl font-semibold">{today.title}</h2> : null}
          <p>
            {/* The unfiltered queue at scale answers PostgreSQL's estimate rather than counting every order. */}
            {page.isTotalEstimated ? `About ${page.totalItems.toLocaleString("en-US")} orders` : null}
            {page.isTotalEstimated ? null : `${page.totalItems} order${page.totalItems === 1 ? "" : "s"}`}
          </p>
          <OrdersQueue orders={page.items} canWork={staffMay(self, "changeOrderStatus")} />
          <nav aria-label="Pages" className="flex gap-4">
            {page.currentPage > 0 ? <Link href={pageLink(page.currentPage - 1)}>Previous page</Link> : null}
            {page.currentPage + 1 < page.totalPages ? (
              <Link href={pageLink(page.currentPage + 1)}>Next page</Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </>
  );
}
