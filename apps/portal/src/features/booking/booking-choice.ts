import { hubChosen, serviceChosen, servicesSlice, slotChosen, dateChosen, type ServicesState } from "./services-slice";

/**
 * What the public site's "Book" links chose (`/portal?hub=…&service=…&date=…&slot=…`, lib/booking/booking-link.ts on
 * the site): it survives sign-in and sign-up as the address to come back to, and fills the booking form.
 */
export interface BookingChoice {
  hubId: number | null;
  serviceId: number | null;
  date: string | null;
  slot: string | null;
}

type QueryValue = string | string[] | undefined;

function first(value: QueryValue): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

function idOf(value: QueryValue): number | null {
  const text = first(value);
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The choice in the booking page's query; anything malformed is left out, never an error. */
export function readBookingChoice(query: Record<string, QueryValue>): BookingChoice | null {
  const date = first(query.date);
  const slot = first(query.slot);
  const choice: BookingChoice = {
    hubId: idOf(query.hub),
    serviceId: idOf(query.service),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    slot: slot.length <= 40 && !Number.isNaN(Date.parse(slot)) ? new Date(slot).toISOString() : null,
  };
  return Object.values(choice).some((value) => value !== null) ? choice : null;
}

/**
 * Fills the form with the choice, through the same reducers a customer's clicks run: the service (or the
 * default one), the hub, the day and the slot. What the account cannot book (a hub or service not on its lists),
 * a past day or a slot that is no longer bookable is skipped, and the form asks for it as usual.
 */
export function applyBookingChoice(state: ServicesState, choice: BookingChoice): ServicesState {
  const reduce = servicesSlice.reducer;
  let next = state;
  if (choice.serviceId !== null) next = reduce(next, serviceChosen(choice.serviceId));
  if (choice.hubId !== null) next = reduce(next, hubChosen(choice.hubId));
  const today = next.selectedService?.date ?? null;
  if (choice.date !== null && today !== null && choice.date >= today) next = reduce(next, dateChosen(choice.date));
  if (choice.slot !== null) next = reduce(next, slotChosen(choice.slot));
  return next;
}
