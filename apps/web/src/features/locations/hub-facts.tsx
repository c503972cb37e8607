import { weeklyOpeningHoursFromRows } from "@freight/domain/time/opening-hours";
import { openingHoursLines } from "@freight/domain/time/opening-hours-text";
import { locationPageText as text } from "@/content/locations";
import type { HubDetails } from "./hub-details";

/** The hub's week on its own clock, Monday first, with the zone as readers know it ("Pacific Time (PST/PDT)"). */
export function OpeningHours({ details }: { details: HubDetails }) {
  const lines = openingHoursLines(
    weeklyOpeningHoursFromRows(details.openingHours, { roundTheClock: details.roundTheClock }),
  );
  return (
    <div data-testid="opening-hours">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {lines.map((line) => (
          <div key={line.days} className="contents">
            <dt className="font-medium">{line.days}</dt>
            <dd className="tabular-nums">{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-ink-muted">{`${text.hoursZone} ${details.zoneAbbreviations}`}</p>
      {!details.roundTheClock && (details.afterHours || details.callFee) ? (
        <p className="mt-2 text-sm">{details.afterHours ? text.afterHours : text.callOut}</p>
      ) : null}
    </div>
  );
}

/** Closures the hub team set ahead (holidays, repairs), earliest first. */
export function Closures({ details }: { details: HubDetails }) {
  if (details.closures.length === 0) return <p className="text-ink-muted">{text.noClosures}</p>;
  return (
    <ul className="space-y-1" data-testid="closures">
      {details.closures.map((closure) => (
        <li key={closure.startsAt}>
          <span className="font-medium">{closure.label}</span>: {closure.reason}
        </li>
      ))}
    </ul>
  );
}

/** Capabilities, operations, equipment and driver amenities, as chips under their headings. */
export function HubFeatures({ details }: { details: HubDetails }) {
  const groups = [
    { title: text.capabilitiesTitle, items: [...details.capabilities, ...details.operations] },
    { title: text.equipmentTitle, items: details.equipment },
    { title: text.amenitiesTitle, items: details.driverAmenities },
  ].filter((group) => group.items.length > 0);
  return (
    <div className="grid gap-6 sm:grid-cols-3">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="mb-2 font-semibold">{group.title}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {group.items.map((item) => (
              <li key={item} className="rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-700">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Every public hub's week in one table (the service catalogue's "Opening hours"), each on its own clock. */
export function HubHoursTable({
  hubs,
  details,
  labelledBy,
}: {
  hubs: readonly { id: number; name: string; slug: string }[];
  details: readonly HubDetails[];
  labelledBy: string;
}) {
  return (
    <div className="overflow-x-auto" data-testid="hub-hours">
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {text.hubColumn}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {text.hoursTitle}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {text.timeZone}
            </th>
          </tr>
        </thead>
        <tbody>
          {hubs.flatMap((hub) => {
            const hubDetails = details.find((entry) => entry.hubId === hub.id);
            if (!hubDetails) return [];
            const lines = openingHoursLines(
              weeklyOpeningHoursFromRows(hubDetails.openingHours, { roundTheClock: hubDetails.roundTheClock }),
            );
            return [
              <tr key={hub.id} className="border-b border-line align-top last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <a href={`/locations/${hub.slug}#hours`} className="text-brand-600 hover:underline">
                    {hub.name}
                  </a>
                </th>
                <td className="py-2 pr-4">
                  {lines.map((line) => (
                    <span key={line.days} className="block whitespace-nowrap">{`${line.days} ${line.hours}`}</span>
                  ))}
                </td>
                <td className="py-2">{hubDetails.zoneAbbreviations}</td>
              </tr>,
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
