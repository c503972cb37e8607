import type { Metadata } from "next";
import { formatText, portalText } from "@/content/portal-text";
import { BookingForm } from "@/features/booking/booking-form";
import { loadBookingPage } from "@/features/booking/load-booking";
import { readBookingChoice } from "@/features/booking/booking-choice";
import { PageHeader } from "@/components/layout/page-header";
import { parseOrderId } from "@/lib/orders/load-order";
import { HandOverState } from "@/store/hand-over-state";
import { accountMay } from "@freight/domain/companies/company-roles";
import { RoleNotice } from "@/features/team/role-notice";
import { loadProfile } from "@/lib/session/load-profile";

const text = portalText.booking;

export const metadata: Metadata = { title: text.title };

/**
 * Order booking (`?edit=<id>` changes an order; `?repeat=` and `?duplicate=` start from one; `?hub=&service=&date=&slot=`
 * comes with the choice made on the public site).
 */
export default async function BookingPage({ searchParams }: PageProps<"/portal">) {
  const query = await searchParams;
  const editId = parseOrderId(query.edit);
  const repeatId = parseOrderId(query.repeat);
  const duplicateId = parseOrderId(query.duplicate);
  const source = editId
    ? { mode: "edit" as const, orderId: editId }
    : repeatId
      ? { mode: "repeat" as const, orderId: repeatId }
      : duplicateId
        ? { mode: "duplicate" as const, orderId: duplicateId }
        : null;
  const viewer = await loadProfile();
  const company = viewer.kind === "signed-in" ? viewer.profile.company : null;
  if (company && !accountMay(company, "orders.book")) {
    return (
      <>
        <PageHeader title={text.title} />
        <RoleNotice company={company} />
      </>
    );
  }
  const state = await loadBookingPage(source, source ? null : readBookingChoice(query));
  return (
    <>
      <PageHeader
        title={state.editNumber ? formatText(text.editTitle, { number: state.editNumber }) : text.title}
        description={<span id="booking-intro">{text.intro}</span>}
      />
      {state.copyOf ? (
        <p
          role="status"
          data-testid="copy-banner"
          className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-900"
        >
          {formatText(state.copyOf.mode === "repeat" ? text.repeatBanner : text.duplicateBanner, {
            number: state.copyOf.number,
          })}
        </p>
      ) : null}
      <HandOverState state={{ services: state.services, temp: state.temp }}>
        <BookingForm editNumber={state.editNumber} restoresFromStorage={state.restoresFromStorage} />
      </HandOverState>
    </>
  );
}
