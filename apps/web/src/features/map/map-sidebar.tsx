"use client";

import { useRouter } from "next/navigation";
import { useMemo, useTransition, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { HOUR_LABELS } from "@freight/domain/time/hour-labels";
import { mapText } from "@/content/map";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import {
  filterToggled,
  filtersReset,
  searchChanged,
  selectMapDate,
  selectMapFilterGroups,
  selectMapFilters,
  selectMapLocations,
  selectMapSearch,
  selectMapSlot,
  selectMapTimeSlots,
  slotChosen,
  timeRangeChanged,
} from "./map-slice";
import { isReportedFilterName, reportedFilterNames } from "./map-view";

const fieldClass = "h-11 w-full rounded-lg border border-line bg-surface px-3";

function CheckboxGroup({
  title,
  names,
  reported,
}: {
  title: string;
  names: readonly string[];
  reported: ReadonlySet<string>;
}) {
  const dispatch = useAppDispatch();
  const { checkboxes } = useAppSelector(selectMapFilters);
  if (names.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 font-semibold">{title}</legend>
      {names.map((name) => {
        const isReported = isReportedFilterName(name, reported);
        return (
          <label
            key={name}
            className={`flex items-center gap-2 text-sm ${isReported ? "" : "text-ink-muted"}`}
            title={isReported ? undefined : mapText.notReported}
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={checkboxes[name] ?? false}
              disabled={!isReported}
              onChange={(event) => dispatch(filterToggled({ name, isChecked: event.target.checked }))}
            />
            {name}
          </label>
        );
      })}
    </fieldset>
  );
}

/** Date, slot, search and filters of the map; date changes reload the hubs for that day from the server. */
export function MapSidebar() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [isLoadingDate, startLoadingDate] = useTransition();
  const date = useAppSelector(selectMapDate);
  const slot = useAppSelector(selectMapSlot);
  const timeSlots = useAppSelector(selectMapTimeSlots);
  const search = useAppSelector(selectMapSearch);
  const groups = useAppSelector(selectMapFilterGroups);
  const filters = useAppSelector(selectMapFilters);
  const locations = useAppSelector(selectMapLocations);
  const reported = useMemo(() => reportedFilterNames(locations), [locations]);

  const onDateSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("date");
    if (typeof chosen === "string" && chosen !== "" && chosen !== date) {
      startLoadingDate(() => router.push(`/map?date=${encodeURIComponent(chosen)}`, { scroll: false }));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {/* A GET form, so the date also works before the script loads. */}
      <form
        action="/map"
        method="get"
        onSubmit={onDateSubmit}
        className="flex flex-col gap-1"
        aria-busy={isLoadingDate}
      >
        <label htmlFor="map-date" className="font-semibold">
          {mapText.date}
        </label>
        <div className="flex gap-2">
          <input
            id="map-date"
            name="date"
            type="date"
            required
            defaultValue={date}
            key={date}
            className={fieldClass}
          />
          <Button type="submit" variant="secondary" isLoading={isLoadingDate}>
            {mapText.showDate}
          </Button>
        </div>
      </form>

      <div className="flex flex-col gap-1">
        <label htmlFor="map-slot" className="font-semibold">
          {mapText.slot}
        </label>
        <select
          id="map-slot"
          className={fieldClass}
          value={slot === null ? "" : String(slot)}
          onChange={(event) =>
            dispatch(slotChosen(event.target.value === "" ? null : Number(event.target.value)))
          }
        >
          <option value="">{mapText.anySlot}</option>
          {timeSlots.map((option) => (
            <option key={option.startHour} value={option.startHour}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <div role="search" className="flex flex-col gap-1">
        <label htmlFor="map-search" className="font-semibold">
          {mapText.search}
        </label>
        <input
          id="map-search"
          type="search"
          className={fieldClass}
          value={search}
          maxLength={200}
          placeholder={mapText.searchPlaceholder}
          onChange={(event) => dispatch(searchChanged(event.target.value))}
        />
      </div>

      {groups ? (
        <section aria-labelledby="map-filters-title" className="flex flex-col gap-5">
          <div className="flex items-center justify-between gap-2">
            <h2 id="map-filters-title" className="text-lg font-semibold">
              {mapText.filtersTitle}
            </h2>
            {filters.isApplied ? (
              <Button variant="ghost" size="sm" onClick={() => dispatch(filtersReset())}>
                {mapText.reset}
              </Button>
            ) : null}
          </div>
          <CheckboxGroup title={mapText.groups.services} names={groups.services.core} reported={reported} />
          <CheckboxGroup
            title={mapText.groups.additionalServices}
            names={groups.services.additional}
            reported={reported}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{mapText.groups.openingHours}</legend>
            <p className="text-sm text-ink-muted">
              {formatText(mapText.typicalHours, {
                from: groups.openingHours.from,
                to: groups.openingHours.to,
              })}
            </p>
            <div className="grid grid-cols-2 gap-2">
              {(["from", "to"] as const).map((bound) => (
                <label key={bound} className="flex flex-col gap-1 text-sm">
                  {mapText[bound]}
                  <select
                    className={fieldClass}
                    value={filters.timeRanges[bound]}
                    onChange={(event) => dispatch(timeRangeChanged({ bound, value: event.target.value }))}
                  >
                    <option value="">{mapText.anyHour}</option>
                    {HOUR_LABELS.map((label) => (
                      <option key={label} value={label}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </fieldset>
          <CheckboxGroup title={mapText.groups.operations} names={groups.operations} reported={reported} />
          <CheckboxGroup
            title={mapText.groups.capabilities}
            names={groups.capabilities}
            reported={reported}
          />
          <CheckboxGroup title={mapText.groups.equipment} names={groups.equipment} reported={reported} />
          <CheckboxGroup
            title={mapText.groups.driverAmenities}
            names={groups.driverAmenities}
            reported={reported}
          />
        </section>
      ) : null}
    </div>
  );
}
