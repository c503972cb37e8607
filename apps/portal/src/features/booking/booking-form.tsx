"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { cx } from "@freight/ui/class-names";
import { showErrorToast, showInfoToast } from "@freight/ui/toast";
import { isTransportService } from "@freight/domain/catalog/service-type";
import { formatCents } from "@freight/domain/money/cents";
import { PickUpDeliveryType } from "@freight/domain/orders/pick-up-delivery";
import type { UploadProgress } from "@freight/domain/files/upload-progress";
import { todayIn } from "@freight/domain/time/time-slots";
import { formatText, portalText } from "@/content/portal-text";
import {
  hintClass,
  inputBaseClass,
  inputClass,
  labelClass,
  sectionTitleClass,
  textareaClass,
} from "@/components/layout/field-styles";
import { selectSelectedTempId, selectTempList, tempSelected } from "@/store/temp-slice";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { bookingProblems, toBookingOrderInput, type BookingProblem } from "./booking-order-input";
import { bookingProducts, isLegExtra } from "./booking-price";
import { clearPreorder, readPreorder, readPreselectedServiceId, writePreorder } from "./booking-storage";
import { FilePicker } from "./file-picker";
import { PriceSummary } from "./price-summary";
import { quotePriceAction } from "./quote-action";
import { ReferenceSelect } from "./reference-select";
import {
  bookingRestored,
  clockTicked,
  dateChosen,
  hubChosen,
  productAmountChanged,
  quantityChanged,
  quoteFailed,
  quoteReceived,
  quoteRequested,
  referenceChosen,
  selectBooking,
  selectChosenHub,
  serviceChosen,
  slotChosen,
  stopChanged,
  stopToggled,
  submitFinished,
  submitStarted,
  textChanged,
} from "./services-slice";
import { SlotPicker } from "./slot-picker";
import { StopFields } from "./stop-fields";
import { uploadOrder } from "./upload-order";

const text = portalText.booking;
const CLOCK_REFRESH_MS = 60_000;

function problemText(problem: BookingProblem): string {
  switch (problem.kind) {
    case "service":
      return text.missingService;
    case "hub":
      return text.missingHub;
    case "slot":
      return text.missingSlot;
    case "stop":
      return formatText(text.missingStopFields, {
        stop: problem.stop === "puService" ? text.pickUp : text.delivery,
        fields: problem.fields.map((field) => text[field].toLowerCase()).join(", "),
      });
  }
}

/**
 * The booking form: service, hub, date and 3-hour slot in the hub's zone, quantity, load details,
 * driver, notes and files, extras, optional pick-up and delivery, and the live price. Edit mode saves the order.
 */
