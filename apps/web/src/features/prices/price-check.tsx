"use client";

import { useEffect, useId, useState } from "react";
import type { PriceQuote, Schema } from "@freight/api-client/types";
import { ChargeKind, chargeKindLabel, isChargeKind } from "@freight/domain/catalog/charge-kind";
import { formatCents } from "@freight/domain/money/cents";
import { calculateFeeCents } from "@freight/domain/pricing/fee";
import { timeZoneAbbreviation } from "@freight/domain/time/hub-clock";
import { todayIn } from "@freight/domain/time/time-slots";
import { buttonClassName } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { priceText } from "@/content/prices";
import { bookingHref } from "@/lib/booking/booking-link";
import { useAccountPrices } from "./account-prices";

const text = priceText.check;

type Slot = Schema<"SlotAvailability">;

interface Named {
  id: number;
  name: string;
}

async function readJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === "string" ? body.message : text.failed);
  }
  return (await response.json()) as T;
}

function feeSentence(quote: PriceQuote): string {
  if (!isChargeKind(quote.feeType) || quote.feeType === ChargeKind.BusinessHours) return text.businessHours;
  const fee = calculateFeeCents({
    chargeKind: quote.feeType,
    firstHourFeeCents: quote.firstHourFee,
    secondHourFeeCents: quote.secondHourFee,
    afterHoursFeeCents: quote.afterHoursFee,
  });
  return formatText(text.feeAdded, { fee: chargeKindLabel(quote.feeType), amount: formatCents(fee) });
}

/** How a slot is charged, beside its time: "Business Hours Fee", "Call Fee +$225.00". */
function slotFeeText(slot: Slot): string {
  if (slot.feeType === null || !isChargeKind(slot.feeType)) return "";
  if (slot.feeType === ChargeKind.BusinessHours) return chargeKindLabel(slot.feeType);
  return slot.fee === null ? chargeKindLabel(slot.feeType) : `${chargeKindLabel(slot.feeType)} +${formatCents(slot.fee)}`;
}

/**
 * The hub page's price check: a service, a day and one of its slots give the price and its fee kind, read live
 * (the hub's slots as the booking form reads them, the quote the portal charges: the public price for a
 * visitor, the customer's own when signed in), and a link that books exactly that in the portal.
 */
export function PriceCheck({
  hubId,
  timeZone,
  services,
  minimalCharge,
  portalUrl,
}: {
  hubId: number;
  timeZone: string;
  services: readonly Named[];
  minimalCharge: number;
  portalUrl: string;
}) {
  const id = useId();
  const account = useAccountPrices();
  // A signed-in customer checks the services their account books here.
  const offered = account
    ? account.services.filter((service) =>
        account.ranges.some((range) => range.hubId === hubId && range.serviceId === service.id),
      )
    : services;
  const [serviceId, setServiceId] = useState<number | null>(services[0]?.id ?? null);
  const [today, setToday] = useState("");
  const [date, setDate] = useState("");
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  // The hub's today is read from the browser's clock after hydration (the cached page has no clock); until then
  // the fields stay disabled, so nothing typed before the script runs is lost.
  useEffect(() => {
    const local = todayIn(timeZone, new Date());
    setToday(local);
    setDate((current) => current || local);
  }, [timeZone]);
  const isReady = today !== "";

  const chosenService = offered.some((service) => service.id === serviceId) ? serviceId : (offered[0]?.id ?? null);

  useEffect(() => {
    setSlots(null);
    setSlot(null);
    setQuote(null);
    setProblem(null);
    if (chosenService === null || !date) return;
    const controller = new AbortController();
    setIsLoading(true);
    const query = new URLSearchParams({ hub: String(hubId), date, service: String(chosenService) });
    readJson<Slot[]>(`/api/prices/slots?${query}`, controller.signal)
      .then(setSlots)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(error instanceof Error ? error.message : text.failed);
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, [hubId, chosenService, date]);

  useEffect(() => {
    setQuote(null);
    if (chosenService === null || slot === null) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ hub: String(hubId), service: String(chosenService), dateTime: slot });
    readJson<PriceQuote>(`/api/prices/quote?${query}`, controller.signal)
      .then(setQuote)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(error instanceof Error ? error.message : text.failed);
      });
    return () => controller.abort();
  }, [hubId, chosenService, slot]);

  const fieldClass = "rounded-md border border-line bg-surface px-3 py-2";
  return (
    <div className="flex flex-col gap-4" data-testid="price-check">
      <p className="text-ink-muted">{text.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text.service}
          <select
            className={fieldClass}
            disabled={!isReady}
            value={chosenService ?? ""}
            onChange={(event) => setServiceId(Number(event.target.value))}
          >
            {offered.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text.day}
          <input
            type="date"
            className={fieldClass}
            disabled={!isReady}
            value={date}
            min={today || undefined}
            onChange={(event) => setDate(event.target.value)}
          />
        </label>
      </div>
      <fieldset aria-describedby={`${id}-slots-state`}>
        <legend className="mb-2 text-sm font-medium">{text.slots}</legend>
        <p id={`${id}-slots-state`} className="text-sm text-ink-muted" aria-live="polite">
          {isLoading ? text.slotsLoading : slots === null && !problem ? text.noSlots : ""}
        </p>
        {slots ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {slots.map((entry) => {
              const abbreviation = timeZoneAbbreviation(entry.startsAt, timeZone);
              return (
                <li key={entry.startsAt}>
                  <label
                    className={`flex items-start gap-2 rounded-md border border-line px-3 py-2 text-sm ${entry.isAvailable ? "" : "text-ink-muted"}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-slot`}
                      value={entry.startsAt}
                      disabled={!entry.isAvailable}
                      checked={slot === entry.startsAt}
                      onChange={() => setSlot(entry.startsAt)}
                    />
                    <span>
                      <span className="font-medium">{`${entry.label} ${abbreviation}`}</span>
                      <span className="block text-xs">
                        {entry.isAvailable ? slotFeeText(entry) : (entry.reason ?? "")}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        ) : null}
      </fieldset>
      <div aria-live="polite" data-testid="price-check-answer">
        {problem ? <p className="text-danger">{problem}</p> : null}
        {quote && slot && chosenService !== null ? (
          <div className="flex flex-col gap-2 rounded-md bg-brand-50 p-4">
            <p>
              <span className="text-sm text-ink-muted">{text.price}: </span>
              <span className="text-2xl font-bold tabular-nums" data-testid="price-check-price">
                {formatCents(quote.price)}
              </span>
              {quote.rateSource === "own" ? <span className="ml-2 text-sm">({text.ownRate})</span> : null}
            </p>
            <p data-testid="price-check-fee">{feeSentence(quote)}</p>
            {minimalCharge > 0 ? (
              <p className="text-sm text-ink-muted">
                {formatText(text.minimalCharge, { amount: formatCents(minimalCharge) })}
              </p>
            ) : null}
            <a
              href={bookingHref(portalUrl, { hubId, serviceId: chosenService, date, slot })}
              className={buttonClassName({ className: "self-start" })}
            >
              {text.book}
            </a>
          </div>
        ) : null}
      </div>
    </div>
  );
}
