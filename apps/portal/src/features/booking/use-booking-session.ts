"use client";

import { useCallback, useEffect, useRef } from "react";
import { showNotification } from "@freight/ui/toast";
import { portalText } from "@/content/portal-text";
import { selectSelectedTempId, tempSelected } from "@/store/temp-slice";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { readPreorder, readPreselectedServiceId, writePreorder } from "./booking-storage";
import { quotePriceAction } from "./quote-action";
import { readDaySlotsAction } from "./slots-action";
import {
  bookingRestored,
  clockTicked,
  liveSlotsReceived,
  quoteFailed,
  quoteReceived,
  quoteRequested,
  selectBooking,
  serviceChosen,
} from "./services-slice";

const text = portalText.booking;
const CLOCK_REFRESH_MS = 60_000;

/** The browser's clock decides which slots are still bookable: it is read now and every minute. */
export function useBookingClock(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(clockTicked(new Date().toISOString()));
    const timer = window.setInterval(() => dispatch(clockTicked(new Date().toISOString())), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [dispatch]);
}

/**
 * An unfinished booking (not an edit) survives a reload or a sign-in: it comes back from browser storage once,
 * with the service preselected elsewhere on the site when there is no draft, and is kept there as it changes.
 */
export function useBookingDraft(restoresFromStorage: boolean): void {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const selectedTempId = useAppSelector(selectSelectedTempId);
  const hasRestored = useRef(false);
  const service = booking.selectedService;
  const isEdit = booking.editId !== null;

  useEffect(() => {
    if (hasRestored.current || !restoresFromStorage) return;
    hasRestored.current = true;
    const preorder = readPreorder();
    if (preorder) {
      dispatch(bookingRestored(preorder));
      dispatch(tempSelected(preorder.temperatureControlId));
      showNotification(text.draftRestored);
      return;
    }
    const preselectedId = readPreselectedServiceId();
    if (preselectedId !== null) dispatch(serviceChosen(preselectedId));
  }, [dispatch, restoresFromStorage]);

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
}

/** Asks the API for the price of the chosen hub, service and slot whenever one of them changes. */
export function usePriceQuote(): void {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const serviceId = booking.selectedService?.id;
  const time = booking.selectedService?.time ?? null;
  const hubId = booking.hubId;
  useEffect(() => {
    if (!serviceId || !hubId || !time) return;
    // A slower answer for an earlier choice is dropped.
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
}

/**
 * Reads the chosen hub's live places and fees for the chosen day whenever the hub, day or service changes, and
 * every minute with the clock, so full and closed slots are disabled with their reason, and after-hours and
 * call-out slots show their fee, before the customer picks one. Answers the reader, for
 * a fresh look (after a booking was refused because its slot was taken meanwhile). Without an answer (API down)
 * the form keeps the slots the clock allows and the booking itself is checked by the API.
 */
export function useLiveSlots(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const hubId = booking.hubId;
  const date = booking.selectedService?.date ?? null;
  const serviceId = booking.selectedService?.id ?? null;
  const minute = booking.now.slice(0, 16);
  const read = useCallback(async () => {
    if (!hubId || !date) return;
    const result = await readDaySlotsAction({ hubId, date, serviceId });
    if (!result.ok) return;
    dispatch(
      liveSlotsReceived({
        hubId,
        date,
        serviceId,
        slots: result.data.map((slot) => ({
          startsAt: new Date(slot.startsAt).toISOString(),
          isAvailable: slot.isAvailable,
          state: slot.state,
          reason: slot.reason,
          remaining: slot.remaining,
          feeType: slot.feeType,
          fee: slot.fee,
        })),
      }),
    );
  }, [dispatch, hubId, date, serviceId]);
  useEffect(() => {
    void read();
  }, [read, minute]);
  return read;
}