export function BookingForm({
  editNumber,
  restoresFromStorage,
}: {
  editNumber: string | null;
  restoresFromStorage: boolean;
}) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const booking = useAppSelector(selectBooking);
  const hub = useAppSelector(selectChosenHub);
  const temps = useAppSelector(selectTempList);
  const selectedTempId = useAppSelector(selectSelectedTempId);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const hasRestored = useRef(false);
  const service = booking.selectedService;
  const isEdit = booking.editId !== null;
  const isTransport = service ? isTransportService(service.type) : false;

  // The browser's clock decides which slots are still bookable; refresh it now and every minute.
  useEffect(() => {
    dispatch(clockTicked(new Date().toISOString()));
    const timer = window.setInterval(() => dispatch(clockTicked(new Date().toISOString())), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [dispatch]);

  // The pre-order and the preselected service come back from browser storage.
  useEffect(() => {
    if (hasRestored.current || !restoresFromStorage) return;
    hasRestored.current = true;
    const preorder = readPreorder();
    if (preorder) {
      dispatch(bookingRestored(preorder));
      dispatch(tempSelected(preorder.temperatureControlId));
      showInfoToast(text.draftRestored);
      return;
    }
    const preselectedId = readPreselectedServiceId();
    if (preselectedId !== null) dispatch(serviceChosen(preselectedId));
  }, [dispatch, restoresFromStorage]);

  // Keep the unfinished booking (not an edit) so it survives a reload or a sign-in.
  useEffect(() => {
    if (isEdit || !service || !hasRestored.current) return;
    writePreorder({
      service,
      hubId: booking.hubId,
      products: booking.products,
      temperatureControlId: selectedTempId,
      commodityId: booking.commodityId,
      trailerTypeId: booking.trailerTypeId,
    });
  }, [
    isEdit,
    service,
    booking.hubId,
    booking.products,
    booking.commodityId,
    booking.trailerTypeId,
    selectedTempId,
  ]);

  // The API's price quote for the chosen hub, service and slot.
  const serviceId = service?.id;
  const time = service?.time ?? null;
  const hubId = booking.hubId;
  useEffect(() => {
    if (!serviceId || !hubId || !time) return;
    let isCurrent = true;
    dispatch(quoteRequested());
    void quotePriceAction({ hubId, serviceId, dateTime: time }).then((result) => {
      if (!isCurrent) return;
      if (result.ok) dispatch(quoteReceived({ time, quote: result.data }));
      else if (result.kind === "unauthorized") dispatch(quoteFailed(text.quoteFailed));
      else dispatch(quoteFailed(result.message || text.quoteFailed));
    });
    return () => {
      isCurrent = false;
    };
  }, [dispatch, serviceId, hubId, time]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = bookingProblems({ service, hubId: booking.hubId });
    setProblems(found);
    if (found.length > 0 || !service || booking.hubId === null) {
      showErrorToast(found.map(problemText).join(" "));
      return;
    }
    const fallbackTimeFrom = booking.timeRangeData.find((slot) => slot.isAvailable)?.startsAt ?? null;
    let order;
    try {
      order = toBookingOrderInput({
        service,
        hubId: booking.hubId,
        products: bookingProducts({
          service,
          products: booking.products,
          extraServices: booking.extraServices,
        }),
        temperatureControlId: selectedTempId,
        commodityId: booking.commodityId,
        trailerTypeId: booking.trailerTypeId,
        hasFiles: files.length > 0,
        fallbackTimeFrom,
        now: new Date().toISOString(),
      });
    } catch {
      showErrorToast(text.missingSlot);
      return;
    }
    dispatch(submitStarted());
    setProgress({ percent: 0, isLoading: true });
    const outcome = await uploadOrder({
      url: isEdit ? `/api/orders/${booking.editId}` : "/api/orders",
      method: isEdit ? "PATCH" : "POST",
      order,
      files,
      onProgress: setProgress,
    });
    dispatch(submitFinished());
    setProgress(null);
    if (outcome.kind === "unauthorized") {
      // The pre-order stays in storage, so the booking is still there after signing in again.
      window.location.assign(
        `/session/end?from=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
      return;
    }
    if (outcome.kind === "failed") {
      showErrorToast(outcome.message);
      return;
    }
    if (isEdit) {
      router.push(`/dashboard/order-details?id=${outcome.orderId}`);
    } else {
      clearPreorder();
      router.push(`/portal/order-create-success?id=${outcome.orderId}`);
    }
  }

  const shopExtras = booking.extraServices.filter((extra) => !isLegExtra(extra));
  const today = hub ? todayIn(hub.timeZone || "UTC", booking.now) : undefined;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-6 pb-20 xl:grid-cols-[minmax(0,1fr)_22rem] xl:pb-0"
      aria-describedby="booking-intro"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Card as="section" aria-labelledby="booking-service-title" className="flex flex-col gap-5">
          <h2 id="booking-service-title" className={sectionTitleClass}>
            {text.service}
          </h2>
          <fieldset>
            <legend className="sr-only">{text.service}</legend>
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
              {booking.data.map((item) => {
                const isChosen = service?.id === item.id;
                return (
                  <label
                    key={item.id}
                    className={cx(
                      "flex min-w-0 cursor-pointer items-center gap-2 rounded-lg border p-2.5 text-sm font-semibold break-words transition-colors sm:gap-3 sm:p-3 sm:text-base has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500",
                      isChosen
                        ? "border-brand-600 bg-brand-50 text-brand-700"
                        : "border-line hover:border-brand-500",
                    )}
                  >
                    <input
                      type="radio"
                      name="service"
                      value={item.id}
                      checked={isChosen}
                      onChange={() => dispatch(serviceChosen(item.id))}
                      className="size-4 accent-brand-600"
                    />
                    {item.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <label htmlFor="booking-hub" className={labelClass}>
                {text.hub}
              </label>
              <select
                id="booking-hub"
                className={inputClass}
                value={booking.hubId ?? ""}
                onChange={(event) => dispatch(hubChosen(Number(event.target.value)))}
              >
                <option value="" disabled>
                  {text.hubPlaceholder}
                </option>
                {booking.hubs.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="booking-date" className={labelClass}>
                {text.date}
              </label>
              <input
                id="booking-date"
                type="date"
                className={inputClass}
                value={service?.date ?? ""}
                min={isEdit ? undefined : today}
                disabled={!service}
                onChange={(event) => dispatch(dateChosen(event.target.value))}
              />
            </div>
          </div>
          {hub ? (
            <div className="flex flex-col gap-2">
              <SlotPicker
                slots={booking.timeRangeData}
                value={service?.time ?? null}
                onChange={(startsAt) => dispatch(slotChosen(startsAt))}
              />
              <p className={hintClass}>{formatText(text.slotHint, { zone: hub.timeZone })}</p>
            </div>
          ) : (
            <p className={hintClass}>{text.chooseHubFirst}</p>
          )}
          <div>
            <span id="booking-quantity-label" className={labelClass}>
              {text.quantity}
            </span>
            <div
              className="inline-flex items-center gap-2"
              role="group"
              aria-labelledby="booking-quantity-label"
            >
              <Button
                variant="secondary"
                size="sm"
                className="size-11 px-0"
                aria-label={text.decrease}
                disabled={!service || service.quantity <= 1}
                onClick={() => dispatch(quantityChanged({ kind: "decrease" }))}
              >
                −
              </Button>
              <input
                type="number"
                min={1}
                max={1000}
                step={1}
                aria-labelledby="booking-quantity-label"
                className={cx(inputBaseClass, "w-24 text-center")}
                value={service?.quantity ?? 1}
                disabled={!service}
                onChange={(event) =>
                  dispatch(quantityChanged({ kind: "set", value: Number(event.target.value) }))
                }
              />
              <Button
                variant="secondary"
                size="sm"
                className="size-11 px-0"
                aria-label={text.increase}
                disabled={!service}
                onClick={() => dispatch(quantityChanged({ kind: "increase" }))}
              >
                +
              </Button>
            </div>
          </div>
        </Card>

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
                onChange={(event) =>
                  dispatch(textChanged({ field: "driverName", value: event.target.value }))
                }
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
                onChange={(event) =>
                  dispatch(textChanged({ field: "driverPhone", value: event.target.value }))
                }
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

        <Card as="section" aria-labelledby="booking-pd-title" className="flex flex-col gap-4">
          <div>
            <h2 id="booking-pd-title" className={sectionTitleClass}>
              {text.pickUpDelivery}
            </h2>
            <p className={hintClass}>{text.pickUpDeliveryHint}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {booking.pdTypes.map((type) => {
              const isOn =
                type === PickUpDeliveryType.PickupAndDelivery
                  ? Boolean(service?.puService && service.delService)
                  : Boolean(type === PickUpDeliveryType.PickUp ? service?.puService : service?.delService);
              const label =
                type === PickUpDeliveryType.PickupAndDelivery
                  ? text.addPickUpAndDelivery
                  : type === PickUpDeliveryType.PickUp
                    ? text.addPickUp
                    : text.addDelivery;
              return (
                <label
                  key={type}
                  className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 font-semibold"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={isOn}
                    onChange={(event) => dispatch(stopToggled({ type, isOn: event.target.checked }))}
                  />
                  {label}
                </label>
              );
            })}
          </div>
          {service?.puService ? (
            <StopFields
              id="pick-up"
              title={text.pickUp}
              stop={service.puService}
              onChange={(patch) => dispatch(stopChanged({ stop: "puService", patch }))}
            />
          ) : null}
          {service?.delService ? (
            <StopFields
              id="delivery"
              title={text.delivery}
              stop={service.delService}
              onChange={(patch) => dispatch(stopChanged({ stop: "delService", patch }))}
            />
          ) : null}
        </Card>

        {shopExtras.length > 0 ? (
          <Card as="section" aria-labelledby="booking-extras-title" className="flex flex-col gap-4">
            <div>
              <h2 id="booking-extras-title" className={sectionTitleClass}>
                {text.extras}
              </h2>
              <p className={hintClass}>{text.extrasHint}</p>
            </div>
            <ul className="divide-y divide-line">
              {shopExtras.map((extra) => {
                const amount = booking.products.find((product) => product.id === extra.id)?.amount ?? 0;
                return (
                  <li
                    key={extra.id}
                    className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold">
                        {extra.name}{" "}
                        <span className="font-normal text-ink-muted">· {formatCents(extra.price)}</span>
                      </p>
                      {extra.description ? (
                        <p className="text-sm text-ink-muted">{extra.description}</p>
                      ) : null}
                    </div>
                    <input
                      type="number"
                      min={0}
                      max={1000}
                      step={1}
                      className={cx(inputBaseClass, "w-24 shrink-0 text-center")}
                      aria-label={formatText(text.extraAmount, { name: extra.name })}
                      value={amount}
                      onChange={(event) =>
                        dispatch(productAmountChanged({ id: extra.id, amount: Number(event.target.value) }))
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </Card>
        ) : null}
      </div>

      <div className="xl:sticky xl:top-24 xl:self-start">
        <Card className="flex flex-col gap-4">
          <PriceSummary
            price={booking.total}
            quote={booking.quote}
            serviceName={service?.name ?? ""}
            quantity={service?.quantity ?? 1}
            isTransport={isTransport}
            isQuoting={booking.isQuoteLoading}
            quoteError={booking.quoteError}
          />
          {problems.length > 0 ? (
            <ul role="alert" className="list-disc pl-5 text-sm text-danger">
              {problems.map((problem) => (
                <li key={problemText(problem)}>{problemText(problem)}</li>
              ))}
            </ul>
          ) : null}
          {progress ? (
            <div>
              <div
                role="progressbar"
                aria-label={text.uploadProgress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress.percent}
                className="h-2 overflow-hidden rounded-full bg-brand-50"
              >
                <div
                  className="h-full bg-brand-600 transition-[width]"
                  style={{ width: `${progress.percent}%` }}
                />
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                {formatText(text.uploading, { percent: progress.percent })}
              </p>
            </div>
          ) : null}
          <Button type="submit" size="lg" isLoading={booking.isSubmitting} disabled={!service}>
            {isEdit ? text.saveChanges : text.submit}
          </Button>
          {editNumber ? (
            <p className="text-center text-sm text-ink-muted">
              {formatText(text.editTitle, { number: editNumber })}
            </p>
          ) : null}
        </Card>
      </div>

      {/* Below 1280 px the summary sits under the long form: the total and the button stay in reach at the bottom. */}
      <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-3 shadow-card xl:hidden">
        <p className="flex flex-col leading-tight">
          <span className="text-sm text-ink-muted">{text.total}</span>
          <span className="text-xl font-bold text-brand-700 tabular-nums">
            {formatCents(booking.total.totalCents)}
          </span>
        </p>
        <Button type="submit" isLoading={booking.isSubmitting} disabled={!service}>
          {isEdit ? text.saveChanges : text.submit}
        </Button>
      </div>
    </form>
  );
}
