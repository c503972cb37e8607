"use client";

import { useActionState } from "react";
import { Button } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { TextField } from "@freight/ui/text-field";
import { driverText } from "@/content/driver";
import { checkInDriver, type CheckInArrival } from "./check-in-driver";
import { DRIVER_PAGE_PATH } from "./check-in-code";
import type { DriverCheckIn } from "./look-up-check-in";

const INITIAL: CheckInArrival = { status: "idle" };

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** Step 2 of the driver page: confirm driver, truck and trailer, and check in at the hub. */
export function DriverArrivalForm({ code, checkIn }: { code: string; checkIn: DriverCheckIn }) {
  const [arrival, checkInAction, isPending] = useActionState(checkInDriver, INITIAL, DRIVER_PAGE_PATH);
  const done = arrival.status === "checkedIn" ? arrival.checkIn : null;
  const checkedInAt = done?.checkedInAt ?? checkIn.checkedInAt ?? null;
  const fieldErrors = arrival.status === "rejected" ? arrival.fieldErrors : {};

  if (done) {
    return (
      <p role="status" className="rounded-lg border border-success bg-success-soft p-4 font-medium text-ink">
        {formatText(driverText.checkedIn, { number: done.number, hub: done.hubName })}
      </p>
    );
  }
  if (checkedInAt) {
    return (
      <p className="text-ink-muted">
        {formatText(driverText.alreadyCheckedIn, { time: formatTime(checkedInAt) })}
      </p>
    );
  }

  return (
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
          defaultValue={checkIn.driverName}
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
            checkIn.driverPhone
              ? formatText(driverText.driverPhoneHint, { phone: checkIn.driverPhone })
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
          defaultValue={checkIn.truckNumber}
          error={fieldErrors.truckNumber}
        />
        <TextField
          id="driver-trailer"
          name="trailerNumber"
          label={driverText.trailerNumber}
          maxLength={40}
          defaultValue={checkIn.trailerNumber}
          error={fieldErrors.trailerNumber}
        />
      </div>
      {arrival.status === "rejected" && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-4 text-ink">
          {arrival.message}
        </p>
      ) : null}
      <Button type="submit" isLoading={isPending} className="self-start">
        {isPending ? driverText.confirming : driverText.confirm}
      </Button>
    </form>
  );
}
