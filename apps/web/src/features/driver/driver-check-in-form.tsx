"use client";

import { useActionState } from "react";
import { toOrderDisplayStatus } from "@freight/domain/orders/order-status";
import { Button } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { driverText } from "@/content/driver";
import { CHECK_IN_CODE_MAX_LENGTH, CHECK_IN_CODE_MIN_LENGTH, DRIVER_PAGE_PATH } from "./check-in-code";
import { DriverArrivalForm } from "./driver-arrival-form";
import { type CheckInLookup, lookUpCheckIn } from "./look-up-check-in";

const INITIAL: CheckInLookup = { status: "idle" };

function CheckInResult({ lookup }: { lookup: CheckInLookup }) {
  if (lookup.status === "idle") return null;
  if (lookup.status === "rejected") {
    return (
      <p
        role="alert"
        className="rounded-lg border border-danger bg-danger-soft p-4 text-ink"
        data-testid="check-in-message"
      >
        {lookup.message}
      </p>
    );
  }
  const { checkIn } = lookup;
  return (
    <section
      role="status"
      className="rounded-lg border border-success bg-success-soft p-4"
      data-testid="check-in-message"
    >
      <h2 className="text-lg font-semibold">
        {formatText(driverText.found, { number: checkIn.number, hub: checkIn.hubName })}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">{driverText.status}</dt>
        <dd>{driverText.statuses[toOrderDisplayStatus(checkIn.status)]}</dd>
        <dt className="text-ink-muted">{driverText.truck}</dt>
        <dd>{checkIn.truckNumber}</dd>
        <dt className="text-ink-muted">{driverText.trailer}</dt>
        <dd>{checkIn.trailerNumber}</dd>
      </dl>
    </section>
  );
}

/** The driver's check-in code form; works before the page's script loads, as a plain form post. */
export function DriverCheckInForm() {
  const [lookup, lookUp, isPending] = useActionState(lookUpCheckIn, INITIAL, DRIVER_PAGE_PATH);
  const code = lookup.status === "idle" ? "" : lookup.code;

  return (
    <div className="flex flex-col gap-5">
      <form action={lookUp} className="flex flex-col gap-4" aria-busy={isPending}>
        <div className="flex flex-col gap-1">
          <label htmlFor="driver-check-in-code" className="font-medium">
            {driverText.codeLabel}
          </label>
          <input
            id="driver-check-in-code"
            name="checkincode"
            required
            minLength={CHECK_IN_CODE_MIN_LENGTH}
            maxLength={CHECK_IN_CODE_MAX_LENGTH + 8}
            defaultValue={code}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="driver-check-in-hint"
            className="h-12 rounded-lg border border-line px-4 font-mono text-lg tracking-widest uppercase"
          />
          <p id="driver-check-in-hint" className="text-sm text-ink-muted">
            {driverText.codeHint}
          </p>
        </div>
        <Button type="submit" isLoading={isPending} className="self-start">
          {isPending ? driverText.checking : driverText.submit}
        </Button>
      </form>
      <div aria-live="polite">
        <CheckInResult lookup={lookup} />
      </div>
      {lookup.status === "found" ? (
        // Keyed by the order, so a new code starts a fresh arrival form.
        <DriverArrivalForm key={lookup.checkIn.orderId} code={lookup.code} checkIn={lookup.checkIn} />
      ) : null}
    </div>
  );
}
