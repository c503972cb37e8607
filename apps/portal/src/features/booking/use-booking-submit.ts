"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { showErrorToast } from "@freight/ui/toast";
import type { UploadProgress } from "@freight/domain/files/upload-progress";
import { portalText } from "@/content/portal-text";
import { endSessionHere } from "@/lib/api/post-form-data";
import { selectSelectedTempId } from "@/store/temp-slice";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { attemptFor, bookingContent, type BookingAttempt } from "./booking-attempt-key";
import { bookingProblems, toBookingOrderInput } from "./booking-order-input";
import { bookingProducts } from "./booking-price";
import { problemText, type BookingProblem } from "./booking-problems";
import { clearPreorder } from "./booking-storage";
import { selectBooking, submitFinished, submitStarted } from "./services-slice";
import { uploadOrder } from "./upload-order";

const text = portalText.booking;

/**
 * Sends the booking (new, or the edit of an order) with its files, showing what is missing first, the upload's
 * progress while it goes, and then the order; a signed-out customer keeps the draft and signs in again. A refused
 * booking keeps the form and reads the slots again.
 */
export function useBookingSubmit(
  files: File[],
  refreshSlots: () => Promise<void>,
): {
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  problems: BookingProblem[];
  progress: UploadProgress | null;
} {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const booking = useAppSelector(selectBooking);
  const selectedTempId = useAppSelector(selectSelectedTempId);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const lastAttempt = useRef<BookingAttempt | null>(null);
  const service = booking.selectedService;
  const isEdit = booking.editId !== null;

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
    // The same booking sent again (after a failure, or a second click) keeps its key: the API books it once.
    const attempt = isEdit
      ? null
      : attemptFor(lastAttempt.current, bookingContent(order, files), () => crypto.randomUUID());
    lastAttempt.current = attempt;
    dispatch(submitStarted());
    setProgress({ percent: 0, isLoading: true });
    const outcome = await uploadOrder({
      url: isEdit ? `/api/orders/${booking.editId}` : "/api/orders",
      method: isEdit ? "PATCH" : "POST",
      order,
      files,
      onProgress: setProgress,
      ...(attempt ? { idempotencyKey: attempt.key } : {}),
    });
    dispatch(submitFinished());
    setProgress(null);
    if (outcome.kind === "unauthorized") {
      // The pre-order stays in storage, so the booking is still there after signing in again.
      endSessionHere();
      return;
    }
    if (outcome.kind === "failed") {
      // The API's reason is shown; the slots are read again, so a slot taken or closed meanwhile is disabled
      // (and unchosen) while everything else typed stays.
      showErrorToast(outcome.message);
      await refreshSlots();
      return;
    }
    if (isEdit) {
      router.push(`/dashboard/order-details?id=${outcome.orderId}`);
    } else {
      clearPreorder();
      router.push(`/portal/order-create-success?id=${outcome.orderId}`);
    }
  }

  return { submit, problems, progress };
}
