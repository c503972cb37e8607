import type { Metadata } from "next";
import Link from "next/link";
import QRCode from "qrcode";
import type { ReactNode } from "react";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { formatText, portalText } from "@/content/portal-text";
import { NavIcon } from "@/components/layout/nav-icons";
import { PageHeader } from "@/components/layout/page-header";
import { OrderStatusBadge, PaymentStatusBadge } from "@/components/layout/status-badge";
import { UnavailableNotice } from "@/components/layout/unavailable-notice";
import { AddNoteForm } from "@/features/orders/add-note-form";
import { CancelOrderButton } from "@/features/orders/cancel-order-button";
import { loadOrder, parseOrderId } from "@/features/orders/load-orders";
import { formatDate, formatDateTime, formatSlot } from "@/features/orders/order-format";
import { allowedOrderActions } from "@/features/orders/order-permissions";
import { orderPriceBreakdown } from "@/features/orders/order-price-breakdown";
import type { PickUpDeliveryDetail } from "@freight/domain/orders/pick-up-delivery-detail";
import { fileUrlFromSrc } from "@freight/domain/orders/order-note";
import { toOrderDisplayStatus } from "@freight/domain/orders/order-status";
import { serverEnv } from "@/env";
import { dataOr, readApi } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

const text = portalText.details;

export const metadata: Metadata = { title: portalText.orders.view };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium break-words">
        {children || <span className="text-ink-muted">{portalText.common.notSet}</span>}
      </dd>
    </div>
  );
}

function Stop({ title, stop }: { title: string; stop: PickUpDeliveryDetail }) {
  return (
    <div className="rounded-lg border border-line p-4">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label={portalText.booking.address}>
          {[stop.address, stop.city, stop.zipCode].filter(Boolean).join(", ")}
        </Field>
        <Field label={portalText.booking.stopDate}>{stop.date.from}</Field>
        <Field label={portalText.booking.weight}>{stop.weight ? String(stop.weight) : ""}</Field>
        <Field label={portalText.booking.pallets}>{String(stop.quantity)}</Field>
        <Field label={portalText.booking.role}>{portalText.booking.roles[stop.role]}</Field>
        <Field label={portalText.booking.appointment}>
          {portalText.booking.appointments[stop.appt ? "Appt" : stop.apptNotSet ? "ApptNotSet" : "Fcfs"]}
        </Field>
      </dl>
      {stop.notes ? <p className="mt-2 text-sm text-ink-muted">{stop.notes}</p> : null}
    </div>
  );
}

