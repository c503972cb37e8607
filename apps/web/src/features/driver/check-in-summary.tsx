import { driverCheckInStage } from "@freight/domain/orders/driver-check-in";
import { formatZonedRange } from "@freight/domain/time/hub-clock";
import { formatText } from "@freight/ui/i18n/format-text";
import { driverText } from "@/content/driver";
import type { DriverCheckIn } from "./look-up-check-in";
import { stageWords } from "./stage-words";

/**
 * The order as the driver's check-in stands: hub, slot and check-in window on the hub's clock with its zone's
 * abbreviation, the stage (at the gate, checked in…), the dock door once the dispatcher gives one, and the truck and
 * trailer as last entered.
 */
export function CheckInSummary({ checkIn }: { checkIn: DriverCheckIn }) {
  const zone = checkIn.hubTimeZone;
  const stage = driverCheckInStage(checkIn.status, checkIn.arrival ?? null);
  return (
    <section
      aria-labelledby="check-in-order"
      className="rounded-lg border border-success bg-success-soft p-4"
      data-testid="check-in-summary"
    >
      <h2 id="check-in-order" className="text-lg font-semibold">
        {formatText(driverText.found, { number: checkIn.number, hub: checkIn.hubName })}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">{driverText.hub}</dt>
        <dd>{checkIn.hubName}</dd>
        <dt className="text-ink-muted">{driverText.slot}</dt>
        <dd>{formatZonedRange(checkIn.timeFrom, checkIn.timeTo, zone)}</dd>
        <dt className="text-ink-muted">{driverText.window}</dt>
        <dd>{formatZonedRange(checkIn.checkInOpensAt, checkIn.checkInClosesAt, zone)}</dd>
        <dt className="text-ink-muted">{driverText.status}</dt>
        <dd>{stageWords(stage)}</dd>
        {checkIn.door ? (
          <>
            <dt className="text-ink-muted">{driverText.door}</dt>
            <dd className="font-semibold" data-testid="check-in-door">
              {checkIn.door}
            </dd>
          </>
        ) : null}
        <dt className="text-ink-muted">{driverText.truck}</dt>
        <dd>{checkIn.truckNumber || driverText.notEntered}</dd>
        <dt className="text-ink-muted">{driverText.trailer}</dt>
        <dd>{checkIn.trailerNumber || driverText.notEntered}</dd>
      </dl>
    </section>
  );
}
