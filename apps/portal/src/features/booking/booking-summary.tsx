"use client";

import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { isTransportService } from "@freight/domain/catalog/service-type";
import type { UploadProgress } from "@freight/domain/files/upload-progress";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import { useAppSelector } from "@/store/hooks";
import { problemText, type BookingProblem } from "./booking-problems";
import { PriceSummary } from "./price-summary";
import { selectBooking } from "./services-slice";

const text = portalText.booking;

/**
 * The live price, what is missing, the upload's progress and the submit button; below 1280 px also a bar fixed
 * at the bottom with the total and the button.
 */
export function BookingSummary({
  problems,
  progress,
  editNumber,
}: {
  problems: readonly BookingProblem[];
  progress: UploadProgress | null;
  editNumber: string | null;
}) {
  const booking = useAppSelector(selectBooking);
  const service = booking.selectedService;
  const isEdit = booking.editId !== null;
  const isTransport = service ? isTransportService(service.type) : false;
  return (
    <>
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
    </>
  );
}
