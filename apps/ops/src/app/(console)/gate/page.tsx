import type { Metadata } from "next";
import Link from "next/link";
import { isIsoDate } from "@freight/domain/lists/order-list-query";
import { formatCalendarDate } from "@freight/domain/time/hub-clock";
import { todayIn } from "@freight/domain/time/time-slots";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { LiveRefresh } from "@/components/live-refresh";
import { GateBoardView } from "@/features/gate/gate-board";
import { loadGateBoard } from "@/features/gate/load-gate-board";
import { GateLookupResult } from "@/features/orders/gate-lookup";
import { getServerApi } from "@/lib/api/server-api";
import { hubsOfStaff, loadHubs } from "@/lib/load-hubs";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { staffMay } from "@/lib/session/staff-may";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Gate" };

/** How often the arrivals board re-reads the day. */
const BOARD_REFRESH_SECONDS = 5;

async function lookUp(code: string) {
  const api = await getServerApi();
  const { data, error, response } = await api.GET("/staff/check-in-codes", {
    params: { query: { checkincode: code } },
  });
  if (data) return { order: data, message: "" };
  const message =
    (error as { message?: string } | undefined)?.message ?? `The lookup answered ${response.status}.`;
  return { order: null, message };
}

export default async function GatePage({
  searchParams,
}: {
  searchParams: Promise<{ hubId?: string; code?: string; date?: string }>;
}) {
  const params = await searchParams;
  const [self, allHubs] = await Promise.all([loadStaffSelf(), loadHubs()]);
  const hubs = hubsOfStaff(allHubs, self);
  const hub = hubs.find((one) => String(one.id) === params.hubId) ?? hubs[0];
  const code = typeof params.code === "string" ? params.code.trim().slice(0, 40) : "";
  const lookup = code ? await lookUp(code) : null;
  // Today on the hub's clock unless another day is asked for (a shift planning tomorrow's gate).
  const date =
    hub && isIsoDate(params.date ?? "")
      ? (params.date as string)
      : hub
        ? todayIn(hub.timeZone, new Date())
        : "";
  const board = hub ? await loadGateBoard(hub.id, date) : null;
  return (
    <>
      <h1 className="text-2xl font-bold">Gate</h1>
      <LiveRefresh seconds={BOARD_REFRESH_SECONDS} />
      <form
        method="get"
        role="search"
        aria-label="Look up a check-in code"
        className="flex flex-wrap items-end gap-3"
      >
        {hub ? <input type="hidden" name="hubId" value={hub.id} /> : null}
        <LabeledField label="Check-in code">
          <input
            name="code"
            defaultValue={code}
            maxLength={40}
            className={fieldClassName}
            autoComplete="off"
          />
        </LabeledField>
        <button type="submit" className={buttonClassName()}>
          Look up
        </button>
      </form>
      {lookup?.order ? <GateLookupResult order={lookup.order} /> : null}
      {lookup && !lookup.order ? (
        <p role="alert" className="text-danger">
          {lookup.message}
        </p>
      ) : null}
      {hub && board ? (
        <section aria-labelledby="arrivals" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-4">
            <h2 id="arrivals" className="text-xl font-semibold">
              At {hub.name} on {formatCalendarDate(board.date)}
            </h2>
            <nav aria-label="Hubs" className="flex flex-wrap gap-2">
              {hubs.map((one) => (
                <Link
                  key={one.id}
                  href={`/gate?hubId=${one.id}`}
                  aria-current={one.id === hub.id ? "page" : undefined}
                  className="underline"
                >
                  {one.name}
                </Link>
              ))}
            </nav>
          </div>
          <GateBoardView
            board={board}
            canAct={staffMay(self, "changeOrderStatus")}
            canAssignDoor={staffMay(self, "assignOrderDoor")}
          />
        </section>
      ) : (
        <p>You work at no hub yet; ask an admin to add yours.</p>
      )}
    </>
  );
}