/** Every displayed-order field, price breakdown, invoices, notes with files, timeline, check-in code with QR, .ics. */
export default async function OrderDetailsPage({ searchParams }: PageProps<"/dashboard/order-details">) {
  const id = parseOrderId((await searchParams).id);
  const read = id ? await loadOrder(id) : ({ ok: false, status: 404, message: text.notFound } as const);
  if (!read.ok) {
    return (
      <>
        <PageHeader title={portalText.orders.view} />
        {read.status === 404 ? (
          <Card as="section" role="status" className="flex flex-col items-start gap-4">
            <h2 className="text-xl font-semibold">{text.notFoundTitle}</h2>
            <p className="text-ink-muted">{text.notFound}</p>
            <Link href="/order-history" className={buttonClassName({ variant: "secondary" })}>
              {text.back}
            </Link>
          </Card>
        ) : (
          <UnavailableNotice status={read.status} message={read.message} />
        )}
      </>
    );
  }
  const order = read.data;
  const api = await getServerApi();
  const [extrasRead, timelineRead] = await Promise.all([
    readApi("GET /extra-services", () => api.GET("/extra-services")),
    readApi("GET /order/{id}/timeline", () =>
      api.GET("/order/{id}/timeline", { params: { path: { id: order.id } } }),
    ),
  ]);
  const extras = dataOr(extrasRead, []);
  const apiBase = serverEnv().BROWSER_API_URL;
  const breakdown = orderPriceBreakdown(order, extras, {
    service: formatText(text.lineService, { quantity: order.quantity, price: formatCents(order.price) }),
    minimumCharge: text.minimumCharge,
    discount: text.discount,
  });
  const actions = allowedOrderActions(order, Date.now());
  const zone = order.hub.timeZone || "UTC";
  const qr = order.checkInCode
    ? `data:image/svg+xml;utf8,${encodeURIComponent(await QRCode.toString(order.checkInCode, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))}`
    : null;
  const changes = dataOr(timelineRead, []);
  const timeline =
    changes.length > 0
      ? changes.map((change) => ({
          label: portalText.status[toOrderDisplayStatus(change.toStatus)],
          at: `${formatDateTime(change.createdAt, zone)} · ${formatText(text.timelineBy, { actor: text.actors[change.actor] })}`,
          note: change.note,
        }))
      : [{ label: text.booked, at: formatDateTime(order.createdAtLocal, zone), note: "" }];

  return (
    <>
      <Link
        href="/order-history"
        className="mb-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {text.back}
      </Link>
      <PageHeader
        title={formatText(text.title, { number: order.number })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.displayStatus} />
            <PaymentStatusBadge status={order.billingStatus} />
          </span>
        }
        actions={
          <>
            {actions.includes("pay") ? (
              <Link href={`/portal/payment?orderId=${order.id}`} className={buttonClassName()}>
                {text.pay}
              </Link>
            ) : null}
            {actions.includes("edit") ? (
              <Link href={`/portal?edit=${order.id}`} className={buttonClassName({ variant: "secondary" })}>
                {portalText.orders.edit}
              </Link>
            ) : null}
            <Link href={`/portal?repeat=${order.id}`} className={buttonClassName({ variant: "secondary" })}>
              {portalText.orders.repeat}
            </Link>
            {actions.includes("cancel") ? (
              <CancelOrderButton orderId={order.id} number={order.number} size="md" />
            ) : null}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card as="section" aria-labelledby="summary-title">
            <h2 id="summary-title" className="mb-4 text-lg font-semibold">
              {text.summary}
            </h2>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3" data-testid="order-summary">
              <Field label={text.service}>{order.service.name}</Field>
              <Field label={text.hub}>
                {order.hub.name}
                {order.hub.address ? (
                  <span className="block text-sm font-normal text-ink-muted">{order.hub.address}</span>
                ) : null}
              </Field>
              <Field label={text.slot}>{formatSlot(order.timeFrom, order.timeTo, zone)}</Field>
              <Field label={text.booked}>{formatDate(order.createdAtLocal, zone)}</Field>
              <Field label={text.quantity}>{String(order.quantity)}</Field>
              <Field label={text.temperature}>{order.temperatureControl.name}</Field>
              <Field label={text.driver}>{order.driverName}</Field>
              <Field label={text.driverPhone}>{order.driverPhone}</Field>
              <Field label={text.truck}>{order.truckNumber}</Field>
              <Field label={text.trailer}>{order.trailerNumber}</Field>
            </dl>
            {order.puService || order.delService ? (
              <div className="mt-5 grid gap-4 md:grid-cols-2">
                {order.puService ? <Stop title={text.pickUp} stop={order.puService} /> : null}
                {order.delService ? <Stop title={text.delivery} stop={order.delService} /> : null}
              </div>
            ) : null}
          </Card>

          <Card as="section" aria-labelledby="notes-title" className="flex flex-col gap-4">
            <h2 id="notes-title" className="text-lg font-semibold">
              {text.notes}
            </h2>
            {order.notes.length === 0 ? (
              <p className="text-ink-muted">{text.noNotes}</p>
            ) : (
              <ul className="flex flex-col gap-3" data-testid="order-notes">
                {order.notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-surface-muted p-3">
                    <p className="text-sm text-ink-muted">{formatDateTime(note.timestamp, zone)}</p>
                    {note.note ? <p className="mt-1 whitespace-pre-line">{note.note}</p> : null}
                    {note.files.length > 0 ? (
                      <ul className="mt-2 flex flex-wrap gap-2">
                        {note.files.map((file) => (
                          <li key={file.id}>
                            <a
                              href={new URL(fileUrlFromSrc(file.src), apiBase).href}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="inline-flex items-center gap-1 rounded border border-line bg-surface px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                            >
                              <NavIcon name="clip" className="size-4" />
                              {file.fileName}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <AddNoteForm orderId={order.id} />
          </Card>

          <Card as="section" aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="mb-4 text-lg font-semibold">
              {text.timeline}
            </h2>
            <ol className="relative flex flex-col gap-4 border-l-2 border-brand-100 pl-5">
              {timeline.map((entry, index) => (
                <li key={`${entry.label}-${index}`} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-surface bg-brand-500"
                  />
                  <p className="font-medium">{entry.label}</p>
                  <p className="text-sm text-ink-muted">{entry.at}</p>
                  {entry.note ? <p className="text-sm">{entry.note}</p> : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Card
            as="section"
            aria-labelledby="checkin-title"
            className="flex flex-col items-center gap-3 text-center"
          >
            <h2 id="checkin-title" className="self-start text-lg font-semibold">
              {text.checkIn}
            </h2>
            {qr ? (
              // A data URL of the SVG the qrcode library drew; no image optimisation applies.
              <img
                src={qr}
                alt={formatText(text.checkInQr, { code: order.checkInCode })}
                width={176}
                height={176}
                className="size-44"
              />
            ) : null}
            <p className="font-mono text-2xl font-bold tracking-widest" data-testid="check-in-code">
              {order.checkInCode || portalText.common.notSet}
            </p>
            <p className="text-sm text-ink-muted">{text.checkInHint}</p>
            <a
              href={`/api/orders/${order.id}/calendar`}
              className={buttonClassName({ variant: "secondary", size: "sm" })}
              download
            >
              {text.calendar}
            </a>
          </Card>

          <Card as="section" aria-labelledby="price-title">
            <h2 id="price-title" className="mb-3 text-lg font-semibold">
              {text.price}
            </h2>
            <dl className="flex flex-col gap-2 text-sm" data-testid="order-price">
              {breakdown.lines.map((line) => (
                <div key={`${line.kind}-${line.label}`} className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{line.label}</dt>
                  <dd className="tabular-nums">{`${line.cents < 0 ? "−" : ""}${formatCents(Math.abs(line.cents))}`}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
                <dt>{text.total}</dt>
                <dd className="tabular-nums">{formatCents(breakdown.totalCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">{text.paid}</dt>
                <dd className="tabular-nums">{formatCents(breakdown.paidCents)}</dd>
              </div>
              <div className="flex justify-between gap-4 font-semibold">
                <dt>{text.due}</dt>
                <dd className="tabular-nums">{formatCents(breakdown.dueCents)}</dd>
              </div>
            </dl>
          </Card>

          <Card as="section" aria-labelledby="invoices-title">
            <h2 id="invoices-title" className="mb-3 text-lg font-semibold">
              {text.invoices}
            </h2>
            {order.invoices.length === 0 ? (
              <p className="text-ink-muted">{text.noInvoices}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line">
                {order.invoices.map((invoice) => (
                  <li key={invoice.id} className="flex items-center justify-between gap-3 py-2">
                    <div>
                      <p className="font-semibold">{invoice.number}</p>
                      <p className="text-sm text-ink-muted">
                        {text.invoiceStatus[String(invoice.status) as keyof typeof text.invoiceStatus]}
                        {invoice.issuedAt ? ` · ${formatDate(invoice.issuedAt, zone)}` : ""}
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <span className="font-semibold tabular-nums">{formatCents(invoice.amount)}</span>
                      {invoice.status !== InvoiceStatus.Draft ? (
                        <a
                          href={`${apiBase}/invoices/${invoice.id}/pdf`}
                          className="text-sm font-semibold text-brand-700 hover:underline"
                          download
                        >
                          {portalText.payment.downloadPdf}
                        </a>
                      ) : null}
                      {invoice.status === InvoiceStatus.Issued ||
                      invoice.status === InvoiceStatus.Approved ? (
                        <Link
                          href={`/portal/payment?orderId=${order.id}&invoiceId=${invoice.id}`}
                          className={buttonClassName({ size: "sm" })}
                        >
                          {text.payInvoice}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
