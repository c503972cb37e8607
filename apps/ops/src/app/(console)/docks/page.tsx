import type { Metadata } from "next";
import { isIsoDate } from "@freight/domain/lists/order-list-query";
import { formatCalendarDate, timeZoneAbbreviationsOfDay } from "@freight/domain/time/hub-clock";
import { todayIn } from "@freight/domain/time/time-slots";
import { fieldClassName } from "@/components/field-styles";
import { HubChooserForm } from "@/components/hub-chooser-form";
import { DockDayView } from "@/features/docks/dock-day-view";
import { loadDockDay } from "@/features/docks/load-dock-day";
import { hubsOfStaff, loadHubs } from "@/lib/load-hubs";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Dock schedule" };

export default async function DocksPage({
  searchParams,
}: {
  searchParams: Promise<{ hubId?: string; date?: string }>;
}) {
  const params = await searchParams;
  const [self, allHubs] = await Promise.all([loadStaffSelf(), loadHubs()]);
  const hubs = hubsOfStaff(allHubs, self);
  const hub = hubs.find((one) => String(one.id) === params.hubId) ?? hubs[0];
  if (!hub) return <p>You work at no hub yet; ask an admin to add yours.</p>;
  const date =
    typeof params.date === "string" && isIsoDate(params.date)
      ? params.date
      : todayIn(hub.timeZone, new Date());
  const day = await loadDockDay(hub.id, date);
  return (
    <>
      <h1 className="text-2xl font-bold">Dock schedule</h1>
      <HubChooserForm hubs={hubs} hubId={hub.id} label="Choose a hub and day">
        <LabeledField label="Day (hub time)">
          <input type="date" name="date" defaultValue={date} className={fieldClassName} />
        </LabeledField>
      </HubChooserForm>
      <p>
        {day.hub.name}, {formatCalendarDate(day.date)}, times on the hub&apos;s clock (
        {timeZoneAbbreviationsOfDay(day.date, day.hub.timeZone)}).
      </p>
      <DockDayView day={day} />
    </>
  );
}
