"use client";

import { useState } from "react";
import { BookingSummary } from "./booking-summary";
import { ExtrasSection } from "./extras-section";
import { LoadDetailsSection } from "./load-details-section";
import { PickUpDeliverySection } from "./pick-up-delivery-section";
import { ServiceSlotSection } from "./service-slot-section";
import { useBookingClock, useBookingDraft, useLiveSlots, usePriceQuote } from "./use-booking-session";
import { useBookingSubmit } from "./use-booking-submit";

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
  const [files, setFiles] = useState<File[]>([]);
  useBookingClock();
  useBookingDraft(restoresFromStorage);
  usePriceQuote();
  const refreshSlots = useLiveSlots();
  const { submit, problems, progress } = useBookingSubmit(files, refreshSlots);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-6 pb-20 xl:grid-cols-[minmax(0,1fr)_22rem] xl:pb-0"
      aria-describedby="booking-intro"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <ServiceSlotSection />
        <LoadDetailsSection files={files} setFiles={setFiles} />
        <PickUpDeliverySection />
        <ExtrasSection />
      </div>
      <BookingSummary problems={problems} progress={progress} editNumber={editNumber} />
    </form>
  );
}
