"use client";

import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import { inputClass, labelClass, sectionTitleClass, textareaClass } from "@/components/layout/field-styles";
import { selectSelectedTempId, selectTempList, tempSelected } from "@/store/temp-slice";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { FilePicker } from "@/components/file-picker";
import { ReferenceSelect } from "./reference-select";
import { referenceChosen, selectBooking, textChanged } from "./services-slice";

const text = portalText.booking;

/** What the load is (temperature, commodity, trailer), who drives it, notes and the files sent with it. */
export function LoadDetailsSection({
  files,
  setFiles,
}: {
  files: File[];
  setFiles: (files: File[]) => void;
}) {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const temps = useAppSelector(selectTempList);
  const selectedTempId = useAppSelector(selectSelectedTempId);
  const service = booking.selectedService;
  return (
    <Card as="section" aria-labelledby="booking-details-title" className="flex flex-col gap-5">
      <h2 id="booking-details-title" className={sectionTitleClass}>
        {text.details}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <ReferenceSelect
          id="booking-temp"
          label={text.temperature}
          noneLabel={text.none}
          value={selectedTempId}
          options={temps}
          onChange={(id) => dispatch(tempSelected(id))}
        />
        <ReferenceSelect
          id="booking-commodity"
          label={text.commodity}
          noneLabel={text.none}
          value={booking.commodityId}
          options={booking.commodity}
          onChange={(id) => dispatch(referenceChosen({ field: "commodityId", id }))}
        />
        <ReferenceSelect
          id="booking-trailer"
          label={text.trailerType}
          noneLabel={text.none}
          value={booking.trailerTypeId}
          options={booking.equipment}
          onChange={(id) => dispatch(referenceChosen({ field: "trailerTypeId", id }))}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="booking-driver-name" className={labelClass}>
            {text.driverName}
          </label>
          <input
            id="booking-driver-name"
            className={inputClass}
            value={service?.driverName ?? ""}
            maxLength={200}
            autoComplete="off"
            disabled={!service}
            onChange={(event) => dispatch(textChanged({ field: "driverName", value: event.target.value }))}
          />
        </div>
        <div>
          <label htmlFor="booking-driver-phone" className={labelClass}>
            {text.driverPhone}
          </label>
          <input
            id="booking-driver-phone"
            type="tel"
            className={inputClass}
            value={service?.driverPhone ?? ""}
            maxLength={40}
            autoComplete="off"
            disabled={!service}
            onChange={(event) => dispatch(textChanged({ field: "driverPhone", value: event.target.value }))}
          />
        </div>
        <div>
          <label htmlFor="booking-truck-number" className={labelClass}>
            {text.truckNumber}
          </label>
          <input
            id="booking-truck-number"
            className={inputClass}
            value={service?.truckNumber ?? ""}
            maxLength={40}
            autoComplete="off"
            disabled={!service}
            onChange={(event) => dispatch(textChanged({ field: "truckNumber", value: event.target.value }))}
          />
        </div>
        <div>
          <label htmlFor="booking-trailer-number" className={labelClass}>
            {text.trailerNumber}
          </label>
          <input
            id="booking-trailer-number"
            className={inputClass}
            value={service?.trailerNumber ?? ""}
            maxLength={40}
            autoComplete="off"
            disabled={!service}
            onChange={(event) => dispatch(textChanged({ field: "trailerNumber", value: event.target.value }))}
          />
        </div>
      </div>
      <div>
        <label htmlFor="booking-notes" className={labelClass}>
          {text.notes}
        </label>
        <textarea
          id="booking-notes"
          className={textareaClass}
          value={service?.notes ?? ""}
          maxLength={5000}
          disabled={!service}
          onChange={(event) => dispatch(textChanged({ field: "notes", value: event.target.value }))}
        />
      </div>
      <FilePicker files={files} onChange={setFiles} />
    </Card>
  );
}
