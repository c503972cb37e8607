"use client";

import { useActionState } from "react";
import { arrivalTiming } from "@freight/domain/orders/check-in-window";
import { DRIVER_CHECK_IN_STATUSES, driverCheckInStage } from "@freight/domain/orders/driver-check-in";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { Button } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { TextField } from "@freight/ui/text-field";
import { driverText } from "@/content/driver";
import { selectWebsitePhone } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";
import { checkInDriver, type CheckInArrival } from "./check-in-driver";
import { DRIVER_PAGE_PATH } from "./check-in-code";
import { CheckInSummary } from "./check-in-summary";
import type { DriverCheckIn } from "./look-up-check-in";
import { PhoneSentence } from "./phone-sentence";

const INITIAL: CheckInArrival = { status: "idle" };

/**
 * What the driver is told about where they stand, on the hub's clock: checked in, or at the gate (early, late, or
 * waiting for the hub to accept the order) with when check-in opens or closed; before checking in, whether the
 * window is open yet. A `{phone}` left in it is the hub's number. Null when the summary says it all.
 */
function standing(
  checkIn: DriverCheckIn,
  { isJustCheckedIn, lookedUpAt }: { isJustCheckedIn: boolean; lookedUpAt: string },
): string | null {
  const zone = checkIn.hubTimeZone;
  const opens = formatZonedDateTime(checkIn.checkInOpensAt, zone);
  const closes = formatZonedDateTime(checkIn.checkInClosesAt, zone);
  const stage = driverCheckInStage(checkIn.status, checkIn.arrival);
  if (stage === "atGate" || stage === "atGateEarly" || stage === "atGateLate") {
    return formatText(driverText[stage], { number: checkIn.number, opens, closes });
  }
  if (checkIn.arrival && checkIn.status === "arrivedToHub") {
    return isJustCheckedIn
      ? formatText(driverText.checkedIn, { number: checkIn.number, hub: checkIn.hubName })
      : formatText(driverText.alreadyCheckedIn, { time: formatZonedDateTime(checkIn.arrival.arrivedAt, zone) });
  }
  if (!DRIVER_CHECK_IN_STATUSES.includes(checkIn.status)) return null;
  const timing = arrivalTiming(lookedUpAt, { opensAt: checkIn.checkInOpensAt, closesAt: checkIn.checkInClosesAt });
  if (timing === "early") return formatText(driverText.opensLater, { opens });
  if (timing === "late") return formatText(driverText.closedAlready, { closes });
  return null;
}

/**
 * Step 2 of the driver page: the order as it stands (refreshed by every check-in), and the form to confirm driver,
 * truck and trailer and check in at the hub. Every refusal is said in the page's words, with a number to call.
 */
export function DriverArrivalForm({
  code,
  checkIn: found,
  lookedUpAt,
}: {
  code: string;
  checkIn: DriverCheckIn;
  lookedUpAt: string;
}) {
  const [arrival, checkInAction, isPending] = useActionState(checkInDriver, INITIAL, DRIVER_PAGE_PATH);
  const websitePhone = useAppSelector(selectWebsitePhone);
  const done = arrival.status === "checkedIn" ? arrival.checkIn : null;
  const current = done ?? found;
  const phone = current.hubPhone || websitePhone;
  const fieldErrors = arrival.status === "rejected" ? arrival.fieldErrors : {};
  const refusal = arrival.status === "rejected" ? arrival.refusal : null;
  const message = standing(current, { isJustCheckedIn: done !== null, lookedUpAt });
  // A driver may check in while the order waits for them (new or accepted, at the gate or not); once done, the
  // page shows where they stand, and a new look-up lets them check in again (back inside the window).
  const canCheckIn = !done && DRIVER_CHECK_IN_STATUSES.includes(current.status);

  return (
    <div className="flex flex-col gap-5">
      <CheckInSummary checkIn={current} />
      {message ? (
        <p
          role="status"
          className="rounded-lg border border-line bg-surface p-4 font-medium text-ink"
          data-testid="check-in-standing"
        >
          <PhoneSentence template={message} phone={phone} />
        </p>
      ) : null}
      {canCheckIn ? (
        <form
          action={checkInAction}
          className="flex flex-col gap-4"
          aria-labelledby="driver-arrival-title"
          aria-busy={isPending}
        >
          <div>
            <h2 id="driver-arrival-title" className="text-xl font-semibold">
              {driverText.arrivalTitle}
            </h2>
            <p className="text-ink-muted">{driverText.arrivalIntro}</p>
          </div>
          <input type="hidden" name="checkInCode" value={code} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="driver-name"
              name="driverName"
              label={driverText.driverName}
              autoComplete="name"
              maxLength={200}
              required
              defaultValue={current.driverName}
              error={fieldErrors.driverName}
            />
            <TextField
              id="driver-phone"
              name="driverPhone"
              type="tel"
              label={driverText.driverPhone}
              autoComplete="tel"
              maxLength={40}
              required
              // The API shows the booked phone masked (the code is the only credential), so it is a hint to
              // recognise, not a value to send back: the driver types the number they can be reached on.
              hint={
                current.driverPhone
                  ? formatText(driverText.driverPhoneHint, { phone: current.driverPhone })
                  : undefined
              }
              error={fieldErrors.driverPhone}
            />
            <TextField
              id="driver-truck"
              name="truckNumber"
              label={driverText.truckNumber}
              maxLength={40}
              required
              defaultValue={current.truckNumber}
              error={fieldErrors.truckNumber}
            />
            <TextField
              id="driver-trailer"
              name="trailerNumber"
              label={driverText.trailerNumber}
              maxLength={40}
              defaultValue={current.trailerNumber}
              error={fieldErrors.trailerNumber}
            />
          </div>
          {/* Unticked by default: the driver's own say, recorded with its time; no consent, no text. */}
          <label className="flex items-start gap-2">
            <input type="checkbox" name="smsConsent" value="yes" className="mt-1 size-4 accent-brand-600" />
            <span>{driverText.smsConsent}</span>
          </label>
          {refusal ? (
            <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-4 text-ink">
              <PhoneSentence template={driverText.refusals[refusal]} phone={phone} />
            </p>
          ) : null}
          <Button type="submit" isLoading={isPending} className="self-start">
            {isPending ? driverText.confirming : driverText.confirm}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
