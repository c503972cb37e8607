"use client";

import { useActionState } from "react";
import { Button } from "@freight/ui/button";
import { driverText } from "@/content/driver";
import { selectWebsitePhone } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";
import { DRIVER_PAGE_PATH } from "./check-in-code";
import { DriverArrivalForm } from "./driver-arrival-form";
import { type CheckInLookup, lookUpCheckIn } from "./look-up-check-in";
import { PhoneSentence } from "./phone-sentence";

const INITIAL: CheckInLookup = { status: "idle" };

/** The driver's check-in code form; works before the page's script loads, as a plain form post. */
export function DriverCheckInForm() {
  const [lookup, lookUp, isPending] = useActionState(lookUpCheckIn, INITIAL, DRIVER_PAGE_PATH);
  // No order is known for a refused code: the number to call is dispatch's.
  const websitePhone = useAppSelector(selectWebsitePhone);
  const code = lookup.status === "idle" ? "" : lookup.code;

  return (
    <div className="flex flex-col gap-5">
      <form action={lookUp} className="flex flex-col gap-4" aria-busy={isPending}>
        <div className="flex flex-col gap-1">
          <label htmlFor="driver-check-in-code" className="font-medium">
            {driverText.codeLabel}
          </label>
          {/* No minLength or pattern: the browser's own message would stand in for ours. */}
          <input
            id="driver-check-in-code"
            name="checkincode"
            required
            maxLength={32}
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
        {lookup.status === "rejected" ? (
          <p
            role="alert"
            className="rounded-lg border border-danger bg-danger-soft p-4 text-ink"
            data-testid="check-in-message"
          >
            <PhoneSentence template={driverText.refusals[lookup.refusal]} phone={websitePhone} />
          </p>
        ) : null}
      </div>
      {lookup.status === "found" ? (
        // Keyed by the look-up, so each look-up starts a fresh arrival form showing the order as it stands.
        <DriverArrivalForm
          key={`${lookup.checkIn.orderId}-${lookup.lookedUpAt}`}
          code={lookup.code}
          checkIn={lookup.checkIn}
          lookedUpAt={lookup.lookedUpAt}
        />
      ) : null}
    </div>
  );
}
